import { MathView } from '../../../components/math/math-view';
import type { FaqEntry } from '../../../lib/faq-json-ld';
import type { HowToStep } from '../../../lib/json-ld';
import { Formula, ToolPage, ToolPageSection, WorkedExample } from '../components/tool-page';
import { conclusion } from '../lib/page-math';
import { toolPageMeta } from '../lib/page-meta';
import { pageLinks } from '../page-links';
import { facts, rules, worked } from './examples';
import { Widget } from './widget';

export const fractionFaqs: FaqEntry[] = [
  {
    id: 'add-different-denominators',
    question: 'How do I add fractions with different denominators?',
    answer: `Rewrite both fractions over a common denominator, usually the least common multiple of the two denominators, then add the numerators. For 3/4 + 5/6 the common denominator is 12: ${conclusion(worked.add.steps).text}.`,
  },
  {
    id: 'divide',
    question: 'How do I divide one fraction by another?',
    answer: `Multiply by the reciprocal of the second fraction (turn it upside down): ${conclusion(worked.divide.steps).text}. Dividing by 0 is not possible, and the calculator says so.`,
  },
  {
    id: 'mixed-numbers',
    question: 'What is a mixed number, and how do I type one?',
    answer: `A mixed number is a whole number and a proper fraction together, such as 2 1/2 (two and a half). Type the whole number, a space and the fraction. The calculator works with it as an improper fraction, ${facts.mixedToImproper.text}, and gives the result both ways.`,
  },
  {
    id: 'lowest-terms',
    question: 'How is the answer simplified?',
    answer: `The numerator and denominator are divided by their greatest common divisor, so no whole number above 1 divides both: ${facts.lowestTerms.text}. An improper result is also shown as a mixed number, such as ${facts.improperToMixed.text}.`,
  },
  {
    id: 'negatives-decimals',
    question: 'Can I use negative numbers, whole numbers or decimals?',
    answer:
      'Yes. Type -3/4 or -2 1/2 for a negative fraction, 5 for a whole number and 0.25 for a decimal; each is read exactly, so 0.25 is one quarter. The result keeps its sign in front of the fraction.',
  },
  {
    id: 'decimal',
    question: 'Why is the decimal sometimes marked ≈?',
    answer: `Some fractions have decimals that never end, such as ${facts.repeating.text}. The calculator shows up to 10 decimal places and marks the decimal ≈ when it is rounded; the fraction itself is always exact.`,
  },
];

export const fractionHowTo: HowToStep[] = [
  {
    name: 'Enter the first fraction',
    text: 'Type a fraction such as 3/4, a mixed number such as 2 1/2, or a whole number.',
  },
  { name: 'Choose the operation', text: 'Pick add, subtract, multiply or divide.' },
  { name: 'Enter the second fraction', text: 'Type the second fraction or mixed number.' },
  {
    name: 'Press Calculate',
    text: 'Read the result in lowest terms, as a mixed number and as a decimal, with every step of the working.',
  },
];

export function FractionPage() {
  return (
    <ToolPage
      eyebrow="Calculator"
      title="Fraction Calculator"
      intro="Add, subtract, multiply and divide fractions, mixed numbers and whole numbers. The answer comes in lowest terms, as a mixed number and as a decimal, with every step of the working."
      widget={<Widget title="Calculate with fractions" />}
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

export const meta = toolPageMeta(
  'fraction',
  {
    title: 'Fraction Calculator with Steps: Add, Subtract, Multiply, Divide | MathTools',
    description:
      'Free fraction calculator: add, subtract, multiply and divide fractions and mixed numbers, with the answer in lowest terms, as a mixed number and a decimal, and every step shown.',
    keywords: [
      'fraction calculator',
      'adding fractions',
      'mixed number calculator',
      'simplify fractions',
      'dividing fractions',
      'fractions with steps',
    ],
  },
  {
    name: 'How to calculate with fractions',
    description:
      'Enter two fractions or mixed numbers and an operation; the calculator finds a common denominator or multiplies across, then simplifies.',
    steps: fractionHowTo,
  },
  fractionFaqs,
);

export const Component = FractionPage;
