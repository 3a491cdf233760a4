import {
  type FaqEntry,
  faqPageJsonLd,
  type HowToStep,
  howToJsonLd,
  type PageMeta,
  webApplicationJsonLd,
} from '../../../lib/seo';
import { type ToolId, toolInfo } from '../registry';

/**
 * A dedicated page's <head>: title, description, canonical path and keywords from the registry,
 * and its JSON-LD (WebApplication, HowTo, FAQPage) from the page's own how-to and FAQ.
 */
export function toolPageMeta(
  id: ToolId,
  howTo: { name: string; description: string; steps: readonly HowToStep[] },
  faqs: readonly FaqEntry[],
): PageMeta {
  const tool = toolInfo(id);
  const page = tool.page;
  if (!page) throw new Error(`The tool ${id} has no dedicated page`);
  return {
    title: page.title,
    description: page.description,
    path: page.path,
    keywords: page.keywords,
    jsonLd: [
      webApplicationJsonLd(tool.name, page.description, page.path),
      howToJsonLd(howTo.name, howTo.description, howTo.steps),
      faqPageJsonLd(faqs),
    ],
  };
}
