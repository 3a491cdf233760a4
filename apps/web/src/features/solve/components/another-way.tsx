/**
 * "Solve it another way": where math-core lists more than one way to solve the problem
 * (`methods`), the ways these steps did not use are offered; choosing one solves the problem
 * again by it (`solve(text, { method })`, in the solver's chunk, already loaded) and shows that
 * solution's answer and steps, whose heading takes the focus.
 */
import type { SolveMethod } from '@mathtools/math-core';
import { useEffect, useId, useRef, useState } from 'react';
import { StepList } from '../../../components/math/math-view';
import { useWords } from '../../../components/math/words';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import type { Outcome } from '../engine';
import * as styles from './solve.css';

/** The ways not used, when there are any: what the choice offers. */
export const otherMethods = (methods: readonly SolveMethod[]): SolveMethod[] =>
  methods.length > 1 ? methods.filter((m) => !m.used) : [];

type Chosen = { method: SolveMethod; outcome: Outcome };

export function AnotherWay({
  methods,
  solveBy,
}: {
  methods: readonly SolveMethod[];
  /** The problem solved again by the way with this id. */
  solveBy: (method: string) => Promise<Outcome>;
}) {
  const id = useId();
  const t = useWords('solve');
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const ticket = useRef(0);
  const others = otherMethods(methods);
  const used = methods.find((m) => m.used);

  useEffect(() => {
    if (chosen) heading.current?.focus();
  }, [chosen]);

  if (others.length === 0) return null;

  const choose = (method: SolveMethod) => {
    const mine = ++ticket.current;
    setPending(method.id);
    solveBy(method.id).then(
      (outcome) => {
        if (mine !== ticket.current) return;
        setPending(null);
        setChosen({ method, outcome });
      },
      () => {
        if (mine !== ticket.current) return;
        setPending(null);
        setChosen({
          method,
          outcome: { ok: false, message: t('panel.loadFailed') },
        });
      },
    );
  };

  return (
    <div className={styles.tutorSection}>
      <div>
        <Button
          variant="outline"
          aria-expanded={open}
          aria-controls={`${id}-ways`}
          onClick={() => setOpen((o) => !o)}
        >
          {t('another.button')}
        </Button>
      </div>
      <div id={`${id}-ways`} hidden={!open} className={styles.tutorSection}>
        {open ? (
          <>
            <p className={styles.hint} id={`${id}-label`}>
              {t('another.uses', {
                method: used ? t(`another.methodIn.${used.id}`) : t('another.oneWay'),
              })}
            </p>
            <ul className={styles.exampleList} aria-labelledby={`${id}-label`}>
              {others.map((method) => (
                <li key={method.id}>
                  <Button
                    variant={chosen?.method.id === method.id ? 'primary' : 'outline'}
                    size="small"
                    aria-pressed={chosen?.method.id === method.id}
                    disabled={pending !== null}
                    onClick={() => choose(method)}
                  >
                    {t(`another.method.${method.id}`)}
                  </Button>
                </li>
              ))}
            </ul>
            {chosen ? (
              <div className={styles.otherWay} data-testid="other-way">
                <h3 ref={heading} tabIndex={-1} className={styles.stepsTitle}>
                  {t('another.by', { method: t(`another.methodIn.${chosen.method.id}`) })}
                </h3>
                {chosen.outcome.ok ? (
                  <>
                    <p className={styles.answer}>
                      <span className={styles.label}>{t('result.answer')} </span>
                      <strong>{chosen.outcome.solved.answer}</strong>
                    </p>
                    <StepList steps={chosen.outcome.solved.steps} />
                  </>
                ) : (
                  <Alert tone="warning">
                    <p>{chosen.outcome.message}</p>
                  </Alert>
                )}
              </div>
            ) : null}
          </>
        ) : null}
      </div>
    </div>
  );
}
