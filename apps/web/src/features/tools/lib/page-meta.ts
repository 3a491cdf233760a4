import { type FaqEntry, faqPageJsonLd } from '../../../lib/faq-json-ld';
import { type HowToStep, howToJsonLd, webApplicationJsonLd } from '../../../lib/json-ld';
import type { PageMeta } from '../../../lib/seo';
import { type ToolId, toolInfo } from '../registry';

/**
 * A dedicated page's <head>: its title, description and keywords (kept in the page module, so
 * only that page loads them), the canonical path from the registry, and its JSON-LD
 * (WebApplication, HowTo, FAQPage) from the page's own how-to and FAQ.
 */
export function toolPageMeta(
  id: ToolId,
  head: { title: string; description: string; keywords: readonly string[] },
  howTo: { name: string; description: string; steps: readonly HowToStep[] },
  faqs: readonly FaqEntry[],
): PageMeta {
  const tool = toolInfo(id);
  const page = tool.page;
  if (!page) throw new Error(`The tool ${id} has no dedicated page`);
  return {
    title: head.title,
    description: head.description,
    path: page.path,
    keywords: head.keywords,
    jsonLd: [
      webApplicationJsonLd(tool.name, head.description, page.path),
      howToJsonLd(howTo.name, howTo.description, howTo.steps),
      faqPageJsonLd(faqs),
    ],
  };
}
