import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { usePageLanguage } from '../../../components/math/words';
import type { Language } from '../../../i18n/languages';
import { translator } from '../../../i18n/use-t';
import { lazyModule } from '../../../lib/lazy-module';
import type { ToolId } from '../registry';
import { readTyped, writeTyped } from './local-numbers';
import { firstOutOfRange } from './parse';

/**
 * Shareable tool state: every tool reads its inputs from the URL query and writes them back after a
 * valid calculation, so a copied link reproduces the result.
 *
 * - On a dedicated page the tool owns the query: `/tools/logarithm-simplifier?base=2&value=8`.
 * - On /tools many tools share one URL, so the query also names the tool:
 *   `/tools?tool=logarithm&base=2&value=8` (plus `q` when a search is active). Only the tool named
 *   by `tool` reads the query; the last calculation wins the URL.
 *
 * Reading happens in an effect (the prerendered HTML has no query, so the first render must not
 * depend on it); writing uses `history.replaceState` so the Back button is not flooded and the
 * router does not treat it as a navigation (which would scroll to the top).
 */
export type ToolScope = 'page' | 'listing';
export const ToolScopeContext = createContext<ToolScope>('page');
/** The tool a form belongs to (set by its card): what a form sent on /tools names in `tool`. */
export const ToolIdContext = createContext<ToolId | null>(null);

export type QueryValues = Record<string, string>;

export function useShareableInputs(
  toolId: ToolId,
  keys: readonly string[],
  load: (values: QueryValues) => void,
): (values: QueryValues) => void {
  const scope = useContext(ToolScopeContext);
  const { key, search } = useLocation();
  const loadRef = useRef(load);
  loadRef.current = load;
  const keysRef = useRef(keys);
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    if (scope === 'listing' && params.get('tool') !== toolId) return;
    const values: QueryValues = {};
    let found = false;
    for (const k of keysRef.current) {
      // A key given more than once (a form sent before the page's script ran, one field per
      // row: credits=3&credits=4) reads as the comma-separated list a link writes.
      const all = params.getAll(k);
      if (all.length > 0) {
        values[k] = all.join(',');
        found = true;
      }
    }
    if (found) loadRef.current(values);
  }, [key, search, scope, toolId]);

  return useCallback(
    (values: QueryValues) => {
      const current = new URLSearchParams(window.location.search);
      const next = new URLSearchParams();
      if (scope === 'listing') {
        const q = current.get('q');
        if (q) next.set('q', q);
        next.set('tool', toolId);
      }
      for (const [k, v] of Object.entries(values)) if (v !== '') next.set(k, v);
      const { pathname, hash } = window.location;
      // On /tools the link names its tool, which opens the tool's tab and scrolls to it; a tab
      // anchor left from a click (#calculators) would win and scroll to the tab row instead.
      const anchor = scope === 'listing' ? '' : hash;
      window.history.replaceState(window.history.state, '', `${pathname}?${next}${anchor}`);
    },
    [scope, toolId],
  );
}

/** Replaces (never pushes) the query and hash of the current URL, keeping the router's state. */
export function replaceUrl(params: URLSearchParams, hash: string): void {
  const query = params.toString();
  window.history.replaceState(
    window.history.state,
    '',
    `${window.location.pathname}${query ? `?${query}` : ''}${hash ? `#${hash}` : ''}`,
  );
}

/**
 * Why a tool refused its input, in the words its form uses (`field` names the input at fault, as
 * the `name` of its control). A tool that explains refusals returns one from `solve`.
 */
export class Refusal {
  constructor(
    readonly message: string,
    readonly field?: string,
  ) {}
}

/**
 * A tool's heavy part (math-core's function and the view of its result) in a module of its own,
 * loaded when the visitor first reaches for the form (`ToolForm`'s `prepare`: a focus or a press
 * inside it), when Calculate is pressed, or when a link brings inputs. The page and its form
 * hydrate without it, so a calculator page's first load carries no solver it may never run.
 * A failed load is forgotten, so the next use retries.
 */
