/**
 * The premium skills: what each practises, its problem families per difficulty (one family of
 * `families.ts` per level), its formula sheet and common mistakes, and the packs that unlock it.
 */
import type { MathNode } from '@mathtools/math-core';
import {
  add,
  chain,
  constant,
  eq,
  type Family,
  type Formula,
  fn,
  frac,
  implicit,
  log,
  mul,
  num as N,
  neg,
  pow,
  type SkillDefinition,
  sqrt,
  sub,
  text,
  typed,
  variable,
} from '@mathtools/math-core/skill-kit';
import * as P from './families';
import { unlockedBy } from './packs';
import { say as algebra } from './words/algebra';
import { say as calculus } from './words/calculus';
import { say as competition } from './words/competition';
import { say as exam } from './words/exam';
import { say as geometry } from './words/geometry';
import { say as logarithms } from './words/logarithms';
import { say as trigonometry } from './words/trigonometry';

const build = (): SkillDefinition[] => {
  const [x, y, a, b, c, h, r, l, w, n, k] = 'xyabchrlwnk'.split('').map(variable) as [
    MathNode,
    MathNode,
    MathNode,
    MathNode,
    MathNode,
    MathNode,
    MathNode,
    MathNode,
    MathNode,
    MathNode,
    MathNode,
  ];
  const PI = constant('pi');
  const Ar = variable('A');
  const theta = variable('θ');
  // The Trigonometry Toolkit's maths inside its sentences.
  const degreesIn = (value: number) =>
    typed(`${value}°`, { type: 'postfix', op: '°', arg: N(value) });
  const pythagorean = typed(
    'sin² θ + cos² θ = 1',
    eq(add(pow(fn('sin', theta), N(2)), pow(fn('cos', theta), N(2))), N(1)),
  );
  const tangent = eq(fn('tan', theta), frac(fn('sin', theta), fn('cos', theta)));
  /** A ratio of a right triangle's sides, named in words of the sheet's language. */
  const ratioOf =
    (
      ratio: 'sin' | 'cos' | 'tan',
      over: Parameters<typeof trigonometry>[0],
      under: Parameters<typeof trigonometry>[0],
    ): Formula =>
    (word) =>
      eq(fn(ratio, theta), frac(text(word(trigonometry(over))), text(word(trigonometry(under)))));
  const logb = (arg: MathNode) => log(arg, b);
  const ln = (arg: MathNode) => log(arg, constant('e'));
  const three = (make: (level: 0 | 1 | 2) => Family) => ({
    Easy: [make(0)],
    Medium: [make(1)],
    Hard: [make(2)],
  });

  return [
    // ── Algebra Foundations ──
    {
      id: 'evaluate-expressions',
      category: 'algebra',
      title: algebra('title.evaluateExpressions'),
      description: algebra('description.evaluateExpressions'),
      packs: unlockedBy('algebra-foundations'),
      nudge: algebra('nudge.evaluateExpressions'),
      hintLevels: 2,
      levels: three(P.substitution),
      formulas: [[algebra('formula.order'), eq(add(N(2), mul(N(3), pow(N(4), N(2)))), N(50))]],
      mistakes: [algebra('mistake.brackets'), algebra('mistake.order')],
    },
    {
      id: 'linear-word-problems',
      category: 'algebra',
      title: algebra('title.linearWordProblems'),
      description: algebra('description.linearWordProblems'),
      packs: unlockedBy('algebra-foundations'),
      nudge: algebra('nudge.linearWordProblems'),
      hintLevels: 2,
      levels: three(P.wordProblem),
      formulas: [
        [algebra('formula.consecutive'), chain(n, '<', add(n, N(1)), '<', add(n, N(2)))],
        [algebra('formula.balance'), eq(add(x, b), c)],
      ],
      mistakes: [algebra('mistake.answer')],
    },
    {
      id: 'linear-inequalities',
      category: 'algebra',
      title: algebra('title.linearInequalities'),
      description: algebra('description.linearInequalities'),
      packs: unlockedBy('algebra-foundations'),
      nudge: algebra('nudge.linearInequalities'),
      hintLevels: 2,
      levels: three(P.inequality),
      formulas: [[algebra('formula.negative'), chain(implicit(N(-2), x), '<', N(6))]],
      mistakes: [algebra('mistake.keepSign')],
    },
    // ── Geometry Essentials ──
    {
      id: 'composite-area',
      category: 'geometry',
      title: geometry('title.compositeArea'),
      description: geometry('description.compositeArea'),
      packs: unlockedBy('geometry-essentials'),
      nudge: geometry('nudge.compositeArea'),
      hintLevels: 2,
      levels: three(P.compositeArea),
      formulas: [
        [geometry('formula.rectangle'), eq(Ar, implicit(l, w))],
        [geometry('formula.triangle'), eq(Ar, frac(implicit(b, h), N(2)))],
        [geometry('formula.semicircle'), eq(Ar, frac(implicit(PI, pow(r, N(2))), N(2)))],
      ],
      mistakes: [geometry('mistake.diameter')],
    },
    {
      id: 'surface-area',
      category: 'geometry',
      title: geometry('title.surfaceArea'),
      description: geometry('description.surfaceArea'),
      packs: unlockedBy('geometry-essentials'),
      nudge: geometry('nudge.surfaceArea'),
      hintLevels: 2,
      levels: three(P.surfaceArea),
      formulas: [
        [geometry('formula.cube'), eq(variable('S'), implicit(N(6), pow(variable('s'), N(2))))],
        [
          geometry('formula.box'),
          eq(
            variable('S'),
            implicit(N(2), add(add(implicit(l, w), implicit(l, h)), implicit(w, h))),
          ),
        ],
        [
          geometry('formula.cylinder'),
          eq(
            variable('S'),
            add(
              implicit(implicit(N(2), PI), pow(r, N(2))),
              implicit(implicit(implicit(N(2), PI), r), h),
            ),
          ),
        ],
      ],
      mistakes: [geometry('mistake.pairs')],
    },
    {
      id: 'arcs-and-sectors',
      category: 'geometry',
      title: geometry('title.arcsAndSectors'),
      description: geometry('description.arcsAndSectors'),
      packs: unlockedBy('geometry-essentials'),
      nudge: geometry('nudge.arcsAndSectors'),
      hintLevels: 2,
      levels: three(P.sector),
      formulas: [
        [
          geometry('formula.arcLength'),
          eq(variable('s'), mul(frac(theta, N(360)), implicit(implicit(N(2), PI), r))),
        ],
        [
          geometry('formula.sectorArea'),
          eq(Ar, mul(frac(theta, N(360)), implicit(PI, pow(r, N(2))))),
        ],
      ],
      mistakes: [geometry('mistake.hundred')],
    },
    {
      id: 'angle-relationships',
      category: 'geometry',
      title: geometry('title.angleRelationships'),
      description: geometry('description.angleRelationships'),
      packs: unlockedBy('geometry-essentials'),
      nudge: geometry('nudge.angleRelationships'),
      hintLevels: 2,
      levels: three(P.angleRelations),
      formulas: [
        [geometry('formula.coInterior'), eq(add(a, b), { type: 'postfix', op: '°', arg: N(180) })],
        [geometry('formula.exterior'), eq(variable('e'), add(a, b))],
      ],
      mistakes: [geometry('mistake.coInterior')],
    },
    // ── Logarithms Mastery ──
    {
      id: 'log-rules-drill',
      category: 'logarithms',
      title: logarithms('title.logRules'),
      description: logarithms('description.logRules'),
      packs: unlockedBy('logarithms-mastery'),
      nudge: logarithms('nudge.logRules'),
      hintLevels: 2,
      levels: three(P.logRulesDrill),
      formulas: [
        [logarithms('formula.product'), eq(logb(implicit(x, y)), add(logb(x), logb(y)))],
        [logarithms('formula.quotient'), eq(logb(frac(x, y)), sub(logb(x), logb(y)))],
        [logarithms('formula.power'), eq(logb(pow(x, k)), implicit(k, logb(x)))],
      ],
      mistakes: [
        logarithms('mistake.sum'),
        logarithms('mistake.quotient'),
        logarithms('mistake.coefficient'),
      ],
    },
    {
      id: 'change-of-base-drill',
      category: 'logarithms',
      title: logarithms('title.changeOfBase'),
      description: logarithms('description.changeOfBase'),
      packs: unlockedBy('logarithms-mastery'),
      nudge: logarithms('nudge.changeOfBase'),
      hintLevels: 2,
      levels: three(P.changeOfBaseDrill),
      formulas: [
        [logarithms('step.changeOfBase'), eq(log(x, a), frac(ln(x), ln(a)))],
        [logarithms('formula.chain'), eq(mul(log(b, a), log(c, b)), log(c, a))],
      ],
      mistakes: [logarithms('mistake.baseOnTop'), logarithms('mistake.roundEarly')],
    },
    {
      id: 'growth-and-decay',
      category: 'logarithms',
      title: logarithms('title.growth'),
      description: logarithms('description.growth'),
      packs: unlockedBy('logarithms-mastery'),
      nudge: logarithms('nudge.growth'),
      hintLevels: 2,
      levels: three(P.growthDecay),
      formulas: [
        [
          logarithms('formula.growth'),
          eq(variable('N'), implicit(variable('P'), pow(a, variable('t')))),
        ],
        [
          logarithms('formula.time'),
          eq(variable('t'), frac(ln(frac(variable('N'), variable('P'))), ln(a))),
        ],
      ],
      mistakes: [
        logarithms('mistake.multiply'),
        logarithms('mistake.rate', { rate: 0.05, factor: 1.05 }),
      ],
    },
    // ── Trigonometry Toolkit ──
    {
      id: 'unit-circle',
      category: 'trigonometry',
      title: trigonometry('title.unitCircle'),
      description: trigonometry('description.unitCircle'),
      packs: unlockedBy('trigonometry-toolkit'),
      nudge: trigonometry('nudge.unitCircle', {
        point: typed('(cos θ, sin θ)', {
          type: 'point',
          coords: [fn('cos', theta), fn('sin', theta)],
        }),
      }),
      hintLevels: 2,
      levels: three(P.unitCircle),
      formulas: [
        [trigonometry('formula.toDegrees'), eq(PI, { type: 'postfix', op: '°', arg: N(180) })],
        [
          trigonometry('formula.sin', { angle: degreesIn(30) }),
          eq(fn('sin', { type: 'postfix', op: '°', arg: N(30) }), frac(N(1), N(2))),
        ],
        [
          trigonometry('formula.cos', { angle: degreesIn(30) }),
          eq(fn('cos', { type: 'postfix', op: '°', arg: N(30) }), frac(sqrt(N(3)), N(2))),
        ],
        [
          trigonometry('formula.sinCos', { angle: degreesIn(45) }),
          eq(fn('sin', { type: 'postfix', op: '°', arg: N(45) }), frac(sqrt(N(2)), N(2))),
        ],
      ],
      mistakes: [trigonometry('mistake.sign')],
    },
    {
      id: 'trig-identities-equations',
      category: 'trigonometry',
      title: trigonometry('title.identities'),
      description: trigonometry('description.identities', {
        identity: pythagorean,
        tan: typed('tan θ = sin θ / cos θ', tangent),
      }),
      packs: unlockedBy('trigonometry-toolkit'),
      nudge: trigonometry('nudge.identities', { identity: pythagorean }),
      hintLevels: 2,
      levels: three(P.trigIdentity),
      formulas: [
        [
          trigonometry('formula.pythagorean'),
          eq(add(pow(fn('sin', theta), N(2)), pow(fn('cos', theta), N(2))), N(1)),
        ],
        [trigonometry('formula.tangent'), tangent],
        [
          trigonometry('formula.sineSymmetry'),
          eq(fn('sin', sub({ type: 'postfix', op: '°', arg: N(180) }, theta)), fn('sin', theta)),
        ],
      ],
      mistakes: [
        trigonometry('mistake.oneSolution', {
          equation: typed('sin x = k', eq(fn('sin', x), k)),
        }),
      ],
    },
    {
      id: 'right-triangle-trig',
      category: 'trigonometry',
      title: trigonometry('title.rightTriangle'),
      description: trigonometry('description.rightTriangle'),
      packs: unlockedBy('trigonometry-toolkit'),
      nudge: trigonometry('nudge.rightTriangle'),
      hintLevels: 2,
      levels: three(P.rightTriangle),
      // The sides are words, in the sheet's language (Gegenkathete / Hypotenuse in German).
      formulas: [
        [trigonometry('formula.sineRatio'), ratioOf('sin', 'side.opposite', 'side.hypotenuse')],
        [trigonometry('formula.cosineRatio'), ratioOf('cos', 'side.adjacent', 'side.hypotenuse')],
        [trigonometry('formula.tangentRatio'), ratioOf('tan', 'side.opposite', 'side.adjacent')],
      ],
      mistakes: [trigonometry('mistake.radianMode')],
    },
    // ── Calculus Readiness ──
    {
      id: 'limits',
      category: 'calculus',
      title: calculus('title.limits'),
      description: calculus('description.limits'),
      packs: unlockedBy('calculus-readiness'),
      nudge: calculus('nudge.limits'),
      hintLevels: 2,
      levels: three(P.limits),
      formulas: [
        [
          calculus('formula.removable'),
          eq(frac(sub(pow(x, N(2)), pow(a, N(2))), sub(x, a)), add(x, a)),
        ],
      ],
      mistakes: [calculus('mistake.stopAtZero')],
    },
    {
      id: 'derivatives',
      category: 'calculus',
      title: calculus('title.derivatives'),
      description: calculus('description.derivatives'),
      packs: unlockedBy('calculus-readiness'),
      nudge: calculus('nudge.derivatives'),
      hintLevels: 2,
      levels: three(P.derivatives),
      formulas: [
        [calculus('formula.powerRule'), implicit(n, pow(x, sub(n, N(1))))],
        [
          calculus('formula.chainRule'),
          implicit(implicit(n, a), pow(add(implicit(a, x), b), sub(n, N(1)))),
        ],
      ],
      mistakes: [calculus('mistake.inner')],
    },
    {
      id: 'graph-features',
      category: 'calculus',
      title: calculus('title.graph'),
      description: calculus('description.graph'),
      packs: unlockedBy('calculus-readiness'),
      nudge: calculus('nudge.graph'),
      hintLevels: 2,
      levels: three(P.graphFeatures),
      formulas: [[calculus('formula.vertex'), eq(x, frac(neg(b), implicit(N(2), a)))]],
      mistakes: [calculus('mistake.vertexCoordinate')],
    },
    // ── Competition Problem Solving ──
    {
      id: 'number-theory',
      category: 'competition',
      title: competition('title.numberTheory'),
      description: competition('description.numberTheory'),
      packs: unlockedBy('competition-problem-solving'),
      nudge: competition('nudge.numberTheory'),
      hintLevels: 3,
      levels: three(P.numberTheory),
      formulas: [
        [competition('formula.lcmGcd'), eq(mul(fn('gcd', a, b), fn('lcm', a, b)), implicit(a, b))],
      ],
      mistakes: [competition('mistake.hugePower')],
    },
    {
      id: 'counting',
      category: 'competition',
      title: competition('title.counting'),
      description: competition('description.counting'),
      packs: unlockedBy('competition-problem-solving'),
      nudge: competition('nudge.counting'),
      hintLevels: 3,
      levels: three(P.counting),
      formulas: [
        [
          competition('formula.handshakes'),
          eq(variable('H'), frac(implicit(n, sub(n, N(1))), N(2))),
        ],
        [
          competition('formula.chooseTwo'),
          eq(variable('C'), frac(implicit(n, sub(n, N(1))), mul(N(2), N(1)))),
        ],
      ],
      mistakes: [competition('mistake.order')],
    },
    // ── Exam Prep Bundle ──
    {
      id: 'fraction-arithmetic',
      category: 'arithmetic',
      title: exam('title.fractionArithmetic'),
      description: exam('description.fractionArithmetic'),
      packs: unlockedBy('exam-prep-bundle'),
      nudge: exam('nudge.fractionArithmetic'),
      hintLevels: 2,
      levels: three(P.fractionArithmetic),
      formulas: [
        [
          exam('formula.add'),
          eq(
            add(frac(a, b), frac(c, variable('d'))),
            frac(add(implicit(a, variable('d')), implicit(b, c)), implicit(b, variable('d'))),
          ),
        ],
      ],
      mistakes: [exam('mistake.denominators')],
    },
    {
      id: 'percentages',
      category: 'arithmetic',
      title: exam('title.percentages'),
      description: exam('description.percentages'),
      packs: unlockedBy('exam-prep-bundle'),
      nudge: exam('nudge.percentages'),
      hintLevels: 2,
      levels: three(P.percentages),
      formulas: [[exam('formula.change'), eq(variable('p'), mul(frac(sub(b, a), a), N(100)))]],
      mistakes: [exam('mistake.salePrice')],
    },
  ];
};

/** Every premium skill: each pack's in teaching order, the single packs in marketplace order. */
export const PREMIUM_SKILLS: readonly SkillDefinition[] = build();

const byId: ReadonlyMap<string, SkillDefinition> = new Map(
  PREMIUM_SKILLS.map((skill) => [skill.id, skill]),
);

/** A premium skill by id (own ids only: "toString" is no skill). */
export const premiumSkillById = (id: string): SkillDefinition | undefined => byId.get(id);
