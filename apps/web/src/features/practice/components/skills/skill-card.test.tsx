/**
 * The shared skill card, rendered to HTML in each state a round passes through (the online and the
 * offline round only feed it): open with a hint shown, an answer that could not be read, one more
 * try, and decided with the verdict, the solution and Next.
 */
import { generateSkillProblem } from '@mathtools/math-core';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadMessages } from '../../../../i18n/catalogue';
import { SkillCard, type SkillCardProps } from './skill-card';

const TRY_AGAIN_MESSAGE = 'Not quite — try once more.';
beforeAll(() => loadMessages('en', ['practice', 'skills', 'answer']));

const made = generateSkillProblem('one-step-equations', 7, { difficulty: 'Easy' });
if (!made.ok) throw new Error(made.error.message);
const problem = made.value;

const render = (props: Partial<SkillCardProps>) =>
  renderToStaticMarkup(
    <MemoryRouter initialEntries={['/practice']}>
      <SkillCard
        problem={{ ...problem, title: 'One-step equations', hintLevels: problem.hints.length }}
        hints={[]}
        onHint={() => undefined}
        onSubmit={() => undefined}
        graded={null}
        retried={false}
        error={null}
        verdict={null}
        nextLabel="Next problem"
        onNext={() => undefined}
        focusAnswer={false}
        {...props}
      />
    </MemoryRouter>,
  );

/** The answer box's tag. */
const answerBox = (html: string) => /<input[^>]*name="answer"[^>]*>/.exec(html)?.[0] ?? '';

/** The card's status region (what screen readers are told after a grade), its inner markup. */
function statusRegion(html: string): string {
  const open = /<div[^>]*role="status"[^>]*>/.exec(html);
  if (!open) return '';
  const start = open.index + open[0].length;
  let depth = 1;
  const tags = /<(\/?)div\b[^>]*>/g;
  tags.lastIndex = start;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[1] ? -1 : 1;
    if (depth === 0) return html.slice(start, tag.index);
  }
  return '';
}

describe('the skill card', () => {
  it('while open: the box names the preview and the hints shown, the next hint is offered', () => {
    const html = render({ hints: problem.hints.slice(0, 1) });
    const box = answerBox(html);
    expect(box).toMatch(/aria-describedby="[^"]*-preview [^"]*-hints"/);
    expect(box).not.toContain('aria-invalid');
    expect(box).not.toContain('disabled');
    expect(html).toContain('Hint: a nudge');
    expect(html).toContain(problem.hints[0]?.text);
    expect(html).toContain('Show the method');
    expect(html).toContain('Submit Answer');
    expect(html).not.toContain('Next problem');
  });

  it('an answer it cannot read: its reason beside the box, which is marked invalid', () => {
    const html = render({ error: 'We could not read “abc” as a number.' });
    const box = answerBox(html);
    expect(box).toContain('aria-invalid="true"');
    const errorId = /id="([^"]*-error)"/.exec(html)?.[1];
    expect(errorId).toBeDefined();
    expect(box).toContain(`aria-describedby="${errorId} `);
    expect(html).toContain('We could not read “abc” as a number.');
  });

  it('a second try: the try-again words in the status, nothing revealed', () => {
    const html = render({ retried: true });
    expect(html).toContain(TRY_AGAIN_MESSAGE);
    expect(html).not.toContain('revealed-answer');
    expect(html).not.toContain('Step-by-step solution');
  });

  it('a second try after an explained mistake: its sentence in the status region, under the try-again words', () => {
    const reason =
      '3 was added to the other side instead of subtracted: to move +3 across, subtract 3 from both sides';
    const html = render({ retried: true, mistake: reason });
    const status = statusRegion(html);
    expect(status).toContain(TRY_AGAIN_MESSAGE);
    expect(status).toContain(`<p data-testid="answer-mistake">${reason}.</p>`);
    expect(status.indexOf(TRY_AGAIN_MESSAGE)).toBeLessThan(status.indexOf('answer-mistake'));
    expect(html).not.toContain('revealed-answer');
    // A sentence that ends itself gets no second full stop; without a mistake, none is said.
    expect(render({ retried: true, mistake: 'Both roots count!' })).toContain(
      '>Both roots count!</p>',
    );
    expect(render({ retried: true })).not.toContain('answer-mistake');
    expect(render({ retried: true, mistake: null })).not.toContain('answer-mistake');
  });

  it('never says the mistake once the problem is decided', () => {
    const mistake = 'x = -3 is missing';
    const decided = render({
      retried: true,
      mistake,
      verdict: {
        correct: false,
        earned: '',
        answer: problem.answer,
        answerMathml: problem.answerMathml,
        explanation: problem.explanation,
      },
    });
    expect(decided).not.toContain('answer-mistake');
    expect(decided).not.toContain(mistake);
    expect(decided).toContain('Step-by-step solution');
    // Ended without a verdict (answered elsewhere): nothing of the mistake either.
    const ended = render({
      retried: true,
      mistake,
      failure: { message: 'This problem has already been answered.', final: true },
    });
    expect(ended).not.toContain('answer-mistake');
  });

  it('decided: the verdict with what it earned, the answer, the steps, Next; no form buttons', () => {
    const html = render({
      retried: true,
      verdict: {
        correct: true,
        earned: '¾ credit, on the second try.',
        answer: problem.answer,
        answerMathml: problem.answerMathml,
        explanation: problem.explanation,
      },
      kept: <p data-testid="kept">kept</p>,
    });
    expect(html).toContain('Correct! ¾ credit, on the second try.');
    expect(html).not.toContain(TRY_AGAIN_MESSAGE);
    expect(html).toContain('data-testid="revealed-answer"');
    expect(html).toContain('data-testid="kept"');
    expect(html).toContain('Step-by-step solution');
    expect(html).toContain('Next problem');
    expect(html).not.toContain('Submit Answer');
    expect(answerBox(html)).toContain('disabled');
  });

  it('a wrong decided answer names the answer in words', () => {
    const html = render({
      verdict: {
        correct: false,
        earned: '',
        answer: problem.answer,
        answerMathml: problem.answerMathml,
        explanation: problem.explanation,
      },
    });
    expect(html).toContain(`Not quite. The correct answer is: ${problem.answer}`);
  });

  it('a failure that ends the problem shows its message and Next, with no verdict', () => {
    const html = render({
      failure: { message: 'This problem has already been answered.', final: true },
    });
    expect(html).toContain('role="alert"');
    expect(html).toContain('This problem has already been answered.');
    expect(html).toContain('Next problem');
    expect(html).not.toContain('Submit Answer');
  });
});