export function lazyWork<I, A>(
  importer: () => Promise<{ solve: (inputs: I, language: Language) => A }>,
) {
  const work = lazyModule(importer);
  return {
    /** Starts the load ahead of need; a failure is left for `solve` to report. */
    prepare(): void {
      work.load().catch(() => undefined);
    },
    /**
     * The module's `solve`: at once when the module is here, else once it has loaded (a `solve`
     * that itself answers later is then awaited in the same promise).
     */
    solve: (inputs: I, language: Language = 'en'): A | Promise<Awaited<A>> =>
      work.loaded
        ? work.loaded.solve(inputs, language)
        : work.load().then(async (m): Promise<Awaited<A>> => await m.solve(inputs, language)),
  };
}

type Solved<R> = R | Refusal;

/**
 * The state every single-form tool shares: text inputs, the last valid result, and a calculate
 * that writes the inputs to the URL when it succeeds. A link with the tool's keys fills the form
 * and calculates on load. `solve` answers a result, or a `Refusal` saying why the input cannot be
 * calculated (math-core's message in the form's words, `explain`): it is kept in `error` and the
 * previous result is cleared, so a stale answer is never shown beside the message, whether the
 * input came from the form or from a link. `solve` may answer later (a promise, from
 * `lazyWork`): `busy` is true meanwhile, and answers apply in the order they were asked for.
 * `form` is what `ToolForm` takes from it (`<ToolForm {...form} …>`).
 *
 * `solve` is given the inputs as the calculators read numbers and the page's language (for the
 * words and numbers of its answer): on a page in a language that writes a decimal comma, a field
 * holding one number so written (`12,5`, `1.234,5`) reaches it as `12.5`, `1234.5`.
 */
export function useToolState<I extends Record<string, string>, R extends object>(
  toolId: ToolId,
  initial: I,
  solve: (inputs: I, language: Language) => Solved<R> | Promise<Solved<R>>,
  fromQuery: (values: QueryValues) => I = (values) => ({ ...initial, ...values }),
) {
  const [inputs, setInputs] = useState<I>(initial);
  const [result, setResult] = useState<R | null>(null);
  const [error, setError] = useState<Refusal | null>(null);
  const [waiting, setWaiting] = useState(0);
  const apply = (solved: Solved<R>) => {
    if (solved instanceof Refusal) {
      setError(solved);
      setResult(null);
      return false;
    }
    setError(null);
    setResult(solved);
    return true;
  };
  const language = usePageLanguage();
  const t = translator(language, 'tools');
  const run = (typed: I, then: () => void = () => {}) => {
    const next = readTyped(typed, language);
    // A number past what a float holds would reach math-core as Infinity: said here, by field.
    const tooLarge = firstOutOfRange(next);
    const solved = tooLarge
      ? new Refusal(
          language === 'en'
            ? tooLarge.message
            : t('refusal.outOfRange', { typed: (typed[tooLarge.field] ?? '').trim() }),
          tooLarge.field,
        )
      : solve(next, language);
    if (!(solved instanceof Promise)) {
      if (apply(solved)) then();
      return;
    }
    setWaiting((n) => n + 1);
    solved
      .then(
        (answer) => apply(answer) && then(),
        // Its module could not be loaded (offline on a first visit).
        () => apply(new Refusal(t('refusal.unavailable'))),
      )
      .finally(() => setWaiting((n) => n - 1));
  };
  // A link holds the numbers as the calculators read them (`2.5`), so it means the same in every
  // language (the language menu keeps the query); the fields show them as the page writes them.
  const share = useShareableInputs(toolId, Object.keys(initial), (values) => {
    const next = writeTyped(fromQuery(values), language);
    setInputs(next);
    run(next);
  });
  const calculate = (next: I = inputs) => run(next, () => share(readTyped(next, language)));
  const set = (key: keyof I) => (value: string) => setInputs((prev) => ({ ...prev, [key]: value }));
  /** Load Example: the example's inputs, and no refusal left from what was there before. */
  const loadExample = (next: I) => {
    setInputs(next);
    setError(null);
  };
  /**
   * A control's props for input `key`: its value, its onChange and its `name`, which is the key,
   * so a form sent before the page's script ran comes back with the input in its query.
   */
  const field = (key: keyof I & string) => ({ name: key, value: inputs[key], onChange: set(key) });
  const busy = waiting > 0;
  const form = { onCalculate: () => calculate(), error, busy };
  return { inputs, setInputs, loadExample, set, field, result, error, busy, calculate, form };
}
