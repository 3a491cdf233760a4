import type { PracticeCategory, PracticeDifficulty } from '@mathtools/contracts';
import { startTransition, use, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useOnline } from '../../../app/pwa/use-online';
import { Button } from '../../../components/ui/button';
import { Card, CardDescription, CardTitle } from '../../../components/ui/card';
import { Link } from '../../../components/ui/link';
import { SidebarLayout } from '../../../components/ui/sidebar-layout';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { loadMessages, messagesReady } from '../../../i18n/catalogue';
import { splitLanguage } from '../../../i18n/languages';
import { useLanguage, useT } from '../../../i18n/use-t';
import { lazyModule, useLazyModule } from '../../../lib/lazy-module';
import { PACK_PARAM } from '../../../lib/packs';
import {
  CATEGORY_PARAM,
  categories,
  categoryFromQuery,
  defaultCategory,
  isCategory,
} from '../../../lib/practice-categories';
import { useWantedSoon } from '../../../lib/use-wanted-soon';
import { browserStorage, firstDifficulty, readDifficulty, saveDifficulty } from '../difficulty';
import { hasQueuedAttempts } from '../offline/queue-key';
import { useOfflineSeedSupply } from '../offline/use-seed-supply';
import { DifficultyPicker } from './difficulty-picker';
import * as styles from './practice.css';
import { ProblemPanel } from './problem-panel';
import { ProgressCard } from './progress-card';
import type { Activity } from './skills/activity-panel';
import { SkillsFailure } from './skills/skills-failure';

/**
 * A chunk that shows the skills' words (`src/i18n/messages/skills/`), fetched together with them
 * in the page's language: the skills list, the skill and review rounds and practice offline.
 * The page does not list them, so its first view, which shows none of those, does without them
 * (2.2–2.6 KB gzip). When either cannot be fetched, the chunk's loader fails, and the page says
 * so as it does for the chunk alone.
 */
const withSkillWords = <M,>(chunk: Promise<M>): Promise<M> =>
  Promise.all([
    chunk,
    loadMessages(splitLanguage(window.location.pathname).language, ['skills']),
  ]).then(([module]) => module);

const skillsCode = lazyModule(() => withSkillWords(import('./skills')));
const offlineCode = lazyModule(() => withSkillWords(import('../offline')));

/**
 * The practice center: category tabs, one problem at a time, the progress card
 * and the Pro promo. Every Next Problem and every tab change starts a new round: the panel is
 * keyed by it, so answer, hint, result and steps reset and a new problem is fetched.
 *
 * `?category=` names the open tab, so a link can open Geometry. It is read in an effect (the
 * prerendered HTML has no query, so the first render shows the default tab and hydration matches),
 * and a tab change writes it back with `history.replaceState`: no history entry per tab, and the
 * router does not take it for a navigation (which would scroll to the top).
 *
 * Under the problem, the category's skills: below the first view on a phone and on a laptop, so
 * their chunk (and their data) waits until the list comes into view or the visitor first scrolls,
 * points, touches, types or moves the focus (`useWantedSoon`), except when a link asked for a
 * pack's skills (`?pack=`). Practise or Review puts that activity (its code fetched on that first
 * click) in the problem's place until Back to random problems or a tab change.
 *
 * Offline, the problems and the free skills are made on this device instead (the offline chunk,
 * fetched then), from seeds the server handed out while the page was online; the answers kept
 * there are sent by it once online, also after a reload, so it is fetched when some wait. If it
 * cannot be fetched, the panel says no problem could be loaded.
 */
