import type { Reading } from '@mathtools/math-core';
import {
  type FormEvent,
  type Ref,
  startTransition,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { flushSync } from 'react-dom';
import { useSearchParams } from 'react-router-dom';
import { Graph, prefetchGraph } from '../../../components/graph/lazy-graph';
import { AnswerPreview, type Reader } from '../../../components/math/answer-preview';
import { MathView } from '../../../components/math/math-view';
import { usePageLanguage, useWords } from '../../../components/math/words';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input, Label, useValueFromBeforeHydration } from '../../../components/ui/field';
import { Link } from '../../../components/ui/link';
import { VisuallyHidden } from '../../../components/ui/visually-hidden';
import { loadMessages } from '../../../i18n/catalogue';
import type { Language } from '../../../i18n/languages';
import { solverLanguage } from '../../../i18n/math-language';
import type { Translate } from '../../../i18n/use-t';
import { lazyModule, useLazyModule } from '../../../lib/lazy-module';
import { practiceHref } from '../../../lib/practice-categories';
import { keepInView, reveal } from '../../../lib/reveal';
import { problemInputProps } from '../../../lib/solve-entry';
import { exampleProblems } from '../../../lib/solve-kinds';
import type { Outcome, Solved } from '../engine';
import { clearRecent, readRecent, saveRecent } from '../recent';
import { AnotherWay } from './another-way';
import { CopyLink } from './copy-link';
import { ReadAs } from './read-as';
import { RecentProblems } from './recent-problems';
import { SolutionList } from './solution-list';
import * as styles from './solve.css';
import { StepByStep } from './step-by-step';
import { type SuggestTool, ToolHint } from './tool-hint';
import { TutorTools } from './tutor-tools';

let loading: Promise<typeof import('../solver')> | undefined;
/**
 * The solver's chunk, fetched once per page (it fetches the kinds a problem needs); a failed
 * fetch is forgotten, so the next solve or preview fetches anew.
 */
const loadEngine = () => {
  loading ??= import('../solver').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
};

/**
 * The solver's chunk with the page's language (math-core's entry for it, fetched only on a page
 * in a language besides English).
 */
const loadEngineIn = (language: Language) =>
  Promise.all([loadEngine(), solverLanguage(language)]).then(([engine, writing]) => ({
    engine,
    writing,
  }));

/**
 * The preview's reader: the problem as the solver reads it in the page's language, by the solver's
 * chunk, fetched from typing (with the kinds the problem needs, which the solve then has already).
 * The graph's chunk follows it, so that it too is there before Solve is pressed, not fetched and
 * compiled in the time of the first solve.
 */
const problemReaderIn = (language: Language) => (): Promise<Reader> =>
  loadEngineIn(language).then(({ engine, writing }) => {
    prefetchGraph();
    return (text: string) => engine.readTypedProblem(text, writing);
  });

/** The keypad's chunk: fetched when the box is first focused or the keypad first shown. */
const keypadModule = lazyModule(() => import('../keypad/keypad'));

type Shown =
  | (Outcome & { problem: string })
  | { ok: false; message: string; empty: true }
  | { ok: false; message: string }
  | null;

/**
 * The solver: a problem typed in words-free maths, its live typeset reading, then the answer with
 * its method and steps. The problem lives in `?q=`, so a link reproduces the solution.
 */
/** The site's name for a tool math-core links to ("GCD & LCM Calculator"), given by the route. */
export type ToolName = (id: string) => string | undefined;

