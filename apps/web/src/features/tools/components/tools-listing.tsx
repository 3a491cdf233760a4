import {
  type ChangeEvent,
  type FormEvent,
  memo,
  Suspense,
  use,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useLocation } from 'react-router-dom';
import { usePageLanguage, useWords } from '../../../components/math/words';
import { Field, Input, useValueFromBeforeHydration } from '../../../components/ui/field';
import { Container } from '../../../components/ui/section';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { loadMessages, messagesReady } from '../../../i18n/catalogue';
import { type Language, splitLanguage } from '../../../i18n/languages';
import { lazyModule } from '../../../lib/lazy-module';
import { replaceUrl, ToolScopeContext } from '../lib/url-state';
import type { ToolPreset } from '../listing';
import {
  type ToolId,
  type ToolInfo,
  type ToolTab,
  type ToolWidget,
  tabMessages,
  tools,
} from '../registry';
import { tabForAnchor, tabs } from '../tabs';
import { loadedWidget, loadWidget } from '../widgets';
import * as styles from './tools-listing.css';

/**
 * A widget's module loads with its tab, not with the page, and so do the tab's words (its
 * catalogue, `tabMessages`): /tools holds every calculator in three tabs and a visitor sees one
 * tab. The prerendered HTML holds every widget; until a widget's module and words are there, its
 * Suspense boundary keeps that HTML as it is (hidden in its tab), and React hydrates it once they
 * arrive. A tab is shown only once its widgets have loaded, so every visible widget works; a
 * search loads every widget (it reads their `about`), and each result waits for its tab's words.
 */
const slots = new Map<ToolId, { shown: Promise<ToolWidget>; open: () => void }>();
function slot(id: ToolId) {
  let entry = slots.get(id);
  if (!entry) {
    let open = () => {};
    const opened = new Promise<void>((resolve) => {
      open = resolve;
    });
    entry = { shown: opened.then(() => loadWidget(id)), open };
    slots.set(id, entry);
  }
  return entry;
}

/**
 * Loads the widgets of a tab and its words in the page's language (resolves when they are there,
 * or when one failed to load).
 */
function openTab(tab: ToolTab, language: Language): Promise<unknown> {
  const shown = tools
    .filter((t) => t.tab === tab)
    .map((t) => {
      const entry = slot(t.id);
      entry.open();
      return entry.shown;
    });
  return Promise.all([...shown, loadMessages(language, [tabMessages(tab)])]).catch(() => undefined);
}

/**
 * Before the first render in the browser: the widgets of the tab the page opens on (the first,
 * and the one the URL's anchor names), so they hydrate with the page and work as soon as it does.
 */
export function loadShownWidgets(): Promise<unknown> {
  const { language } = splitLanguage(window.location.pathname);
  const params = new URLSearchParams(window.location.search);
  const anchored = tabForAnchor(window.location.hash.slice(1) || (params.get('tool') ?? ''));
  return Promise.all([
    openTab(tabs[0]!.id, language),
    anchored ? openTab(anchored, language) : null,
  ]);
}

function LazyWidget({ tool }: { tool: ToolInfo }) {
  const language = usePageLanguage();
  // The prerender has loaded every widget (`loadAllWidgets`); in the browser a widget waits for
  // its tab to be opened, unless it has loaded already, and for its tab's words.
  const { Widget } =
    loadedWidget(tool.id) ?? use(import.meta.env.SSR ? loadWidget(tool.id) : slot(tool.id).shown);
  use(messagesReady(language, [tabMessages(tool.tab)]) as Promise<void>);
  return <Widget showPageLink />;
}

/**
 * Memoised: the listing re-renders on every tab change and keystroke, and an update reaching a
 * Suspense boundary that is still waiting to hydrate makes React drop its server HTML.
 */
const ToolSlot = memo(function ToolSlot({ tool }: { tool: ToolInfo }) {
  return (
    <div className={tool.wide ? styles.wide : undefined}>
      <Suspense fallback={<div className={styles.slotPlaceholder} />}>
        <LazyWidget tool={tool} />
      </Suspense>
    </div>
  );
});

/**
 * The tools' cards. A tool the search presets (`toolPreset`) is keyed by its preset too: a new
 * preset mounts it afresh, and it reads its inputs from the URL as a shared link's.
 */
export function ToolList({
  list,
  preset,
}: {
  list: readonly ToolInfo[];
  preset?: ToolPreset | null;
}) {
  return (
    <div className={styles.toolGrid}>
      {list.map((t) => (
        <ToolSlot
          key={preset?.id === t.id ? `${t.id}?${new URLSearchParams(preset.inputs)}` : t.id}
          tool={t}
        />
      ))}
    </div>
  );
}

/**
 * The search's code (matching, the converter's presets, the solver's offer, `tool-search.tsx`):
 * fetched with the first search, typed or in a link (`?q=`), not with the page. A failed fetch
 * is forgotten, so the next search fetches it again.
 */
const searchCode = lazyModule(() => import('./tool-search'));

/** The search's results, once its code is there. */
function SearchResults({ query, onClear }: { query: string; onClear: () => void }) {
  const { ToolSearch } = use(searchCode.load());
  return <ToolSearch query={query} onClear={onClear} />;
}