export function PracticeCenter() {
  const { key, search } = useLocation();
  const t = useT('practice');
  const [category, setCategory] = useState<PracticeCategory>(defaultCategory);
  // Easy for a new visitor (and in the prerendered page); the browser's last choice once read.
  const [difficulty, setDifficulty] = useState<PracticeDifficulty>(firstDifficulty);
  const [round, setRound] = useState(0);
  const [focusAnswer, setFocusAnswer] = useState(false);
  // No problem is fetched before the URL is read, so ?category=geometry fetches no algebra first.
  // It is read once mounted, so this is also false in the prerendered HTML and during hydration:
  // the skills (their own chunk) wait for it.
  const [urlRead, setUrlRead] = useState(false);
  // What the problem area shows instead of the category's random problems, if anything.
  const [activity, setActivity] = useState<Activity | null>(null);
  const skillsSlot = useRef<HTMLDivElement>(null);
  const [packAsked, setPackAsked] = useState(false);
  const skillsWanted = useWantedSoon(skillsSlot, urlRead) || packAsked;
  const skills = useLazyModule(skillsCode, urlRead && skillsWanted);
  const online = useOnline();
  const offline = useLazyModule(offlineCode, !online || (urlRead && hasQueuedAttempts()));
  const offlinePractice = !online && !offline.failed;
  // Those chunks' words came with them in the language the page had then; after a change of
  // language they are fetched in the new one while the page before stays on screen (a navigation
  // is a transition). Practise and Review open from the skills list, so `skills` covers them too.
  const language = useLanguage();
  if (skills.module || offline.module) use(messagesReady(language, ['skills']) as Promise<void>);
  // The seeds offline problems are made from come from the server, while online.
  useOfflineSeedSupply(online && urlRead);

  useEffect(() => {
    // Again whenever a link opens /practice anew (key) or with another query (search). As a
    // transition: an update from an effect is otherwise rendered in one blocking task, and this
    // one re-renders the whole center right after hydration.
    const query = new URLSearchParams(window.location.search);
    startTransition(() => {
      setCategory(categoryFromQuery(query.get(CATEGORY_PARAM)));
      setDifficulty(readDifficulty(browserStorage()));
      if (query.has(PACK_PARAM)) setPackAsked(true);
      setUrlRead(true);
    });
  }, [key, search]);

  const nextRound = (focus: boolean) => {
    setRound((r) => r + 1);
    setFocusAnswer(focus);
  };

  const closeActivity = () => {
    setActivity(null);
    nextRound(true);
  };

  const chooseDifficulty = (next: PracticeDifficulty) => {
    setDifficulty(next);
    saveDifficulty(browserStorage(), next);
    nextRound(false);
  };

  const chooseCategory = (next: PracticeCategory) => {
    setCategory(next);
    setActivity(null);
    nextRound(false);
    const params = new URLSearchParams(window.location.search);
    params.set(CATEGORY_PARAM, next);
    const { pathname, hash } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}?${params}${hash}`);
  };

  return (
    <SidebarLayout>
      <Tabs
        value={category}
        onValueChange={(value) => {
          if (isCategory(value)) chooseCategory(value);
        }}
      >
        <TabsList aria-label={t('center.tabs')} className={styles.tabList}>
          {categories.map((c) => (
            <TabsTrigger key={c} value={c} className={styles.tab}>
              {t(`category.${c}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {categories.map((c) => (
          <TabsContent key={c} value={c}>
            {c === category && activity === null ? (
              <DifficultyPicker value={difficulty} onChange={chooseDifficulty} />
            ) : null}
            {c !== category ? null : offlinePractice ? (
              offline.module && (
                <offline.module.OfflinePractice key={round} category={c} difficulty={difficulty} />
              )
            ) : activity === null ? (
              <ProblemPanel
                key={round}
                category={c}
                difficulty={difficulty}
                round={round}
                focusAnswer={focusAnswer}
                ready={urlRead}
                onNext={() => nextRound(true)}
              />
            ) : (
              // An activity is chosen in the skills list, so the list's chunk (which has the
              // activity's panel, with its loading and retry cards) is there.
              skills.module && (
                <skills.module.ActivityPanel activity={activity} onClose={closeActivity} />
              )
            )}
            {c === category && urlRead && !offlinePractice ? (
              skills.module ? (
                <skills.module.SkillsOverview
                  category={c}
                  activeSkill={activity?.kind === 'skill' ? activity.id : null}
                  onPractise={(skill, sample) =>
                    setActivity({
                      kind: 'skill',
                      id: skill.id,
                      name: skill.name,
                      sample,
                      session: Date.now(),
                    })
                  }
                  onReview={() => setActivity({ kind: 'review', session: Date.now() })}
                />
              ) : (
                <div ref={skillsSlot} className={styles.skillsPlaceholder}>
                  {skills.failed ? <SkillsFailure onRetry={skills.retry} /> : null}
                </div>
              )
            ) : null}
          </TabsContent>
        ))}
      </Tabs>
      <aside className={styles.aside} aria-label={t('center.aside')}>
        <ProgressCard category={category} />
        {offline.module && <offline.module.OfflineSync />}
        <Card tone="muted" as="section" aria-labelledby="pro-promo-title">
          <CardTitle as="h2" id="pro-promo-title">
            {t('promo.title')}
          </CardTitle>
          <CardDescription>{t('promo.text')}</CardDescription>
          <Button asChild variant="secondary">
            <Link to="/pricing">{t('promo.button')}</Link>
          </Button>
        </Card>
      </aside>
    </SidebarLayout>
  );
}
