import {
  type ComponentPropsWithRef,
  createContext,
  type KeyboardEvent,
  type ReactNode,
  use,
  useId,
  useLayoutEffect,
  useState,
  useSyncExternalStore,
} from 'react';
import { cx } from '../../lib/cx';
import { moveFocusWithin } from './roving-focus';
import * as styles from './tabs.css';

/**
 * The selected tab, held in a small store the tabs and panels subscribe to. The context value
 * itself never changes: a changed context value makes React client-render every Suspense boundary
 * below it that is still waiting to hydrate (it cannot know whether the boundary reads that
 * context), which would drop the prerendered HTML of /tools' widgets that load later.
 */
type TabsStore = {
  baseId: string;
  value: string;
  onValueChange: (value: string) => void;
  listeners: Set<() => void>;
};
const TabsContext = createContext<TabsStore | null>(null);

function useTabs(): { store: TabsStore; value: string } {
  const store = use(TabsContext);
  if (!store) throw new Error('Tabs parts must be inside <Tabs>');
  const value = useSyncExternalStore(
    (listener) => {
      store.listeners.add(listener);
      return () => store.listeners.delete(listener);
    },
    () => store.value,
    () => store.value,
  );
  return { store, value };
}

const triggerId = (baseId: string, value: string) => `${baseId}-trigger-${value}`;
const contentId = (baseId: string, value: string) => `${baseId}-content-${value}`;

/**
 * Controlled tabs, the WAI-ARIA tabs pattern with automatic activation: one tab stop (the
 * selected tab), arrow keys move to the next or previous tab and select it (looping), Home and
 * End go to the first and last. Written out rather than Radix Tabs, whose roving-focus and
 * presence runtime cost ~7 KB gzip in the first load of /tools and /practice.
 */
export function Tabs({
  value,
  onValueChange,
  children,
}: {
  value: string;
  onValueChange: (value: string) => void;
  children: ReactNode;
}) {
  const baseId = useId();
  const [store] = useState<TabsStore>(() => ({
    baseId,
    value,
    onValueChange,
    listeners: new Set(),
  }));
  useLayoutEffect(() => {
    store.onValueChange = onValueChange;
    if (store.value === value) return;
    store.value = value;
    for (const listener of store.listeners) listener();
  }, [store, value, onValueChange]);
  return (
    <TabsContext value={store}>
      <div data-orientation="horizontal">{children}</div>
    </TabsContext>
  );
}

/** Arrow keys, Home and End move to another tab, and focusing a tab selects it (below). */
function moveSelection(event: KeyboardEvent<HTMLDivElement>) {
  const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')];
  moveFocusWithin(event, tabs, { previous: 'ArrowLeft', next: 'ArrowRight' });
}

export function TabsList({ className, onKeyDown, ...props }: ComponentPropsWithRef<'div'>) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      className={cx(styles.list, className)}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        moveSelection(event);
      }}
      {...props}
    />
  );
}

export function TabsTrigger({
  value,
  className,
  ...props
}: Omit<ComponentPropsWithRef<'button'>, 'value'> & { value: string }) {
  const { store, value: current } = useTabs();
  const selected = value === current;
  const select = () => {
    if (!selected) store.onValueChange(value);
  };
  return (
    <button
      type="button"
      role="tab"
      id={triggerId(store.baseId, value)}
      aria-selected={selected}
      aria-controls={contentId(store.baseId, value)}
      data-state={selected ? 'active' : 'inactive'}
      tabIndex={selected ? 0 : -1}
      className={cx(styles.trigger, className)}
      onClick={select}
      onFocus={select}
      {...props}
    />
  );
}

/**
 * A tab's panel. Only the selected panel is rendered, unless `forceMount`: then every panel stays
 * in the DOM (and in the prerendered HTML) with `data-state="inactive"` for the caller to hide.
 */
export function TabsContent({
  value,
  forceMount,
  className,
  children,
  ...props
}: Omit<ComponentPropsWithRef<'div'>, 'value'> & { value: string; forceMount?: boolean }) {
  const { store, value: current } = useTabs();
  const selected = value === current;
  if (!selected && !forceMount) return null;
  return (
    <div
      role="tabpanel"
      id={contentId(store.baseId, value)}
      aria-labelledby={triggerId(store.baseId, value)}
      data-state={selected ? 'active' : 'inactive'}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the tabs pattern makes a panel a tab stop, so a panel without focusable content can still be reached after its tab
      tabIndex={0}
      className={cx(styles.content, className)}
      {...props}
    >
      {children}
    </div>
  );
}
