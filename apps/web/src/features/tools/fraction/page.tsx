import { MathView } from '../../../components/math/math-view';
import { useWords } from '../../../components/math/words';
import { Formula, ToolPage, ToolPageSection, WorkedExample } from '../components/tool-page';
import { pageLinks } from '../page-links';
import { facts, rules, worked } from './examples';
import { fractionFaqs } from './page.meta';
import { Widget } from './widget';

export function FractionPage() {
  const t = useWords('tools');
  return (
    <ToolPage
      eyebrow="Calculator"
      title="Fraction Calculator"
      intro="Add, subtract, multiply and divide fractions, mixed numbers and whole numbers. The answer comes in lowest terms, as a mixed number and as a decimal, with every step of the working."
      widget={<Widget title={t('widgetTitle.fraction')} />}
      faqs={fractionFaqs}
      {...pageLinks('fraction')}
    >
      <ToolPageSection id="adding" title="Adding and subtracting fractions">
        <p>
          Fractions can only be added or subtracted when they count the same size of piece, so first
          rewrite them over a common denominator. Multiplying the top and bottom of a fraction by
          the same number does not change its value: <MathView mathml={facts.equivalent.mathml} />.
          Then add or subtract the numerators and keep the denominator:
        </p>
        <Formula mathml={rules.add.mathml} />
        <p>
          Using the least common multiple of the denominators keeps the numbers small; the
          calculator does exactly that, then simplifies.
        </p>
        <WorkedExample title="Example: 3/4 + 5/6" steps={worked.add.steps}>
          Answer: {worked.add.fraction} = {worked.add.mixed}
        </WorkedExample>
        <WorkedExample title="Example: 5/6 − 3/4" steps={worked.subtract.steps}>
          Answer: {worked.subtract.fraction}
        </WorkedExample>
      </ToolPageSection>

      <ToolPageSection id="multiplying" title="Multiplying and dividing fractions" muted>
        <p>
          To multiply, multiply the numerators together and the denominators together. No common
          denominator is needed:
        </p>
        <Formula mathml={rules.multiply.mathml} />
        <p>To divide, multiply by the reciprocal of the second fraction:</p>
        <Formula mathml={rules.divide.mathml} />
        <WorkedExample title="Example: 2 1/2 × 4/5" steps={worked.multiply.steps}>
          Answer: {worked.multiply.fraction}
        </WorkedExample>
        <WorkedExample title="Example: 3/4 ÷ 5/8" steps={worked.divide.steps}>
          Answer: {worked.divide.fraction} = {worked.divide.mixed}
        </WorkedExample>
      </ToolPageSection>

      <ToolPageSection id="mixed-numbers" title="Mixed numbers and lowest terms">
        <p>
          A mixed number is a whole number plus a fraction. To calculate with one, write it as an
          improper fraction: multiply the whole number by the denominator and add the numerator,{' '}
          <MathView mathml={facts.mixedToImproper.mathml} />. To turn an improper result back,
          divide: <MathView mathml={facts.improperToMixed.mathml} />.
        </p>
        <WorkedExample title="Example: 1 1/3 + 2 3/4" steps={worked.mixed.steps}>
          Answer: {worked.mixed.mixed}
        </WorkedExample>
        <p>
          A fraction is in lowest terms when no whole number above 1 divides both its numerator and
          its denominator. Divide both by their greatest common divisor:{' '}
          <MathView mathml={facts.lowestTerms.mathml} />. The GCD &amp; LCM Calculator on the tools
          page finds that divisor for any numbers.
        </p>
      </ToolPageSection>

      <ToolPageSection id="decimals" title="Fractions, decimals and signs" muted>
        <p>
          A fraction is a division, so every fraction has a decimal:{' '}
          <MathView mathml={facts.terminating.mathml} />. When a fraction in lowest terms has a
          denominator with a prime factor other than 2 and 5, its decimal repeats forever, as in{' '}
          <MathView mathml={facts.repeating.mathml} />, so the calculator rounds it to 10 places and
          marks it ≈.
        </p>
        <p>
          A minus sign can sit in front, on top or underneath; all three are the same number:{' '}
          <MathView mathml={facts.negative.mathml} />. The calculator always writes it in front.
        </p>
      </ToolPageSection>
    </ToolPage>
  );
}

export const Component = FractionPage;
