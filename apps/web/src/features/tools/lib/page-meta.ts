import type { Language } from '../../../i18n/languages';
import { translator } from '../../../i18n/use-t';
import type { FaqEntry } from '../../../lib/faq-json-ld';
import type { HowToStep } from '../../../lib/json-ld';
import type { PageMeta } from '../../../lib/seo';
import { type ToolId, toolInfo } from '../registry';

/** A page catalogue's message by key, formatted with its values (`t` of `useT`, or `translator`). */
export type PageWords = (key: string, values?: Record<string, string | number>) => string;

/** A page's how-to (HowTo JSON-LD): its name, description and steps. */
export type ToolHowTo = { name: string; description: string; steps: readonly HowToStep[] };

/**
 * A page's questions and answers from its catalogue (`faq.<id>.question` and `faq.<id>.answer`),
 * each answer formatted with its own values (the figures it quotes, in the page's language).
 */
export const faqsFrom = (
  t: PageWords,
  ids: readonly string[],
  values: Readonly<Record<string, Record<string, string>>> = {},
): FaqEntry[] =>
  ids.map((id) => ({
    id,
    question: t(`faq.${id}.question`),
    answer: t(`faq.${id}.answer`, values[id]),
  }));

/**
 * A page's how-to from its catalogue: `howTo.name`, `howTo.description`, and each step's
 * `howTo.<step>.name` and `howTo.<step>.text` (formatted with `values`).
 */
export const howToFrom = (
  t: PageWords,
  steps: readonly string[],
  values?: Record<string, string>,
): ToolHowTo => ({
  name: t('howTo.name'),
  description: t('howTo.description'),
  steps: steps.map((step) => ({
    name: t(`howTo.${step}.name`),
    text: t(`howTo.${step}.text`, values),
  })),
});

/**
 * A page's words for its head: its catalogue's namespace, and its how-to and questions in the
 * words of `t`.
 */
export type ToolPageWords = {
  messages: string;
  howTo: (t: PageWords, language: Language) => ToolHowTo;
  faqs: (t: PageWords, language: Language) => readonly FaqEntry[];
};

/**
 * A dedicated page's <head>: its title, description and keywords (kept in the page module, so
 * only that page loads them), the canonical path from the registry, and its JSON-LD
 * (WebApplication, HowTo, FAQPage) from the page's how-to and FAQ in its catalogue, in every
 * language English included (`jsonLdIn`: the catalogue is loaded with the page, before its head
 * is written), with the tool's name from `tools`. The English head was once built as the module
 * loaded, from the English catalogue's JSON imported here: every tool page, in every language,
 * then shipped its English words a second time (about 2 KB gzip).
 */
export function toolPageMeta(
  id: ToolId,
  head: { title: string; description: string; keywords: readonly string[] },
  words: ToolPageWords,
): PageMeta {
  const tool = toolInfo(id);
  const page = tool.page;
  if (!page) throw new Error(`The tool ${id} has no dedicated page`);
  return {
    title: head.title,
    description: head.description,
    path: page.path,
    keywords: head.keywords,
    // The builders (`tool-json-ld.ts`) are fetched here: the page itself never writes its head
    // (the prerender has), so they stay out of its first load.
    jsonLdIn: async (language: Language, local: { description: string }) => {
      const { toolJsonLd } = await import('./tool-json-ld');
      const t = translator(language, words.messages);
      const name = translator(language, 'tools')(`name.${id}`);
      return toolJsonLd(
        name,
        local.description,
        page.path,
        words.howTo(t, language),
        words.faqs(t, language),
      );
    },
  };
}
