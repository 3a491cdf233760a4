import type { ToolPageModule } from './registry';

/**
 * The dedicated tool pages' modules in one language, by path (`./logarithm/page.tsx`): the
 * registry loads this module in the language of the page it opens (`pages-in.ts?language=es`),
 * and the build gives each language its own copy of it and of the pages (vite.config.ts,
 * `prebuiltExamples`), each page with its worked examples written in that language. So a page
 * fetches no other language's examples, and every page's first load carries five loaders (one per
 * language) rather than one per page and language.
 */
export const components = import.meta.glob<Pick<ToolPageModule, 'Component'>>('./*/page.tsx');
export const heads = import.meta.glob<Pick<ToolPageModule, 'meta'>>('./*/page.meta.ts');
