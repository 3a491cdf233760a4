import { MathView } from '../../../components/math/math-view';
import { useWords } from '../../../components/math/words';
import type { SolvedSolution } from '../engine';
import * as styles from './solve.css';

/** A matrix (a table in MathML) gets a line of its own, which scrolls when wider than a phone. */
const isTable = (mathml: string | null) => mathml?.includes('<mtable') ?? false;

function Chips({ solutions, label }: { solutions: readonly SolvedSolution[]; label: string }) {
  return (
    <ul className={styles.solutions} aria-label={label}>
      {solutions.map((solution) => (
        <li key={`${solution.name ?? ''}${solution.text}`}>
          {solution.name ? <span className={styles.label}>{solution.name}: </span> : null}
          {solution.mathml ? (
            <MathView
              mathml={solution.mathml}
              display={isTable(solution.mathml) ? 'block' : 'inline'}
            />
          ) : (
            <span>{solution.text}</span>
          )}
          {solution.decimal ? <span className={styles.decimal}> ≈ {solution.decimal}</span> : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * The solutions typeset, one chip each (a graph's features named). A trig equation typed with
 * neither unit has them in degrees and in radians: two rows, each saying its unit, so both forms
 * are maths a student can read (not only the answer's line of text).
 */
export function SolutionList({
  solutions,
  radianSolutions,
}: {
  solutions: readonly SolvedSolution[];
  radianSolutions?: readonly SolvedSolution[];
}) {
  const t = useWords('solve');
  if (solutions.length === 0) return null;
  if (!radianSolutions || radianSolutions.length === 0) {
    const named = solutions.some((s) => s.name);
    return (
      <Chips solutions={solutions} label={named ? t('solutions.features') : t('solutions.list')} />
    );
  }
  const rows = [
    {
      unit: 'degrees',
      shown: t('solutions.inDegrees'),
      label: t('solutions.listDegrees'),
      list: solutions,
    },
    {
      unit: 'radians',
      shown: t('solutions.inRadians'),
      label: t('solutions.listRadians'),
      list: radianSolutions,
    },
  ];
  return (
    <div className={styles.unitRows}>
      {rows.map(({ unit, shown, label, list }) => (
        <div key={unit} className={styles.unitRow}>
          <span className={styles.unitLabel} aria-hidden="true">
            {shown}
          </span>
          <Chips solutions={list} label={label} />
        </div>
      ))}
    </div>
  );
}
