import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/field';
import { Container } from '../../../components/ui/section';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { SolveOffer } from '../../solve/components/solve-offer';
import { looksLikeProblem } from '../../solve/looks-like-problem';
import { searchTools, tabForAnchor, tabs } from '../listing';
import { loadedWidget, type ToolInfo, type ToolTab, tools } from '../registry';
import { replaceUrl, ToolScopeContext } from '../url-state';
import * as styles from './tools-listing.css';

function ToolList({ list }: { list: readonly ToolInfo[] }) {
  return (
    <div className={styles.toolGrid}>
      {list.map((t) => {
        const { Widget: Tool } = loadedWidget(t.id);
        return (
          <div key={t.id} className={t.wide ? styles.wide : undefined}>
            <Tool showPageLink />
          </div>
        );
      })}
    </div>
  );
}

/**
 * /tools (its route loads every widget first, `loadAllWidgets`): three tabs of tools, a search box
 * (`?q=`, the WebSite SearchAction target; a search that looks like a maths problem is also
 * offered the solver, above the matching tools) and anchors (`#logarithm`, `#unit-converter`,
 * `#time-calculator`, `#calculators`, or `?tool=`) that open the right tab and scroll to it. The
 * URL is read in effects: the prerendered HTML is the default view (first tab, no search) so
 * hydration matches.
 */
export function ToolsListing() {
  const location = useLocation();
  const [tab, setTab] = useState<ToolTab>('math-tools');
  const [query, setQuery] = useState('');
  const [scrollTarget, setScrollTarget] = useState<string | null>(null);
  const tabList = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    setQuery(params.get('q') ?? '');
    const anchor = window.location.hash.slice(1) || (params.get('tool') ?? '');
    const target = tabForAnchor(anchor);
    if (target) {
      setTab(target);
      setScrollTarget(anchor);
    }
  }, [location.key, location.search, location.hash]);

  // After the tab with the anchor is shown (it was hidden when the router tried to scroll).
  useEffect(() => {
    if (!scrollTarget) return;
    // A tab anchor (#calculators) shows the tab row too; a tool anchor scrolls to the tool.
    const isTab = tabs.some((t) => t.id === scrollTarget);
    (isTab ? tabList.current : document.getElementById(scrollTarget))?.scrollIntoView();
    setScrollTarget(null);
  }, [scrollTarget]);

  const chooseTab = (value: string) => {
    setTab(value as ToolTab);
    replaceUrl(new URLSearchParams(window.location.search), value);
  };
  const search = (value: string) => {
    setQuery(value);
    const params = new URLSearchParams(value.trim() ? { q: value } : {});
    replaceUrl(params, '');
  };

  const trimmed = query.trim();
  const matches = trimmed ? searchTools(trimmed, (id) => loadedWidget(id).about) : [];

  return (
    <ToolScopeContext value="listing">
      <Container className={styles.page}>
        <search className={styles.search}>
          <form onSubmit={(e: FormEvent) => e.preventDefault()}>
            <Field label="Search tools">
              {(control) => (
                <Input
                  {...control}
                  type="search"
                  value={query}
                  placeholder="e.g. percent, loan, inches"
                  onChange={(e: ChangeEvent<HTMLInputElement>) => search(e.target.value)}
                />
              )}
            </Field>
          </form>
        </search>

        {trimmed ? (
          <section aria-labelledby="search-results-heading" className={styles.results}>
            {looksLikeProblem(trimmed) ? <SolveOffer problem={trimmed} /> : null}
            <h2 id="search-results-heading" className={styles.resultsHeading} aria-live="polite">
              {matches.length
                ? `${matches.length} ${matches.length === 1 ? 'tool matches' : 'tools match'} “${trimmed}”`
                : `No tools match “${trimmed}”`}
            </h2>
            {matches.length ? (
              <ToolList list={matches} />
            ) : (
              <div className={styles.empty}>
                <p>
                  Try a shorter word or another name for the tool, such as percent, loan, age,
                  inches or log.
                </p>
                <Button variant="outline" onClick={() => search('')}>
                  Show all tools
                </Button>
              </div>
            )}
          </section>
        ) : (
          <Tabs value={tab} onValueChange={chooseTab}>
            <TabsList aria-label="Tool categories" ref={tabList} className={styles.anchor}>
              {tabs.map((t) => (
                <TabsTrigger key={t.id} value={t.id}>
                  {t.label}
                </TabsTrigger>
              ))}
            </TabsList>
            {tabs.map((t) => (
              <TabsContent key={t.id} value={t.id} forceMount className={styles.panel}>
                <div id={t.id} className={styles.anchor}>
                  <ToolList list={tools.filter((tool) => tool.tab === t.id)} />
                </div>
              </TabsContent>
            ))}
          </Tabs>
        )}
      </Container>
    </ToolScopeContext>
  );
}
