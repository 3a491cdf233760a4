import { Suspense, use } from 'react';
import { SolveOffer } from '../../../components/content/solve-offer';
import { usePageLanguage, useWords } from '../../../components/math/words';
import { Button } from '../../../components/ui/button';
import { searchTools, solverProblemFor, toolPreset } from '../listing';
import type { ToolWidget } from '../registry';
import { loadAllWidgets, loadedWidget } from '../widgets';
import { ToolList } from './tools-listing';
import * as styles from './tools-listing.css';

export { toolPreset };

/**
 * The URL of a search: `?q=`, and when the search names what a tool should be set to ("cm to
 * inches"), that tool's shared-link inputs (`&tool=unit-converter&category=length&from=…`).
 */
export function searchParams(query: string): URLSearchParams {
  const params = new URLSearchParams(query.trim() ? { q: query } : {});
  const preset = toolPreset(query);
  if (preset) {
    params.set('tool', preset.id);
    for (const [key, value] of Object.entries(preset.inputs)) params.set(key, value);
  }
  return params;
}

let everyWidget: Promise<readonly ToolWidget[]> | undefined;
function allWidgets() {
  everyWidget ??= loadAllWidgets().catch((error: unknown) => {
    everyWidget = undefined;
    throw error;
  });
  return everyWidget;
}

/**
 * Tools whose name, summary or keywords match the search, best first (every widget's `about` is
 * read); a tool the search sets up ("cm to inches") shows with those inputs.
 */
function Matches({ query, onClear }: { query: string; onClear: () => void }) {
  use(allWidgets());
  const t = useWords('tools');
  const language = usePageLanguage();
  // In another language a tool is also found by its name and summary in that language.
  const matches = searchTools(query, (id) => {
    const about = loadedWidget(id)!.about;
    if (language === 'en') return about;
    return {
      summary: `${t(`summary.${id}`)} ${about.summary}`,
      keywords: [...about.keywords, t(`name.${id}`)],
    };
  });
  const preset = toolPreset(query);
  return (
    <>
      <h2 id="search-results-heading" className={styles.resultsHeading} aria-live="polite">
        {matches.length
          ? t('search.matches', { count: matches.length, query })
          : t('search.none', { query })}
      </h2>
      {matches.length ? (
        <ToolList list={matches} preset={preset} />
      ) : (
        <div className={styles.empty}>
          <p>{t('search.tryAnother')}</p>
          <Button variant="outline" onClick={onClear}>
            {t('search.showAll')}
          </Button>
        </div>
      )}
    </>
  );
}

/**
 * What a search shows on /tools (`query` trimmed, not empty): the solver offered when the search
 * reads as a maths problem, above the matching tools.
 */
export function ToolSearch({ query, onClear }: { query: string; onClear: () => void }) {
  const solverProblem = solverProblemFor(query);
  return (
    <>
      {solverProblem ? <SolveOffer problem={solverProblem} /> : null}
      <Suspense fallback={<div className={styles.slotPlaceholder} />}>
        <Matches query={query} onClear={onClear} />
      </Suspense>
    </>
  );
}