export function SolvePanel({
  suggestTool,
  toolName,
}: {
  suggestTool?: SuggestTool;
  toolName?: ToolName;
} = {}) {
  const id = useId();
  const t = useWords('solve');
  const language = usePageLanguage();
  const loadProblemReader = useMemo(() => problemReaderIn(language), [language]);
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  // Empty at first on both server and client, so hydration matches; ?q= fills it after.
  const [text, setText] = useState('');
  const textRef = useValueFromBeforeHydration(text, setText);
  const [shown, setShown] = useState<Shown>(null);
  const [pending, setPending] = useState(false);
  const lastRun = useRef<string | null>(null);
  const request = useRef(0);
  // The outcome's heading (an answer) or message (a refusal): it takes the focus when it comes.
  const answerHeading = useRef<HTMLHeadingElement>(null);
  const refusal = useRef<HTMLDivElement>(null);
  const examplesHeading = useRef<HTMLHeadingElement>(null);
  const box = useRef<HTMLInputElement | null>(null);
  const [recent, setRecent] = useState<string[]>([]);
  // The keypad: shown or not (only when asked for), and its chunk, wanted from the box's first
  // focus. While it is shown the box asks for no on-screen keyboard: the keypad is one.
  const [keypadOpen, setKeypadOpen] = useState(false);
  const [keypadWanted, setKeypadWanted] = useState(false);
  const keypad = useLazyModule(keypadModule, keypadWanted);
  const Keypad = keypad.module?.Keypad;
  const form = useRef<HTMLFormElement>(null);

  // Saved in this browser, so read after hydration (the prerendered page has no list).
  useEffect(() => setRecent(readRecent()), []);

  // The keypad's words come with its chunk (the keypad fetches them itself where nothing did).
  const onBoxFocus = useCallback(() => {
    setKeypadWanted(true);
    loadMessages(language, ['keypad']).catch(() => undefined);
  }, [language]);

  // The box may have been focused before the page's script ran.
  useEffect(() => {
    if (box.current && document.activeElement === box.current) onBoxFocus();
  }, [onBoxFocus]);

  /** Shows or hides the keypad; the box keeps (or takes) the focus with the right keyboard. */
  const showKeypad = (open: boolean) => {
    onBoxFocus();
    flushSync(() => setKeypadOpen(open));
    const node = box.current;
    if (!node) return;
    // A phone opens its keyboard for a box that takes the focus in a tap's handler: blurred
    // first, so the box's new inputmode is read again.
    if (!open) node.blur();
    node.focus({ preventScroll: true });
  };

  const boxRef = useCallback(
    (node: HTMLInputElement | null) => {
      box.current = node;
      textRef(node);
    },
    [textRef],
  );

  // Every outcome comes into view, clear of the header and the keypad, and takes the focus: a
  // solve asked for here, a shared link or the home page's box arriving with ?q=, a refusal.
  useEffect(() => {
    if (shown === null) return;
    const target = shown.ok ? answerHeading.current : refusal.current;
    if (target) reveal(target, shown.ok ? 'start' : 'nearest');
  }, [shown]);

  // A refusal grows when its tool hint arrives (looked up after it): it is kept clear of the
  // keypad, or its end would be hidden under it.
  const keepRefusalInView = useCallback(() => {
    if (refusal.current) keepInView(refusal.current, 'nearest');
  }, []);

  // `asTyped`: every word read as typed ("Read it as typed" under a corrected word's answer).
  const run = useCallback(
    (problem: string, asTyped = false) => {
      lastRun.current = problem;
      const ticket = ++request.current;
      setShown(null);
      setPending(true);
      // The graph's chunk comes beside the solver's (if typing has not fetched them already), so
      // the graph appears with the answer.
      prefetchGraph();
      loadEngineIn(language)
        .then(({ engine, writing }) =>
          engine.solveProblem(problem, undefined, {
            ...(asTyped ? { corrections: false } : {}),
            ...(writing ? { language: writing } : {}),
          }),
        )
        .then(
          (outcome) => {
            if (ticket !== request.current) return;
            setShown({ ...outcome, problem });
            setPending(false);
            if (outcome.ok) setRecent(saveRecent(problem));
          },
          () => {
            if (ticket !== request.current) return;
            setShown({ ok: false, message: t('panel.loadFailed') });
            setPending(false);
          },
        );
    },
    [language, t],
  );

  useEffect(() => {
    if (q.trim() === '' || q === lastRun.current) return;
    setText(q);
    run(q);
  }, [q, run]);

  const submit = (problem: string) => {
    const trimmed = problem.trim();
    if (trimmed === '') {
      request.current++;
      setPending(false);
      setShown({ ok: false, message: t('panel.empty'), empty: true });
      return;
    }
    run(trimmed);
    if (trimmed !== q) setParams({ q: trimmed }, { replace: true });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit(text);
  };

  const inputId = `${id}-problem`;
  const hintId = `${id}-hint`;
  const previewId = `${id}-preview`;
  const errorId = `${id}-error`;
  const keypadId = `${id}-keypad`;
  const failed = shown !== null && !shown.ok;
  const refusedAsTyped = failed && 'problem' in shown && shown.problem === text.trim();

  return (
    <div className={styles.layout}>
      <Card className={styles.formCard}>
        <form ref={form} className={styles.form} onSubmit={onSubmit} noValidate>
          <Label htmlFor={inputId}>{t('panel.problem')}</Label>
          <div className={styles.inputRow}>
            <Input
              ref={boxRef}
              id={inputId}
              name="q"
              value={text}
              onChange={(event) => setText(event.target.value)}
              onFocus={onBoxFocus}
              {...problemInputProps}
              placeholder={t('panel.placeholder')}
              inputMode={keypadOpen ? 'none' : 'text'}
              aria-invalid={failed || undefined}
              aria-describedby={`${hintId} ${previewId}${failed ? ` ${errorId}` : ''}`}
              className={styles.input}
            />
            <div className={styles.buttons}>
              <Button type="submit" disabled={pending}>
                {t('panel.solve')}
              </Button>
              <Button
                variant="outline"
                aria-expanded={keypadOpen}
                aria-controls={keypadId}
                onClick={() => showKeypad(!keypadOpen)}
              >
                {t('panel.keypad')}
              </Button>
            </div>
          </div>
          {/* While the refusal of what is in the box is shown, the preview does not say it again. */}
          <AnswerPreview
            id={previewId}
            answer={refusedAsTyped ? '' : text}
            loadReader={loadProblemReader}
          />
          <div id={keypadId} hidden={!keypadOpen} className={styles.keypadSlot}>
            {!keypadOpen ? null : Keypad ? (
              <Keypad
                input={() => box.current}
                onText={setText}
                onEnter={() => form.current?.requestSubmit()}
                onPhoneKeyboard={() => showKeypad(false)}
                onHide={() => setKeypadOpen(false)}
              />
            ) : keypad.failed ? (
              <p className={styles.hint}>
                {t('panel.keypadFailed')}{' '}
                <Button variant="outline" size="small" onClick={keypad.retry}>
                  {t('panel.tryAgain')}
                </Button>
              </p>
            ) : null}
          </div>
          <p id={hintId} className={styles.hint}>
            {t('panel.hint')}
          </p>
        </form>
      </Card>

      {failed ? (
        <Alert
          ref={refusal}
          tabIndex={-1}
          className={styles.refusal}
          id={errorId}
          role="alert"
          tone="destructive"
          title={'empty' in shown ? t('refusal.emptyTitle') : t('refusal.title')}
        >
          <p>{shown.message}</p>
          {'suggestion' in shown && shown.suggestion ? (
            <p data-testid="solve-suggestion">
              <Link to={`?${new URLSearchParams({ q: shown.suggestion })}`}>
                {t('refusal.suggestion', { problem: shown.suggestion })}
              </Link>
            </p>
          ) : null}
          {'problem' in shown && suggestTool ? (
            <ToolHint problem={shown.problem} suggest={suggestTool} onShown={keepRefusalInView} />
          ) : null}
        </Alert>
      ) : null}

      {/* Only the answer is announced; the steps are read when the reader moves to them. */}
      <VisuallyHidden aria-live="polite" aria-atomic="true" data-testid="solve-announcement">
        {shown?.ok ? (shown.solved.answerSpeech ?? shown.solved.answer) : ''}
      </VisuallyHidden>

      {shown?.ok ? (
        <Result
          // A new problem starts its tutor afresh (no working or similar problem of the last).
          key={shown.problem}
          solved={shown.solved}
          corrected={shown.corrected}
          onReadAsTyped={() => run(shown.problem, true)}
          problem={shown.problem}
          headingRef={answerHeading}
          toolName={toolName}
          t={t}
          language={language}
        />
      ) : null}

      <RecentProblems
        problems={recent}
        onClear={() => {
          clearRecent();
          setRecent([]);
          // The list and its button are gone: the focus goes to what follows them.
          examplesHeading.current?.focus();
        }}
      />

      <section aria-labelledby={`${id}-examples`} className={styles.examples}>
        <h2 id={`${id}-examples`} ref={examplesHeading} tabIndex={-1} className={styles.subheading}>
          {t('examples.title')}
        </h2>
        <ul className={styles.exampleList}>
          {exampleProblems.map((example) => (
            <li key={example}>
              <Button
                variant="outline"
                size="small"
                onClick={() => {
                  setText(example);
                  submit(example);
                }}
              >
                {example}
              </Button>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

type ResultProps = {
  solved: Solved;
  /** The words the solver corrected, said with a way to read them as typed. */
  corrected?: readonly Reading[];
  onReadAsTyped: () => void;
  problem: string;
  headingRef: Ref<HTMLHeadingElement>;
  toolName?: ToolName;
  t: Translate;
  language: Language;
};

/**
 * The answer: its line of text; a matrix typeset on a line of its own instead; a trig answer in
 * both units as two lines, degrees then radians.
 */
function AnswerLines({ solved, t }: { solved: Solved; t: Translate }) {
  if (solved.answerMathml)
    return (
      <div className={styles.answerBlock}>
        <span className={styles.label}>{t('result.answer')}</span>
        <div data-testid="solve-answer">
          <MathView mathml={solved.answerMathml} display="block" />
        </div>
      </div>
    );
  const units = solved.answerUnits;
  return (
    <>
      <p className={styles.answer}>
        <span className={styles.label}>{t('result.answer')} </span>
        <strong data-testid="solve-answer">{units ? units.degrees : solved.answer}</strong>
      </p>
      {units ? (
        <p className={styles.answer}>
          <span className={styles.label}>{t('result.inRadians')} </span>
          <strong data-testid="solve-answer-radians">{units.radians}</strong>
        </p>
      ) : null}
    </>
  );
}

/**
 * `value` once the page has painted with it (undefined until then): what waits for it is rendered
 * after the rest is on screen, as a transition.
 */
function useAfterPaint<T>(value: T): T | undefined {
  const [painted, setPainted] = useState<{ value: T }>();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame's callback runs before its paint; a task queued from it runs after.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted({ value })));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [value]);
  return painted?.value === value ? value : undefined;
}

function Result({
  solved,
  corrected,
  onReadAsTyped,
  problem,
  headingRef,
  toolName,
  t,
  language,
}: ResultProps) {
  const category = solved.practice;
  // The graph works its curves out on the main thread (for a trig equation longer than the solve
  // itself): it is drawn once the answer is on screen, not before.
  const graph = useAfterPaint(solved.graph);
  return (
    <Card className={styles.result} data-testid="solve-result">
      <div className={styles.resultHeader}>
        <h2 ref={headingRef} tabIndex={-1} className={styles.answerHeading}>
          {t('result.heading')}
        </h2>
        <CopyLink problem={problem} />
      </div>
      <p className={styles.problem}>
        <MathView mathml={solved.problemMathml} display="block" />
      </p>
      <AnswerLines solved={solved} t={t} />
      <ReadAs corrected={corrected} onReadAsTyped={onReadAsTyped} />
      {solved.interval ? (
        <p className={styles.answer} data-testid="solve-interval">
          <span className={styles.label}>{t('result.interval')} </span>
          {solved.intervalMathml ? (
            <MathView mathml={solved.intervalMathml} />
          ) : (
            <span>{solved.interval}</span>
          )}
        </p>
      ) : null}
      {/* A typeset answer (a matrix) is its one solution: not listed again. */}
      {solved.answerMathml ? null : (
        <SolutionList solutions={solved.solutions} radianSolutions={solved.radianSolutions} />
      )}
      {/* Drawn when math-core can graph the problem (nothing otherwise). */}
      {graph ? <Graph input={graph} id={problem} /> : null}
      <dl className={styles.facts}>
        <dt>{t('result.kind')}</dt>
        <dd>{solved.title}</dd>
        <dt>{t('result.method')}</dt>
        <dd>{solved.method}</dd>
      </dl>
      {solved.tool ? (
        <p className={styles.practice}>
          <Link to={solved.tool.path}>
            {t('result.openTool', {
              name:
                toolName?.(solved.tool.id) ??
                t('result.toolFallback', { name: solved.tool.id.replace(/-/g, ' ') }),
            })}
          </Link>
        </p>
      ) : null}
      <StepByStep steps={solved.steps} titleClassName={styles.stepsTitle} />
      <AnotherWay
        methods={solved.methods}
        solveBy={(method) =>
          loadEngineIn(language).then(({ engine, writing }) =>
            engine.solveProblem(problem, method, writing ? { language: writing } : {}),
          )
        }
      />
      <TutorTools problem={problem} />
      {category ? (
        <p className={styles.practice}>
          {t.rich('result.practice', {
            link: (chunks) => <Link to={practiceHref(category)}>{chunks}</Link>,
            category: t(`category.${category}`),
          })}
        </p>
      ) : null}
    </Card>
  );
}
