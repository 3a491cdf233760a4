import type { PracticeCategory } from '@mathtools/contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { Card, CardDescription, CardTitle } from '../../../components/ui/card';
import { SidebarLayout } from '../../../components/ui/sidebar-layout';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { categories, categoryLabels, isCategory } from '../categories';
import * as styles from './practice.css';
import { ProblemPanel } from './problem-panel';
import { ProgressCard } from './progress-card';

/**
 * The practice center: category tabs, one problem at a time, the progress card
 * and the Pro promo. Every Next Problem and every tab change starts a new round: the panel is
 * keyed by it, so answer, hint, result and steps reset and a new problem is fetched.
 */
export function PracticeCenter() {
  const [category, setCategory] = useState<PracticeCategory>('algebra');
  const [round, setRound] = useState(0);
  const [focusAnswer, setFocusAnswer] = useState(false);

  const nextRound = (focus: boolean) => {
    setRound((r) => r + 1);
    setFocusAnswer(focus);
  };

  return (
    <SidebarLayout>
      <Tabs
        value={category}
        onValueChange={(value) => {
          if (!isCategory(value)) return;
          setCategory(value);
          nextRound(false);
        }}
      >
        <TabsList aria-label="Practice category" className={styles.tabList}>
          {categories.map((c) => (
            <TabsTrigger key={c} value={c} className={styles.tab}>
              {categoryLabels[c]}
            </TabsTrigger>
          ))}
        </TabsList>
        {categories.map((c) => (
          <TabsContent key={c} value={c}>
            {c === category ? (
              <ProblemPanel
                key={round}
                category={c}
                round={round}
                focusAnswer={focusAnswer}
                onNext={() => nextRound(true)}
              />
            ) : null}
          </TabsContent>
        ))}
      </Tabs>
      <aside className={styles.aside} aria-label="Progress and plans">
        <ProgressCard category={category} />
        <Card tone="muted" as="section" aria-labelledby="pro-promo-title">
          <CardTitle as="h2" id="pro-promo-title">
            Want unlimited practice?
          </CardTitle>
          <CardDescription>
            Pro adds unlimited problems in every category, a premium pack of your choice and
            detailed progress insights. Try it free for 7 days, no card required.
          </CardDescription>
          <Button asChild variant="secondary">
            <Link to="/pricing">Upgrade to Pro</Link>
          </Button>
        </Card>
      </aside>
    </SidebarLayout>
  );
}