/**
 * /tools (widgets load as their slots are shown, see `slot`): three tabs of tools, a search box
 * (`?q=`, the WebSite SearchAction target; a search that looks like a maths problem is also
 * offered the solver, above the matching tools; one that names a conversion sets the converter
 * up) and anchors (`#logarithm`, `#unit-converter`,
 * `#time-calculator`, `#calculators`, or `?tool=`) that open the right tab and scroll to it. The
 * URL is read in effects: the prerendered HTML is the default view (first tab, no search) so
 * hydration matches.
 */
export function ToolsListing() {
  const t = useWords('tools');
  const language = usePageLanguage();
  const location = useLocation();
  const [tab, setTab] = useState<ToolTab>('math-tools');
  const [query, setQuery] = useState('');
  const [scrollTarget, setScrollTarget] = useState<string | null>(null);
  const tabList = useRef<HTMLDivElement>(null);
  // The last tab asked for: a tab shows once its widgets have loaded (`openTab`), and a quicker
  // later choice must not be overtaken by an earlier one still loading.
  const wanted = useRef<string | null>(null);
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const q = params.get('q') ?? '';
    // A search link that names a conversion (?q=cm+to+inches) gets the tool's inputs, as typing
    // it would (see `search`), unless the link names its tool already: before the results
    // render, which wait for the same code.
    if (q && !params.has('tool')) {
      const hash = window.location.hash.slice(1);
      searchCode.load().then(
        (code) => code.toolPreset(q) && replaceUrl(code.searchParams(q), hash),
        () => undefined,
      );
    }
    setQuery(q);
    const anchor = window.location.hash.slice(1) || (params.get('tool') ?? '');
    const target = tabForAnchor(anchor);
    if (target) {
      wanted.current = target;
      void openTab(target, language).then(() => {
        if (wanted.current !== target) return;
        setTab(target);
        setScrollTarget(anchor);
      });
    }
  }, [location.key, location.search, location.hash, language]);

  // After the tab with the anchor is shown (it was hidden when the router tried to scroll).
  useEffect(() => {
    if (!scrollTarget) return;
    // A tab anchor (#calculators) shows the tab row too; a tool anchor scrolls to the tool.
    const isTab = tabs.some((t) => t.id === scrollTarget);
    // Next frame: the panels follow the selected tab one render after it (components/ui/tabs.tsx).
    const frame = requestAnimationFrame(() => {
      (isTab ? tabList.current : document.getElementById(scrollTarget))?.scrollIntoView();
      setScrollTarget(null);
    });
    return () => cancelAnimationFrame(frame);
  }, [scrollTarget]);

  const chooseTab = (value: string) => {
    wanted.current = value;
    void openTab(value as ToolTab, language).then(() => {
      if (wanted.current !== value) return;
      setTab(value as ToolTab);
      replaceUrl(new URLSearchParams(window.location.search), value);
    });
  };
  const search = (value: string) => {
    setQuery(value);
    // Before the results render: a tool the search presets reads the URL when it mounts. At once
    // once the search's code is there; the first search's results wait for it, after this.
    const code = searchCode.loaded;
    if (code) replaceUrl(code.searchParams(value), '');
    else
      searchCode.load().then(
        (loaded) => replaceUrl(loaded.searchParams(value), ''),
        () => undefined,
      );
  };

  const searchRef = useValueFromBeforeHydration(query, search);
  const trimmed = query.trim();

  return (
    <ToolScopeContext value="listing">
      <Container className={styles.page}>
        <search className={styles.search}>
          {/* Enter before the script has run sends a plain GET, /tools?q=…: the search a link opens. */}
          <form onSubmit={(e: FormEvent) => e.preventDefault()}>
            <Field label={t('search.label')}>
              {(control) => (
                <Input
                  {...control}
                  ref={searchRef}
                  type="search"
                  name="q"
                  value={query}
                  placeholder={t('search.placeholder')}
                  onChange={(e: ChangeEvent<HTMLInputElement>) => search(e.target.value)}
                />
              )}
            </Field>
          </form>
        </search>

        {trimmed ? (
          <section aria-labelledby="search-results-heading" className={styles.results}>
            <Suspense fallback={<div className={styles.slotPlaceholder} />}>
              <SearchResults query={trimmed} onClear={() => search('')} />
            </Suspense>
          </section>
        ) : (
          <Tabs value={tab} onValueChange={chooseTab}>
            <TabsList aria-label={t('tabs.label')} ref={tabList} className={styles.anchor}>
              {tabs.map((tab) => (
                <TabsTrigger key={tab.id} value={tab.id}>
                  {t(`tab.${tab.id}`)}
                </TabsTrigger>
              ))}
            </TabsList>
            {tabs.map((tab) => (
              <TabsContent key={tab.id} value={tab.id} forceMount className={styles.panel}>
                <div id={tab.id} className={styles.anchor}>
                  <ToolList list={tools.filter((tool) => tool.tab === tab.id)} />
                </div>
              </TabsContent>
            ))}
          </Tabs>
        )}
      </Container>
    </ToolScopeContext>
  );
}
