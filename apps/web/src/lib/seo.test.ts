import { describe, expect, it } from 'vitest';
import { tools } from '../features/tools/registry';
import type { Language } from '../i18n/languages';
import { faqPageJsonLd } from './faq-json-ld';
import { itemListJsonLd } from './json-ld';
import { alternates, headTags, ogImagePath, ogImageText, renderHeadTags } from './seo';
import { mathSolverJsonLd, solverWebApplicationJsonLd, websiteJsonLd } from './site-json-ld';

describe('head tags in a language', () => {
  const links = (tags: ReturnType<typeof headTags>, rel: string) =>
    tags.flatMap((t) => (t.tag === 'link' && t.attrs.rel === rel ? [t.attrs] : []));
  const property = (tags: ReturnType<typeof headTags>, key: string) =>
    tags.flatMap((t) => (t.tag === 'meta' && t.attrs.property === key ? [t.attrs.content] : []));

  it("gives the page's canonical address in its language and og:locale, and every language's as alternates", () => {
    const tags = headTags(
      { title: 'Precios | MathTools', description: 'd', path: '/pricing' },
      'es',
    );
    expect(links(tags, 'canonical')).toEqual([
      { rel: 'canonical', href: 'http://localhost:3000/es/pricing' },
    ]);
    expect(property(tags, 'og:url')).toEqual(['http://localhost:3000/es/pricing']);
    expect(property(tags, 'og:locale')).toEqual(['es_ES']);
    expect(links(tags, 'alternate')).toEqual([
      { rel: 'alternate', hreflang: 'en', href: 'http://localhost:3000/pricing' },
      { rel: 'alternate', hreflang: 'es', href: 'http://localhost:3000/es/pricing' },
      { rel: 'alternate', hreflang: 'fr', href: 'http://localhost:3000/fr/pricing' },
      { rel: 'alternate', hreflang: 'de', href: 'http://localhost:3000/de/pricing' },
      { rel: 'alternate', hreflang: 'pt', href: 'http://localhost:3000/pt/pricing' },
      { rel: 'alternate', hreflang: 'x-default', href: 'http://localhost:3000/pricing' },
    ]);
    // The share image is the page's, whatever the language.
    expect(property(tags, 'og:image')).toEqual(['http://localhost:3000/og/pricing.png']);
  });

  it("names each language's Open Graph locale, the home page at /<code>/", () => {
    const locales = ['en', 'es', 'fr', 'de', 'pt'].map((l) =>
      property(headTags({ title: 't', description: 'd', path: '/' }, l as Language), 'og:locale'),
    );
    expect(locales.flat()).toEqual(['en_US', 'es_ES', 'fr_FR', 'de_DE', 'pt_BR']);
    const home = headTags({ title: 't', description: 'd', path: '/' }, 'de');
    expect(links(home, 'canonical')[0]?.href).toBe('http://localhost:3000/de/');
    expect(alternates('/').find((a) => a.hreflang === 'x-default')?.href).toBe(
      'http://localhost:3000/',
    );
  });

  it('gives the 404 page no alternates in any language', () => {
    const tags = headTags({ title: 'x', description: 'y', path: null, noindex: true }, 'fr');
    expect(links(tags, 'alternate')).toEqual([]);
    expect(links(tags, 'canonical')).toEqual([]);
    expect(property(tags, 'og:locale')).toEqual(['fr_FR']);
  });
});

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
    expect(html).toContain('<meta data-seo name="twitter:card" content="summary_large_image">');
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

  it('names a 1200×630 PNG share image per page, the same for Open Graph and Twitter', () => {
    const tags = headTags({
      title: 'Quadratic Equation Solver with Steps: Formula & Factoring | MathTools',
      description: 'd',
      path: '/tools/quadratic-equation-solver',
    });
    const content = (key: string) =>
      tags.flatMap((t) =>
        t.tag === 'meta' && (t.attrs.property === key || t.attrs.name === key)
          ? [t.attrs.content]
          : [],
      );
    const image = 'http://localhost:3000/og/tools-quadratic-equation-solver.png';
    expect(content('og:image')).toEqual([image]);
    expect(content('twitter:image')).toEqual([image]);
    expect(content('og:image:type')).toEqual(['image/png']);
    expect(content('og:image:width')).toEqual(['1200']);
    expect(content('og:image:height')).toEqual(['630']);
    expect(content('og:image:alt')).toEqual([
      'Quadratic Equation Solver with Steps: Formula & Factoring',
    ]);
    expect(content('twitter:image:alt')).toEqual(content('og:image:alt'));
    expect(content('twitter:card')).toEqual(['summary_large_image']);
  });

  it("puts each share image under /og/, named after the path; 404 shows Home's", () => {
    expect(ogImagePath('/')).toBe('/og/home.png');
    expect(ogImagePath('/pricing')).toBe('/og/pricing.png');
    expect(ogImagePath('/tools/age-calculator')).toBe('/og/tools-age-calculator.png');
    expect(ogImagePath(null)).toBe('/og/home.png');
  });

  it('writes the title on the image without the site name', () => {
    expect(ogImageText('Pricing: Free, Pro and Master Plans | MathTools')).toBe(
      'Pricing: Free, Pro and Master Plans',
    );
    expect(ogImageText('MathTools: Free Math Calculators')).toBe('Free Math Calculators');
    expect(ogImageText('About MathTools: Our Mission')).toBe('About MathTools: Our Mission');
  });
});

describe('structured data', () => {
  it("describes /solve as a free WebApplication whose action is the MathSolver's", () => {
    const app = solverWebApplicationJsonLd('Solve it.') as Record<string, unknown> & {
      potentialAction: Record<string, unknown>;
      offers: Record<string, unknown>;
    };
    expect(app['@type']).toBe('WebApplication');
    expect(app.url).toBe('http://localhost:3000/solve');
    expect(app.applicationCategory).toBe('EducationalApplication');
    expect(app.offers).toEqual({ '@type': 'Offer', price: '0', priceCurrency: 'USD' });
    expect(app.potentialAction['@type']).toBe('SolveMathAction');
    expect(app.potentialAction.target).toBe(
      'http://localhost:3000/solve?q={math_expression_string}',
    );
    expect(app.potentialAction['mathExpression-input']).toBe(
      'required name=math_expression_string',
    );
    const solver = mathSolverJsonLd() as { '@type': string[]; potentialAction: unknown[] };
    expect(solver['@type']).toEqual(['MathSolver', 'LearningResource']);
    expect(solver.potentialAction).toEqual([app.potentialAction]);
  });

  it('lists every tool of the registry for /tools, with its page or its anchor', () => {
    const list = itemListJsonLd(
      'Math tools',
      tools.map((t) => ({ name: t.name, path: t.page?.path ?? `/tools#${t.id}` })),
    ) as { itemListElement: Array<{ position: number; name: string; url: string }> };
    expect(list.itemListElement).toHaveLength(tools.length);
    expect(list.itemListElement.map((i) => i.position)).toEqual(tools.map((_, i) => i + 1));
    const byName = new Map(list.itemListElement.map((i) => [i.name, i.url]));
    expect(byName.get('Age Calculator')).toBe('http://localhost:3000/tools/age-calculator');
    expect(byName.get('BMI Calculator')).toBe('http://localhost:3000/tools#bmi');
  });
});
