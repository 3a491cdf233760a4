import { MathView } from '../../../components/math/math-view';
import type { FaqEntry } from '../../../lib/faq-json-ld';
import type { HowToStep } from '../../../lib/json-ld';
import { Formula, ToolPage, ToolPageSection, WorkedExample } from '../components/tool-page';
import { conclusion } from '../lib/page-math';
import { toolPageMeta } from '../lib/page-meta';
import { pageLinks } from '../page-links';
import { facts, formula, worked } from './examples';
import { Widget } from './widget';

export const quadraticFaqs: FaqEntry[] = [
  {
    id: 'what-is',
    question: 'What is a quadratic equation?',
    answer: `An equation in which the unknown appears squared and no higher power: ${facts.standardForm.text}, with a not 0. Its graph is a parabola, and its solutions (roots) are where the parabola crosses the x-axis, so there are two, one or none.`,
  },
  {
    id: 'discriminant',
    question: 'What does the discriminant tell me?',
    answer: `The discriminant b² − 4ac decides how many real solutions there are before you solve: positive gives two, 0 gives one (a double root) and negative gives none. For x² − 5x + 6 = 0 it is ${facts.discriminant.text.split(' = ').at(-1)}, so there are two.`,
  },
  {
    id: 'which-method',
    question: 'When should I factor and when should I use the formula?',
    answer:
      'Factoring is quickest when the roots are whole numbers or fractions, which happens exactly when the discriminant is a perfect square. The quadratic formula always works. With no x term, taking square roots is simplest. The solver picks the method the same way and shows it.',
  },
  {
    id: 'exact-roots',
    question: 'Why is the answer written with a square root?',
    answer: `When the discriminant is not a perfect square the roots are irrational, so the exact answer keeps the root in simplified form, such as ${worked.formula.answer}. The decimal value is shown next to each root.`,
  },
  {
    id: 'no-real',
    question: 'What if there are no real solutions?',
    answer: `When the discriminant is negative, no real number squared gives a negative number, so the parabola never touches the x-axis. For x² + x + 1 = 0: ${conclusion(worked.none.steps).text}. The solver answers "${worked.none.answer}".`,
  },
  {
    id: 'a-zero',
    question: 'Can a be 0?',
    answer:
      'No: with a = 0 there is no x² term and the equation is linear, bx + c = 0, solved by x = −c/b. The solver asks for a coefficient a other than 0.',
  },
];

export const quadraticHowTo: HowToStep[] = [
  {
    name: 'Write the equation in standard form',
    text: 'Move every term to one side so it reads ax² + bx + c = 0.',
  },
  {
    name: 'Enter a, b and c',
    text: 'Type the three coefficients; use 0 for a missing term and a minus sign for a negative one.',
  },
  {
    name: 'Press Calculate',
    text: 'Read the discriminant, the method, the exact solutions with their decimal values, and every step.',
  },
];

export function QuadraticPage() {
  return (
    <ToolPage
      eyebrow="Math tool"
      title="Quadratic Equation Solver"
      intro="Solve any quadratic equation ax² + bx + c = 0 exactly, step by step: by factoring, with the quadratic formula or by taking square roots. Roots that are not whole numbers are kept as simplified surds."
      widget={<Widget title="Solve a quadratic equation" />}
      faqs={quadraticFaqs}
      {...pageLinks('quadratic')}
    >
      <ToolPageSection id="standard-form" title="Quadratic equations in standard form">
        <p>
          A quadratic equation has the unknown squared and no higher power. Every one can be
          rearranged into standard form, with a not 0:
        </p>
        <Formula mathml={facts.standardForm.mathml} />
        <p>
          Its solutions are the values of x that make the left side 0. The solver reads the three
          coefficients a, b and c, computes the discriminant and picks a method.
        </p>
      </ToolPageSection>

      <ToolPageSection id="discriminant" title="The discriminant: how many solutions" muted>
        <p>
          The discriminant b² − 4ac is the number under the square root in the quadratic formula.
          For x² − 5x + 6 = 0 it is <MathView mathml={facts.discriminant.mathml} />.
        </p>
        <ul>
          <li>Positive: two real solutions.</li>
          <li>Zero: one solution, a double root.</li>
          <li>Negative: no real solutions.</li>
        </ul>
        <WorkedExample title="Example: x² − 6x + 9 = 0 (one root)" steps={worked.double.steps}>
          Answer: {worked.double.answer}
        </WorkedExample>
        <WorkedExample title="Example: x² + x + 1 = 0 (no real roots)" steps={worked.none.steps}>
          Answer: {worked.none.answer}
        </WorkedExample>
      </ToolPageSection>

      <ToolPageSection id="factoring" title="Solving by factoring">
        <p>
          When the discriminant is a perfect square the quadratic splits into two factors with
          whole-number or fraction roots: <MathView mathml={facts.factored.mathml} />. A product is
          0 only when one of its factors is 0, which gives the roots.
        </p>
        <WorkedExample title="Example: x² − 5x + 6 = 0" steps={worked.factoring.steps}>
          Answer: {worked.factoring.answer}
        </WorkedExample>
        <p>
          Check a root by putting it back into the equation:{' '}
          <MathView mathml={facts.checkRoot.mathml} />. The roots also add up to −b/a and multiply
          to c/a: <MathView mathml={facts.sum.mathml} /> and{' '}
          <MathView mathml={facts.product.mathml} />.
        </p>
      </ToolPageSection>

      <ToolPageSection id="formula" title="The quadratic formula" muted>
        <p>The quadratic formula solves every quadratic equation:</p>
        <Formula mathml={formula.mathml} />
        <p>
          The ± gives the two roots, one with + and one with −. When the discriminant is not a
          perfect square the roots are irrational, and the exact answer keeps a simplified square
          root.
        </p>
        <WorkedExample title="Example: x² − 3x + 1 = 0" steps={worked.formula.steps}>
          Answer: {worked.formula.answer}
        </WorkedExample>
      </ToolPageSection>

      <ToolPageSection id="square-root" title="Taking square roots">
        <p>
          With no x term (b = 0), isolate x² and take the square root of both sides, remembering the
          negative root as well as the positive one.
        </p>
        <WorkedExample title="Example: 2x² − 8 = 0" steps={worked.squareRoot.steps}>
          Answer: {worked.squareRoot.answer}
        </WorkedExample>
      </ToolPageSection>
    </ToolPage>
  );
}

export const meta = toolPageMeta(
  'quadratic',
  {
    title: 'Quadratic Equation Solver with Steps: Formula & Factoring | MathTools',
    description:
      'Free quadratic equation solver: enter a, b and c to solve ax² + bx + c = 0 exactly by factoring, the quadratic formula or square roots, with the discriminant and every step.',
    keywords: [
      'quadratic equation solver',
      'quadratic formula calculator',
      'solve quadratic equations',
      'discriminant',
      'factoring quadratics',
      'roots of a quadratic',
    ],
  },
  {
    name: 'How to solve a quadratic equation',
    description:
      'Write the equation as ax² + bx + c = 0, enter the coefficients, and read the discriminant, method and exact roots.',
    steps: quadraticHowTo,
  },
  quadraticFaqs,
);

export const Component = QuadraticPage;
