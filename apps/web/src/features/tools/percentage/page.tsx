import { MathView } from '../../../components/math/math-view';
import { Formula, ToolPage, ToolPageSection, WorkedExample } from '../components/tool-page';
import { pageLinks } from '../page-links';
import { main, prose, worked } from './examples';
import { percentageFaqs } from './page.meta';
import { PercentageCard } from './percentage-card';

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

export const Component = PercentagePage;
