import { describe, expect, it } from 'vitest';
import * as checks from './checks';
import * as full from './index';

const mathml = '<math><mn>2</mn></math>';
const step = { note: 'Divide', text: 'x = 2', mathml };
const progress = { problemsCompleted: 3, streak: 2 };
const skillProgress = {
  attempts: 4,
  correct: 3,
  level: 'familiar',
  score: 70,
  difficulty: 'Medium',
  reviewDueAt: 1_780_000_000_000,
  reviewIntervalDays: 3,
};
const skillProblem = {
  id: 'p-1',
  skill: 'two-step-equations',
  skillName: 'Two-step equations',
  category: 'algebra',
  difficulty: 'Easy',
  question: '2x + 1 = 5',
  questionMathml: mathml,
  hintLevels: 3,
  review: false,
};
const purchases = {
  products: [
    { productId: 'calculus-pack', title: 'Calculus', purchasedAt: '2026-12-01T09:00:00.000Z' },
  ],
  plan: { name: 'Pro', expiresAt: '2026-12-31T09:00:00Z', packId: 'calculus-pack', trial: true },
  ownedPackIds: ['calculus-pack'],
  restoreCode: 'ABCDE-FGHJK-MNPQR-STVWX',
  freeProblems: { limit: 10, left: 4, resetsAt: '2027-01-01T00:00:00.000Z' },
};

/** Each browser check beside the main entry's zod schema of the same name. */
const pairs = {
  PracticeProblem: [checks.PracticeProblem, full.PracticeProblem],
  Progress: [checks.Progress, full.Progress],
  GradeResponse: [checks.GradeResponse, full.GradeResponse],
  CatalogItem: [checks.CatalogItem, full.CatalogItem],
  SkillProblem: [checks.SkillProblem, full.SkillProblem],
  SkillList: [checks.SkillList, full.SkillList],
  SkillHint: [checks.SkillHint, full.SkillHint],
  SkillGradeResponse: [checks.SkillGradeResponse, full.SkillGradeResponse],
  ReviewSession: [checks.ReviewSession, full.ReviewSession],
  PaymentIntentResponse: [checks.PaymentIntentResponse, full.PaymentIntentResponse],
  PaymentsConfig: [checks.PaymentsConfig, full.PaymentsConfig],
  Purchases: [checks.Purchases, full.Purchases],
  PurchaseConfirmResponse: [checks.PurchaseConfirmResponse, full.PurchaseConfirmResponse],
} satisfies Record<string, [checks.Check<unknown>, checks.Check<unknown>]>;

