import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  AnswerMistake,
  apiPaths,
  ContactRequest,
  EMAIL_INVALID_MESSAGE,
  EMAIL_REQUIRED_MESSAGE,
  errorCodes,
  GRADE_ANSWER_MAX,
  GradeRequest,
  GradeResponse,
  inLanguage,
  MAX_HINT_LEVELS,
  MathML,
  masteryLevels,
  NewsletterRequest,
  PaymentIntentRequest,
  PracticeLanguageQuery,
  PracticeProblem,
  ProgressUpdateRequest,
  PurchaseConfirmRequest,
  PurchaseConfirmResponse,
  Purchases,
  RESTORE_CODE_PATTERN,
  RestoreRequest,
  ReviewSession,
  SimilarAttempt,
  SimilarAttemptResult,
  SkillGradeRequest,
  SkillGradeResponse,
  SkillHintRequest,
  SkillId,
  SkillList,
  SkillProblem,
  SOLVE_PROBLEM_MAX,
  TrialRequest,
} from './index';

describe('NewsletterRequest', () => {
  it('trims and lower-cases the email', () => {
    expect(z.parse(NewsletterRequest, { email: '  Ada@Example.COM ' })).toEqual({
      email: 'ada@example.com',
    });
  });
  it("uses the spec's wording for an empty email", () => {
    const r = z.safeParse(NewsletterRequest, { email: '   ' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(EMAIL_REQUIRED_MESSAGE);
  });
  it('rejects a malformed email', () => {
    const r = z.safeParse(NewsletterRequest, { email: 'not-an-email' });
    expect(r.error?.issues[0]?.message).toBe(EMAIL_INVALID_MESSAGE);
  });
  it('rejects unknown fields', () => {
    expect(z.safeParse(NewsletterRequest, { email: 'a@b.co', admin: true }).success).toBe(false);
  });
});

describe('ContactRequest', () => {
  const valid = { name: 'Ada', email: 'ada@example.com', subject: 'Hi', message: 'Hello' };
  it('accepts a complete message', () => {
    expect(z.parse(ContactRequest, valid)).toEqual(valid);
  });
  it('requires every field and caps the message at 1000 characters', () => {
    for (const field of ['name', 'email', 'subject', 'message'] as const) {
      expect(z.safeParse(ContactRequest, { ...valid, [field]: ' ' }).success).toBe(false);
    }
    expect(z.safeParse(ContactRequest, { ...valid, message: 'x'.repeat(1000) }).success).toBe(true);
    expect(z.safeParse(ContactRequest, { ...valid, message: 'x'.repeat(1001) }).success).toBe(
      false,
    );
  });
});

describe('numbers on the wire', () => {
  it('bounds progress counters to non-negative integers', () => {
    expect(z.safeParse(ProgressUpdateRequest, { problemsCompleted: 3, streak: 1 }).success).toBe(
      true,
    );
    expect(z.safeParse(ProgressUpdateRequest, { problemsCompleted: -1, streak: 0 }).success).toBe(
      false,
    );
    expect(z.safeParse(ProgressUpdateRequest, { problemsCompleted: 1.5, streak: 0 }).success).toBe(
      false,
    );
    expect(z.safeParse(ProgressUpdateRequest, { problemsCompleted: 2e6, streak: 0 }).success).toBe(
      false,
    );
  });
  it('requires a positive amount and a slug product id', () => {
    expect(
      z.safeParse(PaymentIntentRequest, { productId: 'algebra-pack', amount: 19.99 }).success,
    ).toBe(true);
    expect(
      z.safeParse(PaymentIntentRequest, { productId: 'algebra-pack', amount: 0 }).success,
    ).toBe(false);
    expect(z.safeParse(PaymentIntentRequest, { productId: '../etc', amount: 1 }).success).toBe(
      false,
    );
  });
  it('refuses a blank answer', () => {
    expect(z.safeParse(GradeRequest, { problemId: 'p1', answer: '  ' }).success).toBe(false);
  });

  it('caps an answer at GRADE_ANSWER_MAX characters, after trimming', () => {
    const at = 'x'.repeat(GRADE_ANSWER_MAX);
    expect(GRADE_ANSWER_MAX).toBe(200);
    expect(z.safeParse(GradeRequest, { problemId: 'p1', answer: ` ${at} ` }).success).toBe(true);
    const over = z.safeParse(GradeRequest, { problemId: 'p1', answer: `${at}1` });
    expect(over.success).toBe(false);
    expect(over.error?.issues[0]?.message).toBe('Answer must be at most 200 characters');
  });
});

describe('apiPaths', () => {
  it('builds the spec paths', () => {
    expect(apiPaths.randomProblem('algebra')).toBe('/api/practice/random/algebra');
    expect(apiPaths.progress('geometry')).toBe('/api/progress/geometry');
    expect(apiPaths.catalogItem('a b')).toBe('/api/catalog/a%20b');
    expect(apiPaths.skills).toBe('/api/practice/skills');
    expect(apiPaths.skillProblem('log-rules')).toBe('/api/practice/skills/log-rules/problem');
    expect(apiPaths.skillHint('a/b')).toBe('/api/practice/skills/a%2Fb/hint');
    expect(apiPaths.skillGrade('circles')).toBe('/api/practice/skills/circles/grade');
    expect(apiPaths.review).toBe('/api/practice/review');
    expect(apiPaths.similarAttempts).toBe('/api/practice/similar-attempts');
  });

  it('asks for a grading call’s sentences in the page’s language, English without lang', () => {
    expect(inLanguage(apiPaths.grade, 'es')).toBe('/api/practice/grade?lang=es');
    expect(inLanguage(apiPaths.skillGrade('circles'), 'pt')).toBe(
      '/api/practice/skills/circles/grade?lang=pt',
    );
    expect(inLanguage(apiPaths.randomProblem('algebra', 'Easy'), 'de')).toBe(
      '/api/practice/random/algebra?difficulty=Easy&lang=de',
    );
    expect(inLanguage(apiPaths.similarAttempts, 'en')).toBe('/api/practice/similar-attempts');
    expect(inLanguage(apiPaths.grade)).toBe('/api/practice/grade');
  });

  it('takes the languages a problem is asked for in, and no other', () => {
    const takes = (query: unknown) => z.safeParse(PracticeLanguageQuery, query).success;
    for (const lang of ['en', 'es', 'fr', 'de', 'pt']) expect(takes({ lang }), lang).toBe(true);
    expect(takes({})).toBe(true);
    expect(takes({ lang: 'xx' })).toBe(false);
    expect(takes({ lang: 'ES' })).toBe(false);
  });
});

describe('similar problems answered on the solver’s page', () => {
  const good = { problem: '2x+3=7', similar: '5x+2=12', answers: ['5', '2'] };
  const accepts = (body: unknown) => z.safeParse(SimilarAttempt, body).success;

  it('takes the problem solved, the similar one and one or two answers, trimmed', () => {
    expect(z.parse(SimilarAttempt, { ...good, answers: [' 2 '] })).toEqual({
      ...good,
      answers: ['2'],
    });
    expect(accepts({ ...good, problem: 'x'.repeat(SOLVE_PROBLEM_MAX) })).toBe(true);
    expect(accepts({ ...good, similar: 'x'.repeat(SOLVE_PROBLEM_MAX) })).toBe(true);
  });

  it('refuses what could not have made the problem, and answers out of bounds', () => {
    for (const body of [
      { ...good, similar: '' },
      { ...good, similar: 'x'.repeat(SOLVE_PROBLEM_MAX + 1) },
      { ...good, similar: 7 },
      { ...good, seed: 7 },
      { ...good, problem: '' },
      { ...good, problem: 'x'.repeat(SOLVE_PROBLEM_MAX + 1) },
      { ...good, answers: [] },
      { ...good, answers: ['1', '2', '3'] },
      { ...good, answers: ['  '] },
      { ...good, answers: ['x'.repeat(GRADE_ANSWER_MAX + 1)] },
      { ...good, category: 'algebra' },
      { problem: good.problem, similar: good.similar },
    ])
      expect(accepts(body), JSON.stringify(body).slice(0, 80)).toBe(false);
  });

  it('answers the verdict, whether it counted, and the category’s progress', () => {
    const result = {
      correct: true,
      recorded: false,
      category: 'algebra',
      progress: { problemsCompleted: 5, streak: 2 },
    };
    expect(z.parse(SimilarAttemptResult, result)).toEqual(result);
    expect(z.safeParse(SimilarAttemptResult, { ...result, category: 'calculus' }).success).toBe(
      false,
    );
  });
});

describe('practice problems carry their maths beside the text', () => {
  const math = (inner: string) =>
    `<math xmlns="http://www.w3.org/1998/Math/MathML">${inner}</math>`;
  const problem = {
    id: 'algebra-1',
    category: 'algebra',
    question: 'Solve for x: 4x = 2',
    answer: '1/2',
    difficulty: 'Easy',
    hint: 'Divide both sides by 4.',
    steps: ['x = 2/4', 'x = 1/2'],
    questionMathml: math(
      '<mrow><mrow><mn>4</mn><mo>⁢</mo><mi>x</mi></mrow><mo>=</mo><mn>2</mn></mrow>',
    ),
    hintMathml: math('<mtext>Divide both sides by 4.</mtext>'),
    answerMathml: math('<mfrac><mn>1</mn><mn>2</mn></mfrac>'),
    explanation: [
      { note: 'Divide both sides by 4', text: 'x = 2/4', mathml: math('<mi>x</mi>') },
      { note: 'Simplify', text: 'x = 1/2', mathml: math('<mi>x</mi>') },
    ],
  };

  it('keeps question, hint and answer strings and steps a list of strings', () => {
    const parsed = z.parse(PracticeProblem, problem);
    expect(parsed).toEqual(problem);
    expect(z.safeParse(PracticeProblem, { ...problem, steps: problem.explanation }).success).toBe(
      false,
    );
  });

  it('requires each MathML form, and only a <math> element counts as one', () => {
    for (const field of ['questionMathml', 'hintMathml', 'answerMathml', 'explanation'] as const) {
      const { [field]: _dropped, ...rest } = problem;
      expect(z.safeParse(PracticeProblem, rest).success, field).toBe(false);
    }
    expect(z.safeParse(MathML, '<math>').success).toBe(true);
    expect(z.safeParse(MathML, '<math display="block"><mn>1</mn></math>').success).toBe(true);
    for (const notMath of ['1/2', '<mathx>', ' <math>', '<mrow><mn>1</mn></mrow>']) {
      expect(z.safeParse(MathML, notMath).success, notMath).toBe(false);
    }
    const badStep = { ...problem.explanation[0], mathml: 'x = 2/4' };
    expect(z.safeParse(PracticeProblem, { ...problem, explanation: [badStep] }).success).toBe(
      false,
    );
  });

  it('grading reveals the answer and the worked steps in both forms', () => {
    const graded = {
      correct: false,
      retry: false,
      secondTry: true,
      category: 'algebra',
      correctAnswer: problem.answer,
      steps: problem.steps,
      correctAnswerMathml: problem.answerMathml,
      explanation: problem.explanation,
      progress: { problemsCompleted: 1, streak: 0 },
    };
    expect(z.parse(GradeResponse, graded)).toEqual(graded);
    expect(z.safeParse(GradeResponse, { ...graded, correctAnswerMathml: 'x' }).success).toBe(false);
  });

  it('a wrong first answer leaves one more try, without the solution', () => {
    const retry = {
      correct: false,
      retry: true,
      secondTry: false,
      category: 'algebra',
      progress: { problemsCompleted: 1, streak: 1 },
    };
    expect(z.parse(GradeResponse, retry)).toEqual(retry);
    const { retry: _r, ...withoutRetry } = retry;
    expect(z.safeParse(GradeResponse, withoutRetry).success).toBe(false);
  });

  it('a retry may say which common mistake explains the wrong answer', () => {
    const mistake = {
      id: 'sign-of-moved-term',
      reason:
        '3 was added to the other side instead of subtracted: to move +3 across, subtract 3 from both sides',
    };
    const retry = {
      correct: false,
      retry: true,
      secondTry: false,
      category: 'algebra',
      mistake,
      progress: { problemsCompleted: 0, streak: 0 },
    };
    expect(z.parse(GradeResponse, retry)).toEqual(retry);
    for (const id of ['negative-root-forgotten', 'inequality-not-reversed', 'root-lost'])
      expect(z.safeParse(AnswerMistake, { id, reason: 'Why.' }).success, id).toBe(true);
    // A name is a slug; the sentence is there and short.
    for (const bad of [
      { ...mistake, id: '' },
      { ...mistake, id: 'Sign Of Moved Term' },
      { ...mistake, id: '-sign' },
      { ...mistake, id: 'a'.repeat(65) },
      { ...mistake, reason: '' },
      { ...mistake, reason: 'x'.repeat(501) },
      { id: mistake.id },
    ])
      expect(z.safeParse(GradeResponse, { ...retry, mistake: bad }).success, bad.id).toBe(false);
  });
});

describe('skills, mastery and review', () => {
  const math = '<math><mi>x</mi></math>';
  const progress = {
    attempts: 3,
    correct: 2,
    level: 'familiar',
    score: 71,
    difficulty: 'Medium',
    reviewDueAt: Date.UTC(2025, 0, 2),
    reviewIntervalDays: 1,
  };
  const problem = {
    id: 'b3c4',
    skill: 'two-step-equations',
    skillName: 'Two-step equations',
    category: 'algebra',
    difficulty: 'Easy',
    question: 'Solve for x: 2x + 1 = 5',
    questionMathml: math,
    hintLevels: 2,
    review: false,
  };

  it('lists skills with their progress, the levels lowest first', () => {
    expect(masteryLevels).toEqual([
      'not-started',
      'attempted',
      'familiar',
      'proficient',
      'mastered',
    ]);
    const skill = {
      id: 'log-rules-drill',
      category: 'logarithms',
      name: 'Log rules drill',
      description: 'Expand and condense.',
      premium: true,
      packs: ['logarithms-mastery'],
      owned: false,
      difficulties: ['Easy', 'Medium', 'Hard'],
      hintLevels: 2,
      progress: { ...progress, reviewDueAt: null, reviewIntervalDays: null },
    };
    expect(z.parse(SkillList, { skills: [skill], reviewDue: 0 })).toEqual({
      skills: [skill],
      reviewDue: 0,
    });
    for (const bad of [
      { level: 'expert' },
      { score: 101 },
      { attempts: -1 },
      { reviewDueAt: 1.5 },
      { reviewIntervalDays: 181 },
    ]) {
      const item = { ...skill, progress: { ...progress, ...bad } };
      expect(
        z.safeParse(SkillList, { skills: [item], reviewDue: 0 }).success,
        JSON.stringify(bad),
      ).toBe(false);
    }
    expect(
      z.safeParse(SkillList, { skills: [{ ...skill, difficulties: [] }], reviewDue: 0 }).success,
    ).toBe(false);
  });

  it('serves a problem without its answer, hints or working', () => {
    expect(z.parse(SkillProblem, { ...problem, answer: '2', hints: ['x'] })).toEqual(problem);
    expect(z.safeParse(SkillProblem, { ...problem, questionMathml: '2x + 1 = 5' }).success).toBe(
      false,
    );
    expect(
      z.parse(ReviewSession, { due: 1, problems: [problem], nextDueAt: null }).problems,
    ).toEqual([problem]);
  });

  it('bounds hint and grade requests and rejects unknown fields', () => {
    expect(MAX_HINT_LEVELS).toBe(3);
    expect(z.safeParse(SkillHintRequest, { problemId: 'p', level: 1 }).success).toBe(true);
    for (const level of [0, 4, 1.5, '1'])
      expect(z.safeParse(SkillHintRequest, { problemId: 'p', level }).success, String(level)).toBe(
        false,
      );
    expect(z.safeParse(SkillHintRequest, { problemId: 'x'.repeat(101), level: 1 }).success).toBe(
      false,
    );
    const at = 'x'.repeat(GRADE_ANSWER_MAX);
    expect(z.parse(SkillGradeRequest, { problemId: 'p', answer: ` ${at} ` }).answer).toBe(at);
    const over = z.safeParse(SkillGradeRequest, { problemId: 'p', answer: `${at}1` });
    expect(over.error?.issues[0]?.message).toBe('Answer must be at most 200 characters');
    expect(
      z.safeParse(SkillGradeRequest, { problemId: 'p', answer: '2', hintsUsed: 0 }).success,
    ).toBe(false);
    expect(z.safeParse(SkillGradeRequest, { problemId: 'p', answer: '  ' }).success).toBe(false);
  });

  it('a skill answer’s retry may carry the mistake that explains it', () => {
    const retry = {
      correct: false,
      retry: true,
      secondTry: false,
      credit: 0,
      hintsUsed: 0,
      review: false,
      skill: 'square-roots',
      mistake: { id: 'negative-root-forgotten', reason: 'x² = 9 has two roots: 3 and −3.' },
      previousLevel: 'attempted',
      progress,
    };
    expect(z.parse(SkillGradeResponse, retry)).toEqual(retry);
    const { mistake: _m, ...plain } = retry;
    expect(z.parse(SkillGradeResponse, plain)).toEqual(plain);
    expect(
      z.safeParse(SkillGradeResponse, { ...retry, mistake: { id: 'x y', reason: 'Why.' } }).success,
    ).toBe(false);
  });

  it('takes slugs as skill ids', () => {
    expect(z.safeParse(SkillId, 'quadratic-formula').success).toBe(true);
    for (const bad of ['', 'Quadratic', '../x', '-x', 'x'.repeat(65)])
      expect(z.safeParse(SkillId, bad).success, bad).toBe(false);
  });
});

describe('purchases', () => {
  const purchases = {
    products: [
      {
        productId: 'logarithms-mastery',
        title: 'Logarithms Mastery',
        purchasedAt: '2026-12-01T09:00:00.000Z',
      },
    ],
    plan: {
      name: 'Pro',
      expiresAt: '2026-12-31T09:00:00.000Z',
      packId: 'geometry-essentials',
      trial: false,
    },
    ownedPackIds: ['geometry-essentials', 'logarithms-mastery'],
    restoreCode: '0123A-BCDEF-GHJKM-NPQRS',
    freeProblems: null,
  };

  it('reads what a visitor owns, with dates as ISO strings and a well-formed restore code', () => {
    expect(z.parse(Purchases, purchases)).toEqual(purchases);
    expect(
      z.parse(Purchases, {
        products: [],
        plan: null,
        ownedPackIds: [],
        restoreCode: null,
        freeProblems: { limit: 10, left: 3, resetsAt: '2027-01-01T00:00:00.000Z' },
      }).plan,
    ).toBeNull();
    expect(() =>
      z.parse(Purchases, { ...purchases, freeProblems: { limit: 10, left: -1, resetsAt: 'soon' } }),
    ).toThrow();
    expect(RESTORE_CODE_PATTERN.test(purchases.restoreCode)).toBe(true);
    for (const bad of [
      { restoreCode: '0123a-bcdef-ghjkm-npqrs' },
      { restoreCode: 'OOOOO-IIIII-LLLLL-UUUUU' },
      { restoreCode: '0123ABCDEFGHJKMNPQRS' },
      { plan: { ...purchases.plan, name: 'Gold' } },
      { plan: { ...purchases.plan, expiresAt: 'tomorrow' } },
    ])
      expect(z.safeParse(Purchases, { ...purchases, ...bad }).success, JSON.stringify(bad)).toBe(
        false,
      );
    expect(
      z.parse(PurchaseConfirmResponse, {
        status: 'processing',
        productId: 'pro',
        held: true,
        purchases,
      }).status,
    ).toBe('processing');
    expect(
      z.parse(PurchaseConfirmResponse, {
        status: 'duplicate',
        productId: 'pro',
        held: true,
        purchases,
      }).status,
    ).toBe('duplicate');
  });

  it('validates confirm, restore and trial requests', () => {
    expect(z.safeParse(PurchaseConfirmRequest, { paymentIntentId: 'pi_3Nabc_123' }).success).toBe(
      true,
    );
    for (const bad of ['', 'ch_123', 'pi_../x', `pi_${'a'.repeat(300)}`])
      expect(z.safeParse(PurchaseConfirmRequest, { paymentIntentId: bad }).success, bad).toBe(
        false,
      );
    expect(z.parse(RestoreRequest, { code: '  abcde-fghjk  ' }).code).toBe('abcde-fghjk');
    expect(z.safeParse(RestoreRequest, { code: '   ' }).error?.issues[0]?.message).toBe(
      'Please enter your restore code',
    );
    expect(z.safeParse(RestoreRequest, { code: 'x'.repeat(65) }).success).toBe(false);
    expect(z.safeParse(TrialRequest, { plan: 'pro', packId: 'geometry-essentials' }).success).toBe(
      true,
    );
    expect(z.safeParse(TrialRequest, { plan: 'free' }).success).toBe(false);
    expect(z.safeParse(TrialRequest, { plan: 'master', extra: 1 }).success).toBe(false);
    expect(
      z.safeParse(PaymentIntentRequest, { productId: 'pro', amount: 9.99, packId: 'x-y' }).success,
    ).toBe(true);
    expect(errorCodes).toEqual(expect.arrayContaining(['unknown_code', 'trial_used']));
    expect(apiPaths.purchases).toBe('/api/purchases');
  });
});
