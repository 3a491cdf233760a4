import type { QuestionPieces } from '@mathtools/contracts';
import type { Step } from '@mathtools/math-core';
import { Fragment, useEffect, useRef } from 'react';
import * as styles from './math.css';

type MathViewProps = {
  /** A `<math>` element as built by math-core's toMathML (escaped there). */
  mathml: string;
  /** `block` gives a formula its own line that scrolls sideways when it is wider than a phone. */
  display?: 'inline' | 'block';
  className?: string;
};

/** Typeset maths: math-core's MathML, rendered natively by the browser and read as maths by screen readers. */
export function MathView({ mathml, display = 'inline', className }: MathViewProps) {
  const base = display === 'block' ? styles.block : styles.inline;
  const ref = useScrollableFocus(display === 'block', mathml);
  return (
    <span
      ref={ref}
      className={className ? `${base} ${className}` : base}
      // math-core builds this markup from a tree and escapes every text it holds.
      dangerouslySetInnerHTML={{ __html: mathml }}
    />
  );
}

/**
 * A sentence with its maths in place, as math-core wrote it: its words as text and each piece of
 * maths typeset where it stands ("Given ", log₂(y) = 3, ", evaluate ", log₂(y²), ".").
 */
export function MathSentence({ pieces }: { pieces: QuestionPieces }) {
  // A piece's place is its key: the pieces of one sentence never move.
  return pieces.map((piece, i) =>
    typeof piece === 'string' ? (
      <Fragment key={i}>{piece}</Fragment>
    ) : (
      <MathView key={i} mathml={piece.mathml} />
    ),
  );
}

/** Marks a block formula that is wider than its box as a keyboard-scrollable region, or unmarks it. */
function markScrollable(element: Element, wide: boolean) {
  if (!(element instanceof HTMLElement)) return;
  if (wide) {
    element.tabIndex = 0;
    element.classList.add(styles.scrollable);
  } else {
    element.removeAttribute('tabindex');
    element.classList.remove(styles.scrollable);
  }
}

/**
 * One observer for every block formula on the page. It reports an element when observation
 * starts and whenever its box changes, after the browser has laid the page out, and it reports
 * every element of a frame at once: all widths are read before any element is marked, so the
 * marking never forces another layout. (Measuring in the effect instead forced a synchronous
 * layout in the middle of React's commit: 60 ms of a 176 ms task on /practice at 4× CPU
 * throttling, in Chromium's profiler.)
 */
let observer: ResizeObserver | undefined;
const overflowObserver = () =>
  (observer ??= new ResizeObserver((entries) => {
    const wide = entries.map(({ target }) => target.scrollWidth > target.clientWidth);
    for (const [i, { target }] of entries.entries()) markScrollable(target, wide[i]!);
  }));

/**
 * A block formula wider than its box scrolls sideways; it then joins the tab order so keyboard
 * users can scroll it too (and leaves it again when the box grows). Measured after layout, so the
 * prerendered HTML and the first client render stay identical. A new formula is observed anew:
 * its box may keep its size while its content grows.
 */
function useScrollableFocus(enabled: boolean, mathml: string) {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return;
    const watcher = overflowObserver();
    watcher.observe(element);
    return () => watcher.unobserve(element);
  }, [enabled, mathml]);
  return ref;
}

/**
 * A numbered list of working: each line's note in words (when it has one) above its typeset
 * statement. Lines can repeat (`ln(7)` twice in log₇(7)), so they are keyed by place.
 */
export function StepList({ steps, className }: { steps: readonly Step[]; className?: string }) {
  return (
    <ol className={className ? `${styles.steps} ${className}` : styles.steps}>
      {steps.map((step, index) => (
        <li key={index}>
          {step.note ? <span className={styles.note}>{step.note}</span> : null}
          <MathView mathml={step.mathml} display="block" />
        </li>
      ))}
    </ol>
  );
}
