import { MathView } from '../../../components/math/math-view';
import type { FaqEntry } from '../../../lib/faq-json-ld';
import type { HowToStep } from '../../../lib/json-ld';
import { Formula, ToolPage, ToolPageSection, WorkedExample } from '../components/tool-page';
import { toolPageMeta } from '../lib/page-meta';
import { pageLinks } from '../page-links';
import { faq, main, prose, worked } from './examples';
import { PercentageCard } from './percentage-card';

export const percentageFaqs: FaqEntry[] = [
  {
    id: 'how',
    question: 'How do I calculate a percentage of a number?',
    answer: `Multiply the number by the percentage and divide by 100: (value × percentage) ÷ 100. For 25% of 80: ${faq.how}.`,
  },
  {
    id: '25-of-100',
    question: 'What is 25 percent of 100?',
    answer: `${faq.twentyFiveOf100}. Per cent means "per hundred", so 25% of 100 is exactly ${faq.twentyFiveOf100}; 25% of 200 is ${faq.twentyFiveOf200}.`,
  },
  {
    id: 'what-percent',
    question: 'How do I find what percent one number is of another?',
    answer: `Divide the part by the whole and multiply by 100. 20 out of 80 is ${faq.ratio}%. The Percentage Calculator on the tools page answers this question and percentage changes too.`,
  },
  {
    id: 'increase',
    question: 'How do I add a percentage to a price?',
    answer: `Multiply by 1 plus the percentage as a decimal. Adding 8% tax to $50 gives ${faq.addTax} dollars. Taking 20% off multiplies by 0.8 instead: ${faq.takeOff} dollars.`,
  },
  {
    id: 'swap',
    question: 'Is 8% of 50 the same as 50% of 8?',
    answer: `Yes. 8% of 50 is ${faq.swap[0]} and 50% of 8 is ${faq.swap[1]}: both are 8 × 50 ÷ 100. Swapping the numbers is a handy mental-math trick: 4% of 75 is the same as 75% of 4, which is ${faq.swapMental[0]}.`,
  },
  {
    id: 'decimals',
    question: 'How many decimals does the result show?',
    answer: `Up to two decimal places, without trailing zeros: ${faq.decimals.join(' and ')}.`,
  },
];

export const percentageHowTo: HowToStep[] = [
  {
    name: 'Enter the value',
    text: 'Type the number you are taking a percentage of, for example 80.',
  },
  { name: 'Enter the percentage', text: 'Type the percentage, for example 25.' },
  {
    name: 'Press Calculate',
    text: `Read the result, for example ${main.sentence}, with the formula (value × percentage) ÷ 100.`,
  },
];

export function PercentagePage() {
  return (
    <ToolPage
      eyebrow="Calculator"
      title="Percentage Calculator"
      intro="Find any percentage of a number in one step, with the formula shown: enter a value and a percentage and press Calculate."
      widget={<PercentageCard />}
      faqs={percentageFaqs}
      {...pageLinks('percentage')}
    >
      <ToolPageSection id="formula" title="The percentage formula">
        <p>
          &quot;Per cent&quot; means &quot;per hundred&quot;: 25% is 25 out of every 100, or the
          fraction 25/100. To take a percentage of a number, multiply the number by that fraction:
        </p>
        <Formula>(value × percentage) ÷ 100 = result</Formula>
        <p>Example:</p>
        <p>
          <strong>{main.sentence}</strong>
        </p>
        <WorkedExample title="Working it out" steps={main.steps} />
      </ToolPageSection>

      <ToolPageSection id="examples" title="More worked examples" muted>
        <WorkedExample title="15% tip on a $64 bill" steps={worked.tip.steps}>
          {worked.tip.answer}
        </WorkedExample>
        <WorkedExample title="30% off a $45 jacket" steps={worked.discount.steps}>
          {worked.discount.answer}
        </WorkedExample>
        <WorkedExample title="8.25% sales tax on $120" steps={worked.tax.steps}>
          {worked.tax.answer}
        </WorkedExample>
        <WorkedExample title="Scoring 42 out of 50 on a test" steps={worked.score.steps}>
          {worked.score.answer}
        </WorkedExample>
      </ToolPageSection>

      <ToolPageSection id="three-questions" title="The three percentage questions">
        <p>
          Almost every percentage problem is one of three questions about the same relationship,
          part = whole × percentage ÷ 100. Which one you have depends on which number is missing.
        </p>
        <h3>1. What is X% of Y? (find the part)</h3>
        <p>
          Multiply by the percentage as hundredths: <MathView mathml={prose.ofEighty.mathml} />.
          This is what the calculator above does.
        </p>
        <h3>2. X is what percent of Y? (find the percentage)</h3>
        <p>
          Divide the part by the whole and multiply by 100: <MathView mathml={prose.ratio.mathml} />
          , so 20 is {prose.quarter}% of 80.
        </p>
        <h3>3. X is P% of what? (find the whole)</h3>
        <p>
          Divide the part by the percentage and multiply by 100. If 20 is 25% of a number, the
          number is <MathView mathml={prose.whole.mathml} />. This reverse calculation is how you
          find an original price from a sale price: if $60 is what you pay after 25% off, you paid
          75% of the original, so the original was <MathView mathml={prose.original.mathml} />{' '}
          dollars.
        </p>
        <p>
          The Percentage Calculator on the tools page answers the second question and percentage
          changes directly.
        </p>
      </ToolPageSection>

      <ToolPageSection id="mental-math" title="Percentages in your head" muted>
        <ul>
          <li>10%: move the decimal point one place left. 10% of 350 is {prose.tenOf350}.</li>
          <li>5%: half of 10%. 5% of 350 is {prose.fiveOf350}.</li>
          <li>1%: move the decimal point two places left. 1% of 350 is {prose.oneOf350}.</li>
          <li>50%, 25%, 20%: divide by 2, 4 and 5.</li>
          <li>
            Build the rest from those: <MathView mathml={prose.fifteen.mathml} />, and{' '}
            <MathView mathml={prose.thirtyFive.mathml} />.
          </li>
        </ul>
      </ToolPageSection>

      <ToolPageSection id="mistakes" title="Common percentage mistakes">
        <h3>Percentage points are not percent</h3>
        <p>
          A rate going from 4% to 5% rises by 1 percentage point, but by {prose.pointRise} percent
          of its old value. News reports mix the two up all the time.
        </p>
        <h3>Increases and decreases do not cancel</h3>
        <p>
          A price raised by 20% and then cut by 20% ends lower than it started:{' '}
          <MathView mathml={prose.upThenDown.mathml} />. The second percentage is taken of a bigger
          number.
        </p>
        <h3>Check which number is the whole</h3>
        <p>
          &quot;What percent of 80 is 20?&quot; ({prose.quarter}%) and &quot;what percent of 20 is
          80?&quot; ({prose.fourTimes}%) are different questions. The whole always goes on the
          bottom of the fraction.
        </p>
      </ToolPageSection>
    </ToolPage>
  );
}

export const meta = toolPageMeta(
  'percentage',
  {
    title: 'Percentage Calculator: Find X% of Any Number | MathTools',
    description:
      'Free percentage calculator: find any percentage of a number instantly with the formula (value × percentage) ÷ 100 shown step by step.',
    keywords: [
      'percentage calculator',
      'percent of a number',
      'calculate percentage',
      'percentage formula',
      '25% of 80',
    ],
  },
  {
    name: 'How to calculate a percentage of a number',
    description: 'Multiply the value by the percentage and divide by 100.',
    steps: percentageHowTo,
  },
  percentageFaqs,
);

export const Component = PercentagePage;
