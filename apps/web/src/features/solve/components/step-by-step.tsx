/**
 * The solution's steps: all at once (the numbered list), or one at a time with the rule each step
 * applies and why that rule holds, a "Next step" button revealing the next. "Show one step at a
 * time" is a toggle button: it keeps its name, says whether it is on with `aria-pressed`, and
 * looks pressed (filled) while it is. A revealed step is
 * announced (its number, rule, statement and reason) in a polite live region; the focus stays on
 * "Next step" while there are more, and goes to the last step when it is revealed, so it is never
 * left on a button that has gone.
 */
import type { Step } from '@mathtools/math-core';
import { useEffect, useId, useRef, useState } from 'react';
import { MathView, StepList } from '../../../components/math/math-view';
import { useWords } from '../../../components/math/words';
import { Button } from '../../../components/ui/button';
import { VisuallyHidden } from '../../../components/ui/visually-hidden';
import type { Translate } from '../../../i18n/use-t';
import * as styles from './solve.css';

/** The rule a step applies: its `rule`, or its note where a step has none (a calculator's). */
export const ruleOf = (step: Step): string => step.rule ?? step.note;

/** The note, when it says more than the rule does ("−2 and −3" beside "Sum and product"). */
export const extraNote = (step: Step): string | null =>
  step.note && step.note !== ruleOf(step) ? step.note : null;

/**
 * What a screen reader hears when a step is revealed: "Step 2 of 4: Sum and product. …", in the
 * words of `t` (the solve catalogue in the page's language).
 */
export function stepAnnouncement(step: Step, index: number, total: number, t: Translate): string {
  const parts = [t('steps.announce', { n: index + 1, total, rule: ruleOf(step) }), step.text];
  if (step.why) parts.push(t('steps.announceWhy', { why: step.why }));
  if (index === total - 1) parts.push(t('steps.last'));
  return parts.join(' ');
}

export function StepByStep({
  steps,
  titleClassName,
}: {
  steps: readonly Step[];
  titleClassName: string;
}) {
  const id = useId();
  const t = useWords('solve');
  const [oneAtATime, setOneAtATime] = useState(false);
  // How many steps are revealed, while one at a time.
  const [shown, setShown] = useState(1);
  const lastStep = useRef<HTMLLIElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  const revealedByNext = useRef(false);

  const total = steps.length;
  const done = shown >= total;

  // After "Next step": the new step comes into view; the last one takes the focus (the button is
  // gone), the others leave it on "Next step" for the next press.
  useEffect(() => {
    if (!revealedByNext.current) return;
    revealedByNext.current = false;
    const step = lastStep.current;
    if (!step) return;
    if (shown >= total) step.focus({ preventScroll: true });
    step.scrollIntoView({ block: 'nearest' });
    nextButton.current?.scrollIntoView({ block: 'nearest' });
  }, [shown, total]);

  if (total === 0) return null;

  const toggle = () => {
    setOneAtATime((on) => !on);
    setShown(1);
  };

  const revealed = steps.slice(0, oneAtATime ? shown : total);
  return (
    <section className={styles.stepsSection} aria-labelledby={`${id}-title`}>
      <div className={styles.stepsHeader}>
        <h3 id={`${id}-title`} className={titleClassName}>
          {t('steps.title')}
        </h3>
        <Button
          variant={oneAtATime ? 'primary' : 'outline'}
          size="small"
          onClick={toggle}
          aria-pressed={oneAtATime}
          aria-controls={`${id}-steps`}
        >
          {t('steps.oneAtATime')}
        </Button>
      </div>
      <div id={`${id}-steps`} className={styles.stepsSection}>
        {oneAtATime ? (
          <>
            <ol className={styles.walk} data-testid="step-walk">
              {revealed.map((step, index) => (
                <li
                  // Steps are revealed in order and never reordered: the place is the key.
                  key={index}
                  ref={index === revealed.length - 1 ? lastStep : undefined}
                  tabIndex={index === revealed.length - 1 ? -1 : undefined}
                  className={styles.walkStep}
                >
                  <p className={styles.walkRule}>
                    <span className={styles.walkNumber}>
                      {t('steps.stepOf', { n: index + 1, total })}
                    </span>{' '}
                    {ruleOf(step)}
                  </p>
                  {extraNote(step) ? <p className={styles.walkNote}>{extraNote(step)}</p> : null}
                  <MathView mathml={step.mathml} display="block" />
                  {step.why ? (
                    <p className={styles.walkWhy} data-testid="step-why">
                      <span className={styles.label}>{t('steps.why')} </span>
                      {step.why}
                    </p>
                  ) : null}
                </li>
              ))}
            </ol>
            {done ? (
              <p className={styles.hint}>{t('steps.last')}</p>
            ) : (
              <div>
                <Button
                  ref={nextButton}
                  onClick={() => {
                    revealedByNext.current = true;
                    setShown((n) => Math.min(n + 1, total));
                  }}
                >
                  {t('steps.next')}
                </Button>
              </div>
            )}
          </>
        ) : (
          <StepList steps={steps} />
        )}
      </div>
      {/* The step just revealed, read once; empty while all steps are listed. */}
      <VisuallyHidden aria-live="polite" aria-atomic="true" data-testid="step-announcement">
        {oneAtATime ? stepAnnouncement(steps[shown - 1] as Step, shown - 1, total, t) : ''}
      </VisuallyHidden>
    </section>
  );
}
