import { MathView } from '../../../components/math/math-view';
import { useWords } from '../../../components/math/words';
import { Formula, ToolPage, ToolPageSection, WorkedExample } from '../components/tool-page';
import { pageLinks } from '../page-links';
import { facts, worked } from './examples';
import { slopeFaqs } from './page.meta';
import { Widget } from './widget';

export function SlopePage() {
  const t = useWords('tools');
  const { basic, reduce, negative, decimals, horizontal, vertical } = worked;
  return (
    <ToolPage
      eyebrow="Math tool"
      title="Slope Calculator"
      intro="Find the line through two points exactly: its slope as a fraction in lowest terms, its equation in slope-intercept, point-slope and standard form, the distance between the points and their midpoint, with every step of the working."
      widget={<Widget title={t('widgetTitle.slope')} />}
      faqs={slopeFaqs}
      {...pageLinks('slope')}
    >
      <ToolPageSection id="rise-over-run" title="Slope: rise over run">
        <p>
          The slope of a line says how steep it is and which way it goes. Walk along the line from
          one point to another: the change in y (the rise) divided by the change in x (the run) is
          the slope, and it is the same whichever two points of the line you pick. For the points
          (2, 3) and (5, 7) the rise is 4 and the run is 3:
        </p>
        <Formula mathml={facts.slope.mathml} />
        <p>
          Subtract the coordinates in the same order on the top and the bottom. Starting from the
          other point changes both signs, so the slope stays the same:{' '}
          <MathView mathml={facts.slopeBackwards.mathml} />. A positive slope rises from left to
          right, a negative slope falls, and a slope of 0 is a flat line.
        </p>
        <WorkedExample title="Example: the line through (2, 3) and (5, 7)" steps={basic.steps}>
          Answer: slope {basic.slope}, {basic.equation}
        </WorkedExample>
      </ToolPageSection>

      <ToolPageSection id="lowest-terms" title="The slope as a fraction in lowest terms" muted>
        <p>
          The rise and run often share a factor. Dividing both by their greatest common divisor
          gives the same slope in lowest terms, which is how the calculator writes it. Through (2,
          4) and (6, 10) the rise is 6 and the run 4, and 6/4 reduces to 3/2: y grows by 3 for every
          2 steps in x.
        </p>
        <WorkedExample title="Example: the line through (2, 4) and (6, 10)" steps={reduce.steps}>
          Answer: slope {reduce.slope}, {reduce.equation}
        </WorkedExample>
        <p>
          Decimals are worked out exactly too: 0.1 is one tenth, not the nearest binary number, so
          the slope through (0.1, 0.2) and (0.3, 0.7) is exactly 5/2 and the intercept exactly
          −1/20. The decimal value is shown next to every fraction.
        </p>
        <WorkedExample
          title="Example: the line through (0.1, 0.2) and (0.3, 0.7)"
          steps={decimals.steps}
        >
          Answer: {decimals.equation}
        </WorkedExample>
      </ToolPageSection>

      <ToolPageSection id="forms" title="Three ways to write the same line">
        <p>
          <strong>Slope-intercept form</strong> shows the slope m and the y-intercept b, the height
          at which the line crosses the y-axis:
        </p>
        <Formula mathml={facts.slopeIntercept.mathml} />
        <p>
          With the slope known, b comes from putting either point into the equation and solving: for
          (2, 3) and m = 4/3 that is <MathView mathml={facts.findB.mathml} />, so b = 1/3. The
          calculator writes the result the way people do: no 1x, no + −, and no + 0 when the line
          passes through the origin.
        </p>
        <p>
          <strong>Point-slope form</strong> keeps one of the points in view. Through (2, 3) with
          slope 4/3 it reads <MathView mathml={facts.pointSlope.mathml} />, and it holds at the
          other point too.
        </p>
        <p>
          <strong>Standard form</strong> Ax + By = C clears the fractions: multiply through by the
          denominators, move x and y to the left, and divide out any common factor so A, B and C are
          whole numbers with A positive. The line through (2, 3) and (5, 7) is{' '}
          <MathView mathml={facts.standard.mathml} />; check the second point:{' '}
          <MathView mathml={facts.standardCheck.mathml} />.
        </p>
        <WorkedExample
          title="Example: the line through (−2, −3) and (4, −6)"
          steps={negative.steps}
        >
          Answer: slope {negative.slope}; {negative.equation}; {negative.pointSlope};{' '}
          {negative.standard.text}
        </WorkedExample>
      </ToolPageSection>

      <ToolPageSection id="horizontal-vertical" title="Horizontal and vertical lines" muted>
        <p>
          When both points have the same y, the rise is 0 and so is the slope: the line is
          horizontal, y = b. Through (1, 3) and (4, 3) the answer is {horizontal.equation}.
        </p>
        <p>
          When both points have the same x, the run is 0. A slope would mean dividing by 0, so it is
          undefined: the line is vertical, and its equation names the x that every one of its points
          shares. It has no y-intercept (unless it is the y-axis itself) and no slope-intercept
          form, but it does have a standard form.
        </p>
        <WorkedExample title="Example: the line through (1, 2) and (1, 5)" steps={vertical.steps}>
          Answer: slope {vertical.slope}; {vertical.equation}
        </WorkedExample>
      </ToolPageSection>

      <ToolPageSection id="distance-midpoint" title="Distance and midpoint">
        <p>
          The run and the rise are the two shorter sides of a right triangle whose longest side
          joins the points, so the distance comes from Pythagoras&apos; theorem:{' '}
          <MathView mathml={facts.pythagoras.mathml} />. In general, square the difference of the x
          coordinates and of the y coordinates, add, and take the square root:
        </p>
        <Formula mathml={facts.distance.mathml} />
        <p>
          When the sum is not a perfect square the exact distance keeps a square root, simplified by
          taking out its largest square factor: the distance between (2, 4) and (6, 10) is √52 ={' '}
          {reduce.distance.text}. The decimal value is shown beside it.
        </p>
        <p>
          The midpoint is halfway along: average the x-coordinates and average the y-coordinates.
          For (2, 3) and (5, 7): <MathView mathml={facts.midpointX.mathml} /> and{' '}
          <MathView mathml={facts.midpointY.mathml} />, so the midpoint is {basic.midpoint.text}.
        </p>
      </ToolPageSection>

      <ToolPageSection id="parallel-perpendicular" title="Parallel and perpendicular lines" muted>
        <p>
          Two lines with the same slope never meet: they are parallel. Two lines whose slopes
          multiply to −1 cross at a right angle: they are perpendicular. So a line perpendicular to
          the one through (2, 3) and (5, 7) has slope −3/4, the negative reciprocal of 4/3:{' '}
          <MathView mathml={facts.perpendicular.mathml} />. A horizontal line and a vertical line
          are perpendicular too, even though the vertical one has no slope.
        </p>
        <p>
          To find a line through a given point that is parallel or perpendicular to another, work
          out the slope you need and then use point-slope form with that point.
        </p>
      </ToolPageSection>
    </ToolPage>
  );
}

export const Component = SlopePage;
