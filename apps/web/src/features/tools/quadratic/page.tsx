import { MathView } from '../../../components/math/math-view';
import { useWords } from '../../../components/math/words';
import { Formula, ToolPage, ToolPageSection, WorkedExample } from '../components/tool-page';
import { pageLinks } from '../page-links';
import { facts, formula, worked } from './examples';
import { quadraticFaqs } from './page.meta';
import { Widget } from './widget';

export function QuadraticPage() {
  const t = useWords('tools');
  return (
    <ToolPage
      eyebrow="Math tool"
      title="Quadratic Equation Solver"
      intro="Solve any quadratic equation ax² + bx + c = 0 exactly, step by step: by factoring, with the quadratic formula or by taking square roots. Roots that are not whole numbers are kept as simplified surds."
      widget={<Widget title={t('widgetTitle.quadratic')} />}
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

export const Component = QuadraticPage;
