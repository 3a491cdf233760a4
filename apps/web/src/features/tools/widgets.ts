import { folderOf, type ToolId, type ToolWidget, tools } from './registry';

/**
 * Each tool's widget module (`<id>/widget.tsx`), loaded on demand: a chunk of its own per tool.
 * Only /tools reads this (the listing and its prerender); the dedicated pages import their widget
 * directly. Kept apart from `registry.ts`, which is in every page's first load, so that these
 * imports are not.
 */
const widgetModules = import.meta.glob<ToolWidget>('./*/widget.tsx');
const widgets = new Map(
  Object.entries(widgetModules).map(([key, load]) => [
    folderOf(key),
    () => load().then((m): ToolWidget => ({ Widget: m.Widget, about: m.about })),
  ]),
);

type TrackedWidget = Promise<ToolWidget> & {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: ToolWidget;
};
const widgetLoads = new Map<ToolId, TrackedWidget>();

/**
 * Loads a tool's widget module once. The promise carries React's `status`/`value` fields, so a
 * component that reads it with `use()` after it settled does not suspend (a prerender, or a
 * widget already seen). A failed load is forgotten so the next call retries.
 */
export function loadWidget(id: ToolId): TrackedWidget {
  let promise = widgetLoads.get(id);
  if (!promise) {
    const load = widgets.get(id);
    if (!load) throw new Error(`The tool ${id} has no widget.tsx`);
    const p: TrackedWidget = load();
    p.status = 'pending';
    p.then(
      (value) => {
        p.status = 'fulfilled';
        p.value = value;
      },
      () => {
        p.status = 'rejected';
        widgetLoads.delete(id);
      },
    );
    widgetLoads.set(id, p);
    promise = p;
  }
  return promise;
}

/**
 * Loads every widget: the prerender of /tools awaits it (the HTML holds every tool), and the
 * /tools search, which reads every widget's `about`.
 */
export function loadAllWidgets(): Promise<readonly ToolWidget[]> {
  return Promise.all(tools.map((t) => loadWidget(t.id)));
}

/** A widget whose module has loaded, else undefined. */
export function loadedWidget(id: ToolId): ToolWidget | undefined {
  return widgetLoads.get(id)?.value;
}
