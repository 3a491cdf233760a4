import { describe, expect, it } from 'vitest';
import { faqPageJsonLd } from './faq-json-ld';
import { headTags, renderHeadTags } from './seo';
import { websiteJsonLd } from './site-json-ld';

describe('head tags', () => {
  it('renders title, description, canonical, Open Graph, Twitter, keywords and escaped JSON-LD', () => {
    const html = renderHeadTags(
      headTags({
        title: 'A & B | MathTools',
        description: 'Say "hi"',
        path: '/tools/x',
        keywords: ['a', 'b'],
        jsonLd: [faqPageJsonLd([{ id: 'q', question: 'Is 1 < 2?', answer: '</script> yes' }])],
      }),
    );
    expect(html).toContain('<title>A &amp; B | MathTools</title>');
    expect(html).toContain('<meta data-seo name="description" content="Say &quot;hi&quot;">');
    expect(html).toContain('<link data-seo rel="canonical" href="http://localhost:3000/tools/x">');
    expect(html).toContain(
      '<meta data-seo property="og:url" content="http://localhost:3000/tools/x">',
    );
    expect(html).toContain('<meta data-seo name="twitter:card" content="summary">');
    expect(html).toContain('<meta data-seo name="keywords" content="a, b">');
    expect(html).not.toContain('</script> yes');
    expect(html).toContain('\\u003c/script\\u003e yes');
  });

  it('gives the 404 page no canonical and a noindex', () => {
    const html = renderHeadTags(
      headTags({ title: 'x', description: 'y', path: null, noindex: true }),
    );
    expect(html).not.toContain('canonical');
    expect(html).toContain('name="robots" content="noindex"');
  });

  it('describes the site search as /tools?q={search_term_string}', () => {
    expect(JSON.stringify(websiteJsonLd())).toContain('/tools?q={search_term_string}');
  });
});
