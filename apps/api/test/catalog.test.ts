import {
  apiPaths,
  CatalogItem,
  inLanguage,
  type PracticeLanguageCode,
  ProductList,
  productDifficulties,
} from '@mathtools/contracts';
import { spanishPractice } from '@mathtools/math-core/locales/es';
import { listPremiumSkills, skillsOfPack } from '@mathtools/premium-skills';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { seedCatalog } from '../src/db/seed.js';
import { useTestApp } from './helpers/app.js';
import { databaseKinds } from './helpers/databases.js';
import { expectError } from './helpers/expect.js';

describe.each(databaseKinds)('marketplace and catalog on %s', (kind) => {
  const t = useTestApp(kind);

  it('lists at least six packs covering every difficulty, prices in dollars from cents', async () => {
    const res = await t.app.inject({ method: 'GET', url: apiPaths.products });
    expect(res.statusCode).toBe(200);
    const products = z.parse(ProductList, res.json());
    expect(products.length).toBeGreaterThanOrEqual(6);
    expect(new Set(products.map((p) => p.difficulty))).toEqual(new Set(productDifficulties));
    for (const p of products) {
      expect(p.features.length).toBeGreaterThan(0);
      expect(Number.isInteger(Math.round(p.price * 100))).toBe(true);
    }
    const stored = await t.app.db
      .selectFrom('products')
      .select(['id', 'price_cents'])
      .where('kind', '=', 'pack')
      .execute();
    for (const row of stored) {
      expect(products.find((p) => p.id === row.id)?.price).toBe(row.price_cents / 100);
    }
    // Subscription tiers are for sale but are not marketplace packs.
    expect(products.map((p) => p.id)).not.toContain('pro');
  });

  it('keeps a stable order, also after the seed runs again', async () => {
    const first = (await t.app.inject({ method: 'GET', url: apiPaths.products })).json();
    await seedCatalog(t.app.db);
    const second = (await t.app.inject({ method: 'GET', url: apiPaths.products })).json();
    expect(second).toEqual(first);
    const count = await t.app.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(10);
  });

  it('promises on each pack card what the pack unlocks, and corrects older text at the next seed', async () => {
    const products = z.parse(
      ProductList,
      (await t.app.inject({ method: 'GET', url: apiPaths.products })).json(),
    );
    for (const p of products) {
      const skills = skillsOfPack(p.id);
      expect(skills.length, p.id).toBeGreaterThan(0);
      // The first feature counts the skills the pack unlocks.
      expect(p.features[0], p.id).toMatch(new RegExp(`\\b${skills.length} premium`));
      const hints = Math.max(...skills.map((s) => s.hintLevels));
      expect(p.features, p.id).toContain(
        `Up to ${['', 'one', 'two', 'three'][hints]} hint levels and a worked solution for every problem`,
      );
      // Nothing the product does not deliver: no videos, printables, exams or licences.
      expect(`${p.description} ${p.features.join(' ')}`, p.id).not.toMatch(
        /video|printable|downloadable|worksheet|slide|exam with|licence|mock|planner|sheet/i,
      );
    }
    // A database seeded with the old promises gets the new text when the seed runs (every start).
    await t.app.db
      .updateTable('products')
      .set({ features: JSON.stringify(['Step-by-step video walkthroughs']) })
      .where('id', '=', 'algebra-foundations')
      .execute();
    await seedCatalog(t.app.db);
    const again = z.parse(
      ProductList,
      (await t.app.inject({ method: 'GET', url: apiPaths.products })).json(),
    );
    expect(again).toEqual(products);
  });

  const productsIn = async (lang: PracticeLanguageCode) => {
    const res = await t.app.inject({ method: 'GET', url: inLanguage(apiPaths.products, lang) });
    expect(res.statusCode).toBe(200);
    return z.parse(ProductList, res.json());
  };

  it('writes each pack in Spanish with ?lang=es: title, description and features', async () => {
    const products = await productsIn('es');
    const algebra = products.find((p) => p.id === 'algebra-foundations');
    expect(algebra?.title).toBe('Fundamentos de álgebra');
    expect(algebra?.description).toBe(
      'Gana confianza con las expresiones, los problemas de ecuaciones lineales y las inecuaciones, paso a paso.',
    );
    const geometry = products.find((p) => p.id === 'geometry-essentials');
    // The skills are named as the skills call names them in Spanish.
    const names = listPremiumSkills({ pack: 'geometry-essentials', language: spanishPractice });
    expect(geometry?.features).toEqual([
      `4 habilidades premium: ${names.map((s) => s.title).join(', ')}`,
      'Problemas nuevos cada vez, en los niveles Fácil, Intermedio y Difícil',
      'Hasta dos niveles de pista y la solución paso a paso de cada problema',
      'Niveles de dominio y repaso espaciado para cada habilidad',
    ]);
    expect(names.map((s) => s.title)).toContain('Figuras compuestas');
    const competition = products.find((p) => p.id === 'competition-problem-solving');
    expect(competition?.title).toBe('Problemas de olimpiada');
    expect(competition?.features[2]).toBe(
      'Hasta tres niveles de pista y la solución paso a paso de cada problema',
    );
    const bundle = products.find((p) => p.id === 'exam-prep-bundle');
    expect(bundle?.features[0]).toBe(
      `Las ${skillsOfPack('exam-prep-bundle').length} habilidades premium de aritmética, álgebra, geometría, logaritmos, trigonometría y cálculo`,
    );
  });

  it('answers every language with the same packs, prices and order, each in its words', async () => {
    const english = await productsIn('en');
    expect((await t.app.inject({ method: 'GET', url: apiPaths.products })).json()).toEqual(english);
    for (const lang of ['es', 'fr', 'de', 'pt'] as const) {
      const written = await productsIn(lang);
      expect(
        written.map((p) => [p.id, p.price, p.difficulty, p.bundle]),
        lang,
      ).toEqual(english.map((p) => [p.id, p.price, p.difficulty, p.bundle]));
      for (const [i, p] of written.entries()) {
        const en = english[i];
        expect(p.title, `${lang} ${p.id}`).not.toBe(en?.title);
        expect(p.description, `${lang} ${p.id}`).not.toBe(en?.description);
        expect(p.features.length, `${lang} ${p.id}`).toBe(en?.features.length);
        // Only the skills' names may still be English (a skill not yet written in the language).
        for (const [j, feature] of p.features.slice(1).entries()) {
          expect(feature, `${lang} ${p.id}`).not.toBe(en?.features[j + 1]);
        }
      }
    }
    const german = await productsIn('de');
    expect(german.find((p) => p.id === 'calculus-readiness')).toMatchObject({
      title: 'Fit für die Analysis',
      description:
        'Grenzwerte, Ableitungsregeln und Kurvendiskussion, damit du gut vorbereitet in deinen ersten Analysis-Kurs startest.',
    });
    expect(german[0]?.features.slice(1)).toEqual([
      'Immer neue Aufgaben, in den Schwierigkeitsgraden Leicht, Mittel und Schwer',
      'Bis zu zwei Tippstufen und ein vollständiger Lösungsweg zu jeder Aufgabe',
      'Lernstufen und verteilte Wiederholung für jede Fähigkeit',
    ]);
  });

  it('refuses a language it does not write in', async () => {
    expectError(
      await t.app.inject({ method: 'GET', url: `${apiPaths.products}?lang=xx` }),
      400,
      'validation_error',
      'lang',
    );
  });

  it.each([
    ['algebra-foundations', 'es', 'Fundamentos de álgebra'],
    ['geometry-essentials', 'fr', 'L’essentiel de la géométrie'],
    ['exam-prep-bundle', 'de', 'Paket Prüfungsvorbereitung'],
    ['teacher-classroom-kit', 'pt', 'Kit de sala de aula para professores'],
    ['pro', 'es', 'Pro'],
    ['master', 'de', 'Master'],
  ] as const)('GET /api/catalog/%s?lang=%s names it in that language', async (id, lang, name) => {
    const res = await t.app.inject({
      method: 'GET',
      url: inLanguage(apiPaths.catalogItem(id), lang),
    });
    expect(res.statusCode).toBe(200);
    expect(z.parse(CatalogItem, res.json()).name).toBe(name);
  });

  it.each([
    ['pro', 'Pro', 'subscription', 9.99],
    ['master', 'Master', 'subscription', 19.99],
    ['algebra-foundations', 'Algebra Foundations', 'pack', 19.99],
  ])('GET /api/catalog/%s', async (id, name, itemKind, price) => {
    const res = await t.app.inject({ method: 'GET', url: apiPaths.catalogItem(id) });
    expect(res.statusCode).toBe(200);
    expect(z.parse(CatalogItem, res.json())).toEqual({ id, name, kind: itemKind, price });
  });

  it.each(['free', 'unknown-pack', 'UPPER', '%00', 'a'.repeat(90)])(
    'GET /api/catalog/%s is 404',
    async (id) => {
      expectError(
        await t.app.inject({ method: 'GET', url: `/api/catalog/${id}` }),
        404,
        'not_found',
        'productId',
      );
    },
  );

  it('answers an id too long to be a route parameter with a 404 too', async () => {
    expectError(
      await t.app.inject({ method: 'GET', url: `/api/catalog/${'a'.repeat(300)}` }),
      404,
      'not_found',
    );
  });
});
