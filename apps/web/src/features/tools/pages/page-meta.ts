import {
  type FaqEntry,
  faqPageJsonLd,
  type HowToStep,
  howToJsonLd,
  type PageMeta,
  webApplicationJsonLd,
} from '../../../lib/seo';
import { type ToolId, toolInfo } from '../registry';
import { toolTexts } from '../tool-texts';

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
  const texts = toolTexts[id].page;
  if (!page || !texts) throw new Error(`The tool ${id} has no dedicated page`);
  return {
    title: texts.title,
    description: texts.description,
    path: page.path,
    keywords: texts.keywords,
    jsonLd: [
      webApplicationJsonLd(tool.name, texts.description, page.path),
      howToJsonLd(howTo.name, howTo.description, howTo.steps),
      faqPageJsonLd(faqs),
    ],
  };
}
