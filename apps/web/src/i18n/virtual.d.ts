declare module 'virtual:mathtools-messages' {
  import type { Catalogue } from './catalogue';
  /**
   * One loader per language, of that language's table: one loader per catalogue file, keyed by
   * namespace.
   */
  export const catalogueTables: Readonly<
    Record<string, () => Promise<Readonly<Record<string, () => Promise<Catalogue>>>>>
  >;
}
