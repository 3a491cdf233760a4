declare module 'virtual:mathtools-messages' {
  import type { Catalogue } from './catalogue';
  /** One loader per catalogue file, keyed `<namespace>/<language>`. */
  export const catalogueLoaders: Readonly<Record<string, () => Promise<Catalogue>>>;
}
