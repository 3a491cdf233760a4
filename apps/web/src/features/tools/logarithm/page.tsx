import { MathView } from '../../../components/math/math-view';
import { useWords } from '../../../components/math/words';
import { Formula, ToolPage, ToolPageSection, WorkedExample } from '../components/tool-page';
import { pageLinks } from '../page-links';
import { changeOfBase, checks, exact, facts, formula, rules } from './examples';
import { logarithmFaqs } from './page.meta';
import { Widget } from './widget';

export function LogarithmPage() {
  const t = useWords('tools');
  return (
    <ToolPage
      eyebrow="Math tool"
      title="Logarithm Simplifier"
      intro="Solve any logarithm step by step: base 10, natural (base e), base 2 or a custom base. Enter a base and a value and see the change-of-base formula worked out to the answer."
      widget={<Widget title={t('widgetTitle.logarithm')} />}
      faqs={logarithmFaqs}
      {...pageLinks('logarithm')}
    >
      <ToolPageSection id="what" title="What a logarithm is">
        <p>
          A logarithm undoes an exponent. If b<sup>y</sup> = x, then log<sub>b</sub>(x) = y: the
          logarithm of x in base b is the power you raise b to in order to get x. Because{' '}
          <MathView mathml={facts.twoEight.power.mathml} />,{' '}
          <MathView mathml={facts.twoEight.answer.mathml} />. Because{' '}
          <MathView mathml={facts.tenHundred.power.mathml} />,{' '}
          <MathView mathml={facts.tenHundred.answer.mathml} />.
        </p>
        <p>
          Logarithms turn multiplication into addition, which is why they appear everywhere growth
          is measured by factors: the Richter scale, decibels, pH, compound interest, the number of
          bits needed to store a number, and the running time of algorithms that halve a problem at
          each step.
        </p>
        <p>
          The base must be positive and not 1, and the value must be positive. Logarithms are
          undefined for zero and negative inputs: no power of a positive base is ever 0 or negative.
          The simplifier simply gives no result for those inputs.
        </p>
      </ToolPageSection>

      <ToolPageSection id="change-of-base" title="The change-of-base formula" muted>
        <p>
          Calculators usually have only ln (base e) and log (base 10) buttons. To evaluate a
          logarithm in any other base, divide two logarithms that share a base:
        </p>
        <Formula mathml={formula.mathml} />
        <p>
          The simplifier shows exactly these six steps: the problem, the formula, ln of the value,
          ln of the base, the division and the answer, rounded to 4 decimal places.
        </p>
        <WorkedExample title="Example: log₂(8)" steps={changeOfBase.steps}>
          Answer: {changeOfBase.formatted}
        </WorkedExample>
      </ToolPageSection>

      <ToolPageSection id="bases" title="Base 10, natural, base 2 and custom bases">
        <h3>Common logarithm (base 10)</h3>
        <p>
          log<sub>10</sub> counts powers of ten, so it tells you how many digits a number has:{' '}
          <MathView mathml={facts.tenThousand.answer.mathml} /> and{' '}
          <MathView mathml={facts.tenThousandth.answer.mathml} />. It is the log of scientific
          notation, decibels and pH. Enter base 10.
        </p>
        <h3>Natural logarithm (base e)</h3>
        <p>
          ln(x) uses e ≈ 2.718281828, the base of continuous growth: money growing at 5% a year
          compounded continuously doubles after <MathView mathml={checks.doubling.mathml} /> years.
          Enter 2.718281828459045 as the base; the steps already show natural logs of your numbers.
        </p>
        <h3>Binary logarithm (base 2)</h3>
        <p>
          log<sub>2</sub> counts doublings: how many bits hold a number, how many times you can
          halve a list in a binary search. <MathView mathml={facts.twoK.answer.mathml} />, because{' '}
          <MathView mathml={facts.twoK.power.mathml} />.
        </p>
        <h3>Any custom base</h3>
        <p>
          Any positive base other than 1 works, including fractions. Bases between 0 and 1 give
          negative logs for values above 1: <MathView mathml={facts.half.answer.mathml} /> because{' '}
          <MathView mathml={facts.half.power.mathml} />.
        </p>
      </ToolPageSection>

      <ToolPageSection id="exact" title="Exact answers as fractions" muted>
        <p>
          When the base and the value are both powers of one number, the logarithm is a fraction,
          and the simplifier shows it with its reasoning:
        </p>
        <WorkedExample title="Example: log₄(8)" steps={exact.fourEight} />
        <WorkedExample title="Example: log₉(27)" steps={exact.nineTwentySeven} />
        <p>
          Check it: <MathView mathml={checks.fourToThreeHalves.mathml} />. Writing both numbers as
          powers of the same root is the standard way to simplify a log by hand.
        </p>
      </ToolPageSection>

      <ToolPageSection id="rules" title="Logarithm rules worth knowing">
        <ul>
          <li>
            Product: <MathView mathml={rules.product.mathml} />
          </li>
          <li>
            Quotient: <MathView mathml={rules.quotient.mathml} />
          </li>
          <li>
            Power: <MathView mathml={rules.power.mathml} />
          </li>
          <li>
            Identity: <MathView mathml={rules.identity.mathml} /> and{' '}
            <MathView mathml={rules.zero.mathml} />
          </li>
          <li>
            Inverse: <MathView mathml={rules.inverse.mathml} />
          </li>
        </ul>
        <p>
          For example, <MathView mathml={checks.productRule.mathml} />. Practise these rules with
          the logarithm problems in the Practice Center.
        </p>
      </ToolPageSection>
    </ToolPage>
  );
}

export const Component = LogarithmPage;
