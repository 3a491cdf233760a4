import { buildOpenApiDocument, type JsonSchema } from '@mathtools/contracts/openapi';
import openapiJson from '@mathtools/contracts/openapi.json';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { languages } from '../../i18n/languages';
import de from '../../i18n/messages/developers/de.json' with { type: 'json' };
import en from '../../i18n/messages/developers/en.json' with { type: 'json' };
import es from '../../i18n/messages/developers/es.json' with { type: 'json' };
import fr from '../../i18n/messages/developers/fr.json' with { type: 'json' };
import pt from '../../i18n/messages/developers/pt.json' with { type: 'json' };
import {
  constraints,
  describeType,
  fieldRows,
  isStrict,
  refName,
  resolve,
  responseErrorCodes,
  type Words,
} from './schema-fields';

const catalogues: Record<string, Record<string, string>> = { en, es, fr, de, pt };

/** The page's words in a language, formatted as the page formats them. */
const wordsIn =
  (language: string): Words =>
  (key, values) => {
    const message = catalogues[language]?.[key];
    if (message === undefined) throw new Error(`No message ${key} in developers/${language}`);
    return new IntlMessageFormat(message, language).format(values) as string;
  };
const words = wordsIn('en');

const components = buildOpenApiDocument().components.schemas;
const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });
const row = (schema: string, name: string) =>
  fieldRows(ref(schema), components, words).find((r) => r.name === name);

describe('the document the page shows', () => {
  it('is the one the API serves (the contracts build writes it from the same code)', () => {
    expect(openapiJson).toEqual(JSON.parse(JSON.stringify(buildOpenApiDocument())));
  });
});

describe('schema fields', () => {
  it('follows references and names them', () => {
    expect(refName(ref('Progress'))).toBe('Progress');
    expect(refName({ type: 'string' })).toBeNull();
    expect(resolve(ref('Progress'), components).type).toBe('object');
  });

  it('describes types in words', () => {
    expect(describeType(ref('GradeResponse'), components, words)).toBe('GradeResponse');
    expect(describeType(ref('ProductList'), components, words)).toBe('Product[]');
    expect(describeType(ref('PracticeCategory'), components, words)).toBe(
      '"algebra" | "logarithms" | "geometry"',
    );
    expect(row('PaymentsConfig', 'publishableKey')?.type).toBe('string or null');
    expect(row('HealthResponse', 'status')?.type).toBe('"ok"');
    expect(row('NewsletterRequest', 'email')?.type).toBe('string (email address)');
    expect(describeType({}, components, words)).toBe('any JSON');
  });

  it('lists nested and array fields with their constraints', () => {
    expect(row('GradeResponse', 'progress.streak')).toEqual({
      name: 'progress.streak',
      type: 'integer',
      required: true,
      notes: ['From 0 to 1,000,000'],
    });
    expect(row('GradeResponse', 'steps')?.type).toBe('string[]');
    expect(row('ProductList', '[].price')).toMatchObject({
      notes: ['Greater than 0'],
      description: 'In US dollars.',
    });
    expect(row('ContactRequest', 'message')?.notes).toEqual(['1–1,000 characters']);
    expect(row('ErrorBody', 'error.field')?.required).toBe(false);
    expect(constraints(ref('ProductId'), components, words)).toEqual([
      '1–64 characters',
      'Matches `^[a-z0-9][a-z0-9-]*$`',
    ]);
  });

  it("says types and constraints in the page's language, numbers grouped as it groups them", () => {
    const streak = (language: string) =>
      fieldRows(ref('GradeResponse'), components, wordsIn(language)).find(
        (r) => r.name === 'progress.streak',
      )?.notes;
    expect(streak('de')).toEqual(['Von 0 bis 1.000.000']);
    expect(streak('es')).toEqual(['De 0 a 1.000.000']);
    expect(streak('pt')).toEqual(['De 0 a 1.000.000']);
    // French groups thousands with a narrow no-break space.
    expect(streak('fr')).toEqual(['De 0 à 1\u202f000\u202f000']);
    const email = fieldRows(ref('NewsletterRequest'), components, wordsIn('fr')).find(
      (r) => r.name === 'email',
    );
    expect(email?.type).toBe('string (adresse e-mail)');
    const key = fieldRows(ref('PaymentsConfig'), components, wordsIn('de')).find(
      (r) => r.name === 'publishableKey',
    );
    expect(key?.type).toBe('string oder null');
    expect(
      fieldRows(ref('ContactRequest'), components, wordsIn('es')).find((r) => r.name === 'message')
        ?.notes,
    ).toEqual(['De 1 a 1000 caracteres']);
  });

  it('has a heading for every group of calls in every language', () => {
    const tags = (openapiJson as unknown as { tags: { name: string }[] }).tags.map((t) => t.name);
    expect(tags.length).toBeGreaterThan(5);
    for (const language of languages) {
      for (const tag of tags) {
        expect(catalogues[language]?.[`tag.${tag}`], `${language}: tag.${tag}`).toBeTruthy();
      }
    }
  });

  it('reads the error codes each error response allows', () => {
    const intent = buildOpenApiDocument().paths['/api/create-payment-intent']?.post?.responses;
    expect(responseErrorCodes(intent!['400']!)).toEqual([
      'bad_request',
      'validation_error',
      'cookie_required',
      'amount_mismatch',
    ]);
    expect(responseErrorCodes(intent!['200']!)).toEqual([]);
  });

  it('tells strict request objects apart', () => {
    expect(isStrict(ref('GradeRequest'), components)).toBe(true);
    expect(isStrict({ type: 'object' }, components)).toBe(false);
  });
});
