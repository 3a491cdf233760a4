import { type ToolId, type ToolWidget, tools } from './registry';

/**
 * Each tool's widget module, loaded on demand. Only /tools reads this (the listing and its
 * prerender); the dedicated pages import their widget directly. Apart from `registry.ts`, which
 * is in every page's first load, so that the 17 imports are not.
 */
const widgets: Record<ToolId, () => Promise<ToolWidget>> = {
  logarithm: () =>
    import('./tools/logarithm').then((m) => ({ Widget: m.LogarithmTool, about: m.about })),
  'time-calculator': () =>
    import('./tools/time-calculator').then((m) => ({
      Widget: m.TimeCalculatorTool,
      about: m.about,
    })),
  quadratic: () =>
    import('./tools/quadratic').then((m) => ({ Widget: m.QuadraticTool, about: m.about })),
  radical: () => import('./tools/radical').then((m) => ({ Widget: m.RadicalTool, about: m.about })),
  'prime-factors': () =>
    import('./tools/prime-factors').then((m) => ({
      Widget: m.PrimeFactorsTool,
      about: m.about,
    })),
  'gcd-lcm': () =>
    import('./tools/gcd-lcm').then((m) => ({ Widget: m.GcdLcmTool, about: m.about })),
  arithmetic: () =>
    import('./tools/arithmetic').then((m) => ({ Widget: m.ArithmeticTool, about: m.about })),
  fraction: () =>
    import('./tools/fraction').then((m) => ({ Widget: m.FractionTool, about: m.about })),
  percentage: () =>
    import('./tools/percentage').then((m) => ({ Widget: m.PercentageTool, about: m.about })),
  age: () => import('./tools/age').then((m) => ({ Widget: m.AgeTool, about: m.about })),
  bmi: () => import('./tools/bmi').then((m) => ({ Widget: m.BmiTool, about: m.about })),
  tip: () => import('./tools/tip').then((m) => ({ Widget: m.TipTool, about: m.about })),
  discount: () =>
    import('./tools/discount').then((m) => ({ Widget: m.DiscountTool, about: m.about })),
  gpa: () => import('./tools/gpa').then((m) => ({ Widget: m.GpaTool, about: m.about })),
  loan: () => import('./tools/loan').then((m) => ({ Widget: m.LoanTool, about: m.about })),
  statistics: () =>
    import('./tools/statistics').then((m) => ({ Widget: m.StatisticsTool, about: m.about })),
  'unit-converter': () =>
    import('./tools/unit-converter').then((m) => ({
      Widget: m.UnitConverterTool,
      about: m.about,
    })),
};

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
    const p: TrackedWidget = widgets[id]();
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