/** A valid answer of each call the browser parses, and ways of breaking it. */
const cases: {
  name: keyof typeof pairs;
  valid: Record<string, unknown> | unknown[];
  broken: Record<string, unknown>[];
}[] = [
  {
    name: 'PracticeProblem',
    valid: {
      id: 'algebra-1',
      category: 'algebra',
      question: 'Solve 2x = 4',
      answer: '2',
      difficulty: 'Easy',
      hint: 'Divide',
      steps: ['x = 2'],
      questionMathml: mathml,
      hintMathml: mathml,
      answerMathml: mathml,
      explanation: [step],
    },
    broken: [
      { id: '' },
      { category: 'calculus' },
      { steps: 'x = 2' },
      { answerMathml: '<mrow/>' },
      { explanation: [{ ...step, note: 1 }] },
      { hint: undefined },
    ],
  },
  {
    name: 'Progress',
    valid: progress,
    broken: [{ streak: -1 }, { streak: 1.5 }, { problemsCompleted: 1_000_001 }, { streak: '2' }],
  },
  {
    name: 'GradeResponse',
    valid: {
      correct: true,
      category: 'geometry',
      correctAnswer: '2',
      steps: [],
      correctAnswerMathml: mathml,
      explanation: [],
      progress,
    },
    broken: [{ correct: 'yes' }, { progress: null }, { progress: { streak: 1 } }],
  },
  {
    name: 'CatalogItem',
    valid: { id: 'pro', name: 'Pro', kind: 'subscription', price: 9.99 },
    broken: [{ price: 0 }, { kind: 'plan' }, { id: 'Pro!' }, { id: 'x'.repeat(65) }],
  },
  {
    name: 'SkillProblem',
    valid: skillProblem,
    broken: [{ hintLevels: 0 }, { hintLevels: 4 }, { review: null }, { id: 'x'.repeat(101) }],
  },
  {
    name: 'SkillList',
    valid: {
      skills: [
        {
          id: 'two-step-equations',
          category: 'algebra',
          name: 'Two-step equations',
          description: 'Undo two operations',
          premium: false,
          packs: [],
          owned: true,
          difficulties: ['Easy', 'Medium'],
          hintLevels: 2,
          progress: skillProgress,
        },
      ],
      reviewDue: 0,
    },
    broken: [{ skills: {} }, { reviewDue: null }, { skills: [{ id: 'a' }] }],
  },
  {
    name: 'SkillHint',
    valid: { level: 1, text: 'Subtract 1', mathml, hintsUsed: 1, hintLevels: 3 },
    broken: [{ level: 0 }, { mathml: 'x' }, { text: null }],
  },
  {
    name: 'SkillGradeResponse',
    valid: {
      correct: false,
      credit: 0,
      hintsUsed: 0,
      review: true,
      skill: 'two-step-equations',
      correctAnswer: '2',
      correctAnswerMathml: mathml,
      steps: ['x = 2'],
      explanation: [step],
      previousLevel: 'attempted',
      progress: { ...skillProgress, reviewDueAt: null, reviewIntervalDays: null },
    },
    broken: [
      { credit: 1.5 },
      { hintsUsed: 4 },
      { previousLevel: 'expert' },
      { progress: { ...skillProgress, score: 101 } },
    ],
  },
  {
    name: 'ReviewSession',
    valid: { due: 1, problems: [skillProblem], nextDueAt: null },
    broken: [{ problems: [{ ...skillProblem, skill: '' }] }, { nextDueAt: -1 }, { due: undefined }],
  },
  {
    name: 'PaymentIntentResponse',
    valid: { clientSecret: 'pi_1_secret_2', amount: 19.99, productName: 'Calculus' },
    broken: [{ clientSecret: '' }, { amount: -1 }, { productName: 5 }],
  },
  {
    name: 'PaymentsConfig',
    valid: { publishableKey: null },
    broken: [{ publishableKey: '' }, { publishableKey: undefined }],
  },
  {
    name: 'Purchases',
    valid: purchases,
    broken: [
      { restoreCode: 'abcde' },
      { plan: { ...purchases.plan, name: 'Gold' } },
      { plan: { ...purchases.plan, expiresAt: '2026-12-31' } },
      { plan: { ...purchases.plan, expiresAt: '2026-12-31T09:00:00+01:00' } },
      { products: [{ productId: 'calculus-pack', title: 'Calculus', purchasedAt: 'yesterday' }] },
      { ownedPackIds: [''] },
    ],
  },
  {
    name: 'PurchaseConfirmResponse',
    valid: { status: 'processing', productId: 'pro', purchases },
    broken: [{ status: 'pending' }, { purchases: null }, { productId: undefined }],
  },
];

describe('checks (the browser’s zod-free response schemas)', () => {
  for (const { name, valid, broken } of cases) {
    const [check, schema]: [checks.Check<unknown>, checks.Check<unknown>] = pairs[name];

    it(`${name}: parses a valid answer to what zod parses it to, dropping unknown fields`, () => {
      const input = { ...valid, extra: 'dropped' };
      expect(check.parse(input)).toEqual(schema.parse(input));
      expect(check.parse(input)).not.toHaveProperty('extra');
    });

    it(`${name}: refuses every answer the main schema refuses`, () => {
      for (const change of broken) {
        const input = { ...valid, ...change };
        expect(() => schema.parse(input), JSON.stringify(change)).toThrow();
        expect(() => check.parse(input), JSON.stringify(change)).toThrow(checks.WireFormatError);
      }
      for (const input of [null, 'text', 42, []]) {
        expect(() => check.parse(input)).toThrow(checks.WireFormatError);
      }
    });
  }

  it('ProductList: a list of products, each checked', () => {
    const product = {
      id: 'calculus-pack',
      title: 'Calculus',
      description: 'Limits and derivatives',
      difficulty: 'Advanced',
      features: ['40 problems'],
      price: 19.99,
      bundle: false,
    };
    expect(checks.ProductList.parse([product])).toEqual(full.ProductList.parse([product]));
    for (const broken of [
      { price: 0 },
      { difficulty: 'Expert' },
      { features: [1] },
      { bundle: 'no' },
    ]) {
      const input = [product, { ...product, ...broken }];
      expect(() => full.ProductList.parse(input)).toThrow();
      expect(() => checks.ProductList.parse(input)).toThrow(/\[1\]\./);
    }
    expect(() => checks.ProductList.parse({ 0: product })).toThrow(checks.WireFormatError);
  });

  it('an optional field that is absent stays absent', () => {
    const { packId: _, ...master } = purchases.plan;
    const input = { ...purchases, plan: { ...master, name: 'Master' } };
    expect(checks.Purchases.parse(input)).toEqual(full.Purchases.parse(input));
    expect(checks.Purchases.parse(input).plan).not.toHaveProperty('packId');
  });
});
