import type { Language } from '../../../i18n/languages';
import { translator } from '../../../i18n/use-t';
import { type FaqEntry, faqPageJsonLd } from '../../../lib/faq-json-ld';
import { type HowToStep, howToJsonLd, webApplicationJsonLd } from '../../../lib/json-ld';
import type { PageMeta } from '../../../lib/seo';
import { type ToolId, toolInfo } from '../registry';

/** A page catalogue's message by key, formatted with its values (`t` of `useT`, or `englishWords`). */
export type PageWords = (key: string, values?: Record<string, string | number>) => string;

/** A page's how-to (HowTo JSON-LD): its name, description and steps. */
export type ToolHowTo = { name: string; description: string; steps: readonly HowToStep[] };

/**
 * The words of a page's English catalogue, read from its JSON without loading it: the English
 * head is built as the page module loads. Those messages hold only plain `{name}` placeholders,
 * each replaced by its value; any other ICU syntax throws, as it would be shown unformatted.
 */
export function englishWords(catalogue: Readonly<Record<string, string>>): PageWords {
  return (key, values = {}) => {
    const message = catalogue[key];
    if (message === undefined) throw new Error(`No English message "${key}"`);
    return message.replace(/\{([^{}]*)\}/g, (_, name: string) => {
      const value = values[name];
      if (value === undefined) throw new Error(`"${key}" needs a plain value "${name}"`);
      return String(value);
    });
  };
}

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

const jsonLdOf = (
  name: string,
  description: string,
  path: string,
  howTo: ToolHowTo,
  faqs: readonly FaqEntry[],
) => [
  webApplicationJsonLd(name, description, path),
  howToJsonLd(howTo.name, howTo.description, howTo.steps),
  faqPageJsonLd(faqs),
];

/**
 * A page's words for its head: its catalogue (the namespace, and the English messages the English
 * head is built from as the module loads), and its how-to and questions in the words of `t`.
 */
export type ToolPageWords = {
  messages: string;
  english: Readonly<Record<string, string>>;
  howTo: (t: PageWords, language: Language) => ToolHowTo;
  faqs: (t: PageWords, language: Language) => readonly FaqEntry[];
};

/**
 * A dedicated page's <head>: its title, description and keywords (kept in the page module, so
 * only that page loads them), the canonical path from the registry, and its JSON-LD
 * (WebApplication, HowTo, FAQPage) from the page's how-to and FAQ in its catalogue: English's as
 * the module loads, another language's from that language's catalogue (loaded with the page), with
 * the tool's name from `tools`.
 */
export function toolPageMeta(
  id: ToolId,
  head: { title: string; description: string; keywords: readonly string[] },
  words: ToolPageWords,
): PageMeta {
  const tool = toolInfo(id);
  const page = tool.page;
  if (!page) throw new Error(`The tool ${id} has no dedicated page`);
  const en = englishWords(words.english);
  return {
    title: head.title,
    description: head.description,
    path: page.path,
    keywords: head.keywords,
    jsonLd: jsonLdOf(
      tool.name,
      head.description,
      page.path,
      words.howTo(en, 'en'),
      words.faqs(en, 'en'),
    ),
    jsonLdIn: (language: Language, local: { description: string }) => {
      const t = translator(language, words.messages);
      const name = translator(language, 'tools')(`name.${id}`);
      return jsonLdOf(
        name,
        local.description,
        page.path,
        words.howTo(t, language),
        words.faqs(t, language),
      );
    },
  };
}
