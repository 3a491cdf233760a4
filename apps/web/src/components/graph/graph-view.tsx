import {
  type Graphable,
  type Graph as GraphData,
  graph,
  type PlotFeature,
  type PlotWindow,
  type WritingLanguage,
} from '@mathtools/math-core';
import {
  type KeyboardEvent,
  type PointerEvent,
  startTransition,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import type { Language } from '../../i18n/languages';
import { solverLanguage } from '../../i18n/math-language';
import type { Translate } from '../../i18n/use-t';
import { lazyModule, useLazyModule } from '../../lib/lazy-module';
import { useLazyWords, usePageLanguage } from '../math/words';
import { Button } from '../ui/button';
import { VisuallyHidden } from '../ui/visually-hidden';
import * as styles from './graph.css';
import {
  axesOf,
  axisTicks,
  centre,
  everyFeature,
  formatCoordinate,
  formatNumber,
  fromPixel,
  nearestStop,
  nextStop,
  type PlacedLabel,
  panView,
  placeLabels,
  type Stop,
  stepDecimals,
  type TickLabel,
  toPixel,
  traceStops,
  type View,
  zoomView,
} from './scale';
import { audioContextClass } from './web-audio';
import { kindWord, xText } from './words';

/** The sound sweep's code: fetched when Listen is first pressed. */
const soundModule = lazyModule(() => import('./sound'));
/** The data table: fetched when the table is first opened. */
const tableModule = lazyModule(() => import('./data-table'));

type Curves = Extract<GraphData, { kind: 'curves' }>;
type NumberLine = Extract<GraphData, { kind: 'number-line' }>;

/**
 * math-core's graph of what the solver returned (never read or solved again: a new window only
 * samples it again), its description and labels in the page's language (`writing`, math-core's
 * entry for it; English without one), or undefined when there is nothing to draw.
 */
function graphOf(
  input: Graphable,
  window: PlotWindow | undefined,
  writing: WritingLanguage | undefined,
): GraphData | undefined {
  try {
    const result = graph(input, window, writing ? { language: writing } : {});
    return result.ok ? result.value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * math-core's entry for the page's language, which the graph's description is written in:
 * undefined on an English page (at once), else null until it has been fetched (the solver has
 * usually fetched it already). A failed fetch leaves the graph in English.
 */
function useGraphLanguage(): WritingLanguage | undefined | null {
  const language = usePageLanguage();
  const [entry, setEntry] = useState<{ language: Language; writing?: WritingLanguage } | null>(
    null,
  );
  useEffect(() => {
    if (language === 'en') return;
    let live = true;
    solverLanguage(language).then(
      (writing) => live && setEntry(writing ? { language, writing } : { language }),
      () => live && setEntry({ language }),
    );
    return () => {
      live = false;
    };
  }, [language]);
  if (language === 'en') return undefined;
  return entry?.language === language ? entry.writing : null;
}

/**
 * The graph of a problem, explorable: zoom and pan (buttons, wheel, drag, pinch, keys), a trace
 * read aloud, a data table and a sound sweep. Renders nothing when math-core has no graph of it.
 * Keyed by `id` where it is used, so a new problem starts from its own default window.
 */
export function GraphView({ input, id, title, inLiveRegion = false }: GraphProps) {
  const writing = useGraphLanguage();
  const base = useMemo(
    () => (writing === null ? undefined : graphOf(input, undefined, writing)),
    [input, writing],
  );
  // Its words come with it (the solver's and the tools' pages show it), in the page's language.
  const t = useLazyWords('graph');
  if (!base || !t || writing === null) return null;
  return (
    <Explorer
      key={id}
      {...{ input, id, base, inLiveRegion, t, writing }}
      title={title ?? t('title')}
    />
  );
}

export type GraphProps = {
  /**
   * What the solver returned for the problem (`solve`'s or `solveQuadratic`'s result), or the
   * problem as a tree: drawn as it is, each new window sampled from it again.
   */
  input: Graphable;
  /** Names the problem (its text as typed): a new id starts from its own default window. */
  id: string;
  /** The figure's caption ("Graph" in the page's language without one). */
  title?: string;
  /**
   * Set where the graph sits inside a live region (a tool's result): the graph then opts out of
   * it, so its arrival and each redraw are not read out; the trace still speaks.
   */
  inLiveRegion?: boolean;
};

/** How high the plot is for a width: wider than high, within bounds a phone and a desktop suit. */
const plotHeight = (width: number) => Math.round(Math.min(420, Math.max(240, width * 0.66)));
const NUMBER_LINE_HEIGHT = 104;
/** The width drawn before the box has been measured (and on the server). */
const FIRST_WIDTH = 640;

const ZOOM_STEP = 1.5;
/** How long the view rests before math-core samples it again. */
const RESAMPLE_DELAY_MS = 150;

const isLine = (f: PlotFeature) =>
  f.kind === 'vertical-asymptote' ||
  f.kind === 'horizontal-asymptote' ||
  f.kind === 'slant-asymptote';

/** A number-line stop: an endpoint or marked point, and whether the set holds it. */
type LinePoint = { x: number; y: number; label: string; included: boolean };

/** Where the trace is: on curve `curve` at `stop` (curve −1 on a number line). */
type Trace = { curve: number; stop: Stop<PlotFeature | LinePoint> };

const viewOf = (data: GraphData): View =>
  data.kind === 'curves' ? data.window : { ...data.window, yMin: -1, yMax: 1 };

/** A `useId` value usable inside `url(#…)`. */
const plainId = (id: string) => id.replace(/[^\w-]/g, '');

function Explorer({
  input,
  base,
  title,
  inLiveRegion,
  t,
  writing,
}: Required<GraphProps> & {
  base: GraphData;
  t: Translate;
  /** math-core's entry for the page's language (English without one). */
  writing: WritingLanguage | undefined;
}) {
  const id = plainId(useId());
  const [view, setView] = useState<View | null>(null);
  // The drawing follows a drag or zoom at once (the samples it has, moved and scaled); math-core
  // samples the new window once the view has rested for a moment, as sampling takes tens of ms.
  const [settled, setSettled] = useState<View | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => startTransition(() => setSettled(view)), RESAMPLE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [view]);
  const data = useMemo(() => {
    if (!settled) return base;
    const next = graphOf(input, settled, writing);
    return next && next.kind === base.kind ? next : base;
  }, [input, base, settled, writing]);
  const baseView = useMemo(() => viewOf(base), [base]);
  // Every point marked in the first window or the one shown: the table lists them all.
  const features = useMemo(
    () =>
      base.kind === 'curves' && data.kind === 'curves'
        ? everyFeature(base.features, data.features)
        : [],
    [base, data],
  );
  const shown = view ?? baseView;

  const [width, setWidth] = useState(FIRST_WIDTH);
  const height = base.kind === 'curves' ? plotHeight(width) : NUMBER_LINE_HEIGHT;
  const [trace, setTrace] = useState<Trace | null>(null);
  const [tableOpen, setTableOpen] = useState(false);
  const table = useLazyModule(tableModule, tableOpen);
  const DataTables = table.module?.DataTables;
  const [canListen, setCanListen] = useState(false);
  const [announcer, setAnnouncer] = useState<HTMLElement | null>(null);
  const [playing, setPlaying] = useState(false);
  const stopSound = useRef<(() => void) | null>(null);
  // Counts sweeps asked for; a sweep whose code arrives after a newer request or a Stop is dropped.
  const sweep = useRef(0);
  const frameRef = useRef<HTMLDivElement>(null);
  const svgRef = useRef<SVGSVGElement>(null);
  const baseViewRef = useRef(baseView);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const travelled = useRef(0);

  const degrees = data.kind === 'curves' && data.xUnit === 'degrees';
  const xSpan = shown.xMax - shown.xMin;
  const minStep = xSpan / 48;

  // The plot is drawn at its box's width in pixels, so text keeps its size on a phone.
  useLayoutEffect(() => {
    const node = frameRef.current;
    if (!node || typeof ResizeObserver === 'undefined') return;
    const measure = () => setWidth(Math.max(200, Math.round(node.clientWidth)));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  // The Listen button exists only where the browser can play sound; sound stops on leaving.
  // The trace's live region goes into the page's body once mounted.
  useEffect(() => {
    setCanListen(audioContextClass() !== undefined);
    setAnnouncer(document.body);
    return () => {
      sweep.current++;
      stopSound.current?.();
    };
  }, []);

  // Each curve's trace stops in the window (marked points on it, or on every curve).
  const stops = useMemo(
    () =>
      data.kind === 'curves'
        ? data.curves.map((curve, index) =>
            traceStops(
              curve.segments,
              data.features.filter(
                (f) => !isLine(f) && (f.curve === undefined || f.curve === index),
              ),
              shown,
            ),
          )
        : [],
    [data, shown],
  );

  const linePoints = useMemo(
    () => (data.kind === 'number-line' ? numberLinePoints(data) : []),
    [data],
  );

  // Marked points in the window, left to right: Home, End, Page Up and Page Down move among them.
  const marked: Stop<PlotFeature | LinePoint>[] = useMemo(() => {
    if (data.kind === 'number-line') return linePoints.map((p) => ({ x: p.x, y: 0, feature: p }));
    return data.features
      .filter((f) => f.x >= shown.xMin && f.x <= shown.xMax)
      .sort((a, b) => a.x - b.x || a.y - b.y)
      .map((f) => ({ x: f.x, y: f.y, feature: f }));
  }, [data, linePoints, shown]);

  const moveTo = (curve: number, stop: Stop<PlotFeature | LinePoint> | undefined) => {
    if (stop) setTrace({ curve, stop });
  };

  const zoomBy = (factor: number, at?: readonly [number, number]) =>
    setView((current) => {
      const from = current ?? baseViewRef.current;
      const [cx, cy] = at ?? centre(from);
      return zoomView(from, factor, cx, cy);
    });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const curve = trace?.curve ?? (data.kind === 'curves' ? 0 : -1);
    const here = trace?.stop.x ?? centre(shown)[0];
    const route = curve >= 0 ? (stops[curve] ?? []) : marked;
    const feature = (direction: 1 | -1) => {
      const next = (direction === 1 ? marked : [...marked].reverse()).find(
        (m) => (m.x - here) * direction > xSpan * 1e-9,
      );
      if (next) moveTo(featureCurve(next, curve), next);
    };
    switch (event.key) {
      case 'ArrowRight':
      case 'ArrowLeft': {
        const direction = event.key === 'ArrowRight' ? 1 : -1;
        // A vertical line (x = c) has one x: there the trace moves up (→) and down (←) its stops.
        const first = route[0];
        const vertical = route.length > 1 && route.every((s) => s.x === first?.x);
        if (!trace) moveTo(curve, nearestStop(route, here));
        else if (vertical) {
          const at = route.findIndex((s) => s.y === trace.stop.y);
          moveTo(curve, route[at + direction] ?? route[at]);
        } else moveTo(curve, nextStop(route, here, direction, curve >= 0 ? minStep : 0));
        break;
      }
      case 'ArrowUp':
      case 'ArrowDown': {
        if (data.kind !== 'curves' || data.curves.length === 0) return;
        const count = data.curves.length;
        const next = trace ? (curve + (event.key === 'ArrowUp' ? 1 : count - 1)) % count : 0;
        moveTo(next, nearestStop(stops[next] ?? [], here));
        break;
      }
      case 'Home':
        moveTo(featureCurve(marked[0], curve), marked[0]);
        break;
      case 'End':
        moveTo(featureCurve(marked[marked.length - 1], curve), marked[marked.length - 1]);
        break;
      case 'PageDown':
        feature(1);
        break;
      case 'PageUp':
        feature(-1);
        break;
      case '+':
      case '=':
        zoomBy(1 / ZOOM_STEP, trace ? [trace.stop.x, trace.stop.y] : undefined);
        break;
      case '-':
      case '_':
        zoomBy(ZOOM_STEP, trace ? [trace.stop.x, trace.stop.y] : undefined);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  /** A pointer's place in the plot's pixels. */
  const plotPoint = (clientX: number, clientY: number) => {
    const box = svgRef.current?.getBoundingClientRect();
    if (!box || box.width === 0) return { x: 0, y: 0 };
    return {
      x: ((clientX - box.left) * width) / box.width,
      y: ((clientY - box.top) * height) / box.height,
    };
  };

  const toData = (from: View, px: number, py: number): [number, number] => [
    fromPixel(px, from.xMin, from.xMax, 0, width),
    fromPixel(py, from.yMin, from.yMax, height, 0),
  ];

  // Zoom and pan are worked out from the window as it is when React applies each update.
  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    pointers.current.set(event.pointerId, plotPoint(event.clientX, event.clientY));
    travelled.current = 0;
  };

  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const before = pointers.current.get(event.pointerId);
    if (!before) return;
    const after = plotPoint(event.clientX, event.clientY);
    const others = [...pointers.current].filter(([key]) => key !== event.pointerId);
    pointers.current.set(event.pointerId, after);
    travelled.current += Math.hypot(after.x - before.x, after.y - before.y);
    const other = others[0]?.[1];
    if (!other) {
      // One pointer drags the plane along with it.
      setView((current) => {
        const from = current ?? baseViewRef.current;
        const [x0, y0] = toData(from, before.x, before.y);
        const [x1, y1] = toData(from, after.x, after.y);
        return panView(from, x0 - x1, base.kind === 'curves' ? y0 - y1 : 0);
      });
      return;
    }
    // Two pointers: the plane scales with their distance about their midpoint, and follows it.
    const spanBefore = Math.hypot(before.x - other.x, before.y - other.y);
    const spanAfter = Math.hypot(after.x - other.x, after.y - other.y);
    if (spanBefore < 1 || spanAfter < 1) return;
    setView((current) => {
      const from = current ?? baseViewRef.current;
      const mid0 = toData(from, (before.x + other.x) / 2, (before.y + other.y) / 2);
      const mid1 = toData(from, (after.x + other.x) / 2, (after.y + other.y) / 2);
      const scaled = zoomView(from, spanBefore / spanAfter, mid0[0], mid0[1]);
      return panView(scaled, mid0[0] - mid1[0], base.kind === 'curves' ? mid0[1] - mid1[1] : 0);
    });
  };

  const onPointerUp = (event: PointerEvent<SVGSVGElement>) => {
    const at = pointers.current.get(event.pointerId);
    pointers.current.delete(event.pointerId);
    // A tap (no drag) puts the trace on the nearest point of the nearest curve.
    if (!at || travelled.current > 6 || pointers.current.size > 0) return;
    const [x] = toData(shown, at.x, at.y);
    if (data.kind === 'number-line') {
      const point = nearestStop(linePoints, x);
      if (point) moveTo(-1, { x: point.x, y: 0, feature: point });
      return;
    }
    let best: Trace | null = null;
    let distance = Number.POSITIVE_INFINITY;
    stops.forEach((route, curve) => {
      const stop = nearestStop(route, x);
      if (!stop) return;
      const d = Math.abs(toPixel(stop.y, shown.yMin, shown.yMax, height, 0) - at.y);
      if (d < distance) {
        distance = d;
        best = { curve, stop };
      }
    });
    if (best) setTrace(best);
  };

  const onPointerCancel = (event: PointerEvent<SVGSVGElement>) => {
    pointers.current.delete(event.pointerId);
  };

  // Wheel zoom about the pointer, once the graph is focused (or on a pinch of a touchpad, which
  // arrives as a wheel with Ctrl): elsewhere the wheel scrolls the page as usual. The listener is
  // not passive, so it can keep the page from scrolling while it zooms.
  useEffect(() => {
    const node = svgRef.current;
    if (!node) return;
    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey && document.activeElement !== frameRef.current) return;
      event.preventDefault();
      const box = node.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return;
      const px = (event.clientX - box.left) / box.width;
      const py = (event.clientY - box.top) / box.height;
      const factor = Math.exp(Math.max(-1, Math.min(1, event.deltaY * 0.0025)));
      setView((current) => {
        const from = current ?? baseViewRef.current;
        const cx = from.xMin + px * (from.xMax - from.xMin);
        const cy = from.yMax - py * (from.yMax - from.yMin);
        return zoomView(from, factor, cx, cy);
      });
    };
    node.addEventListener('wheel', onWheel, { passive: false });
    return () => node.removeEventListener('wheel', onWheel);
  }, []);

  const listen = () => {
    if (playing) {
      sweep.current++;
      stopSound.current?.();
      stopSound.current = null;
      setPlaying(false);
      return;
    }
    if (data.kind !== 'curves') return;
    const curve = Math.max(0, trace?.curve ?? 0);
    const segments = data.curves[curve]?.segments ?? [];
    const crossings = data.features
      .filter(
        (f) =>
          (f.kind === 'root' && f.curve === curve) ||
          (f.kind === 'intersection' && f.curve === undefined),
      )
      .map((f) => f.x);
    const mine = ++sweep.current;
    const ended = () => {
      if (mine !== sweep.current) return;
      stopSound.current = null;
      setPlaying(false);
    };
    setPlaying(true);
    soundModule.load().then(({ playTone, tonePlan }) => {
      if (mine === sweep.current) {
        stopSound.current = playTone(tonePlan(segments, crossings, shown), ended);
      }
    }, ended);
  };

  const reading = trace ? readTrace(trace, data, degrees, t) : '';
  const ariaLabel =
    data.kind === 'curves'
      ? t('graphOf', {
          curves: data.curves
            .map((c) => c.label)
            .reduce((list, label) => (list ? t('and', { list, label }) : label), ''),
        })
      : t('numberLine');
  const windowText = [shown.xMin, shown.xMax, shown.yMin, shown.yMax]
    .map((v) => formatCoordinate(v))
    .join(' ');

  return (
    <figure
      className={styles.figure}
      data-testid="graph"
      aria-live={inLiveRegion ? 'off' : undefined}
    >
      <figcaption className={styles.title}>{title}</figcaption>
      <p id={`${id}-description`} className={styles.description}>
        {base.description}
      </p>
      {/* The explorer: an application, so a screen reader passes the arrow keys to it. */}
      <div
        ref={frameRef}
        className={styles.frame}
        role="application"
        aria-label={t('explorer', { label: ariaLabel })}
        aria-describedby={`${id}-hint`}
        aria-keyshortcuts="ArrowLeft ArrowRight ArrowUp ArrowDown Home End PageUp PageDown + -"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the explorer answers keys (trace, zoom), so it takes the focus
        tabIndex={0}
        onKeyDown={onKeyDown}
      >
        <svg
          ref={svgRef}
          className={styles.svg}
          viewBox={`0 0 ${width} ${height}`}
          role="img"
          aria-label={ariaLabel}
          aria-describedby={`${id}-description`}
          data-window={windowText}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerCancel}
        >
          <defs>
            <clipPath id={`${id}-clip`}>
              <rect x={0} y={0} width={width} height={height} />
            </clipPath>
          </defs>
          {data.kind === 'curves' ? (
            <CurvesPlot
              data={data}
              view={shown}
              width={width}
              height={height}
              clip={id}
              trace={
                trace && trace.curve >= 0
                  ? { x: trace.stop.x, y: trace.stop.y, text: traceText(trace, degrees) }
                  : null
              }
            />
          ) : (
            <NumberLinePlot data={data} view={shown} width={width} />
          )}
          {trace ? <TraceMark trace={trace} view={shown} width={width} height={height} /> : null}
        </svg>
      </div>
      {data.kind === 'curves' ? (
        <ul className={styles.legend} aria-label={t('curves')}>
          {data.curves.map((curve, index) => (
            <li key={`${index}-${curve.label}`} className={styles.legendItem}>
              <span
                className={`${styles.legendSwatch} ${styles.swatch[(index % 3) as 0 | 1 | 2]}`}
                aria-hidden="true"
              />
              {curve.label}
            </li>
          ))}
        </ul>
      ) : (
        <ul className={styles.legend} aria-label={t('points')}>
          {linePoints.map((point) => (
            <li key={point.x} className={styles.legendItem}>
              <span aria-hidden="true">{point.included ? '●' : '○'}</span>
              {point.label}: {dotWords(point.included, t)}
            </li>
          ))}
        </ul>
      )}
      <p className={styles.reading} data-testid="graph-reading">
        {reading}
      </p>
      {/* The same words spoken: a polite live region of the page's own, outside the graph, so it
          is never nested in another live region (a tool's result) and speaks only when the trace
          moves. */}
      {announcer
        ? createPortal(
            <VisuallyHidden aria-live="polite" aria-atomic="true" data-testid="graph-announcer">
              {reading}
            </VisuallyHidden>,
            announcer,
          )
        : null}
      <div className={styles.toolbar}>
        <Button variant="outline" size="small" onClick={() => zoomBy(1 / ZOOM_STEP)}>
          {t('zoomIn')}
        </Button>
        <Button variant="outline" size="small" onClick={() => zoomBy(ZOOM_STEP)}>
          {t('zoomOut')}
        </Button>
        <Button
          variant="outline"
          size="small"
          disabled={view === null}
          onClick={() => setView(null)}
        >
          {t('resetView')}
        </Button>
        <Button
          variant="outline"
          size="small"
          aria-expanded={tableOpen}
          aria-controls={`${id}-table`}
          onClick={() => setTableOpen(!tableOpen)}
        >
          {t('dataTable')}
        </Button>
        {canListen && data.kind === 'curves' ? (
          <Button variant="outline" size="small" onClick={listen}>
            {playing ? t('stop') : t('listen')}
          </Button>
        ) : null}
      </div>
      <p id={`${id}-hint`} className={styles.hint}>
        {data.kind === 'curves' ? t('hint.curves') : t('hint.numberLine')}
      </p>
      {canListen && data.kind === 'curves' ? (
        <p className={styles.hint}>{t('hint.listen')}</p>
      ) : null}
      <div id={`${id}-table`} hidden={!tableOpen} className={styles.tables}>
        {tableOpen && DataTables ? (
          <DataTables data={data} features={features} view={shown} degrees={degrees} t={t} />
        ) : null}
        {tableOpen && table.failed ? (
          <p className={styles.hint}>
            {t('tableFailed')}{' '}
            <Button variant="outline" size="small" onClick={table.retry}>
              {t('tryAgain')}
            </Button>
          </p>
        ) : null}
      </div>
    </figure>
  );
}

/** The curve a jump to a marked point lands on: its own, or the current one when it has none. */
function featureCurve(stop: Stop<PlotFeature | LinePoint> | undefined, current: number): number {
  const feature = stop?.feature;
  return feature && 'curve' in feature && feature.curve !== undefined ? feature.curve : current;
}

/** How a number line's point is drawn and what that means, in one phrase. */
const dotWords = (included: boolean, t: Translate) => (included ? t('dot.closed') : t('dot.open'));

/** The number line's stops: each finite endpoint and marked point, and whether the set has it. */
function numberLinePoints(data: NumberLine): LinePoint[] {
  const points = new Map<number, LinePoint>();
  const add = (x: number, label: string | undefined, included: boolean) => {
    const known = points.get(x);
    points.set(x, {
      x,
      y: 0,
      label: known?.label ?? label ?? formatNumber(x, 4),
      included: (known?.included ?? false) || included,
    });
  };
  for (const interval of data.intervals) {
    if (interval.from !== null) add(interval.from, interval.fromLabel, interval.fromClosed);
    if (interval.to !== null) add(interval.to, interval.toLabel, interval.toClosed);
  }
  for (const point of data.points) {
    const inside = data.intervals.some(
      (i) =>
        (i.from === null || point.x > i.from || (i.fromClosed && point.x === i.from)) &&
        (i.to === null || point.x < i.to || (i.toClosed && point.x === i.to)),
    );
    add(point.x, point.label, inside);
  }
  return [...points.values()].sort((a, b) => a.x - b.x);
}

/** What the live region says for the trace: a marked point by its label, else its coordinates. */
function readTrace(trace: Trace, data: GraphData, degrees: boolean, t: Translate): string {
  const feature = trace.stop.feature;
  if (feature && 'included' in feature) {
    return `${feature.label}: ${dotWords(feature.included, t)}`;
  }
  if (feature) return `${kindWord(feature.kind, t)}: ${feature.label}`;
  const point = `x = ${xText(trace.stop.x, degrees)}, y = ${formatCoordinate(trace.stop.y)}`;
  const curves = data.kind === 'curves' ? data.curves : [];
  const curve = curves[trace.curve];
  return curves.length > 1 && curve ? `${curve.label}: ${point}` : point;
}

type PlotProps<G> = { data: G; view: View; width: number; height: number };

/** Rounded to a tenth of a pixel: shorter paths, the same picture. */
const px = (value: number) => Math.round(value * 10) / 10;

/**
 * A tick's number written with the page's decimal mark: 0.5 is 0,5 on a page in a language that
 * writes a decimal comma (the ticks are numbers the graph formats, not maths from the solver).
 */
function useTickNumber(): (text: string) => string {
  const comma = new Intl.NumberFormat(usePageLanguage()).format(0.5).includes(',');
  return comma ? (text) => text.replace('.', ',') : (text) => text;
}

/** Axes, grid, ticks and their labels for a window (`axesOf` works out where). */
function Axes({
  view,
  width,
  height,
  degrees,
}: Omit<PlotProps<unknown>, 'data'> & { degrees: boolean }) {
  const X = (x: number) => px(toPixel(x, view.xMin, view.xMax, 0, width));
  const Y = (y: number) => px(toPixel(y, view.yMin, view.yMax, height, 0));
  const axes = axesOf(view, width, height, degrees);
  const [x0, y0] = [px(axes.x0), px(axes.y0)];
  const tickNumber = useTickNumber();
  return (
    <g>
      {axes.xTicks.map((x) => (
        <line key={`gx${x}`} className={styles.grid} x1={X(x)} x2={X(x)} y1={0} y2={height} />
      ))}
      {axes.yTicks.map((y) => (
        <line key={`gy${y}`} className={styles.grid} x1={0} x2={width} y1={Y(y)} y2={Y(y)} />
      ))}
      {axes.xAxisShown ? <line className={styles.axis} x1={0} x2={width} y1={y0} y2={y0} /> : null}
      {axes.yAxisShown ? <line className={styles.axis} x1={x0} x2={x0} y1={0} y2={height} /> : null}
      {axes.labels.map((label) => (
        <text
          key={`${label.axis}${label.text}`}
          data-axis={label.axis}
          className={styles.tickLabel}
          x={px(label.x)}
          y={px(label.y)}
          textAnchor={label.anchor}
        >
          {tickNumber(label.text)}
        </text>
      ))}
    </g>
  );
}

/** The trace's point and its coordinates, labelled on the plot before any marked point. */
type TraceLabel = { x: number; y: number; text: string };

/** The coordinates the trace shows beside its ring: "(1, 0)". */
const traceText = (trace: Trace, degrees: boolean) =>
  `(${xText(trace.stop.x, degrees)}, ${formatCoordinate(trace.stop.y)})`;

/** The curves, asymptotes and marked points of a plane graph. */
function CurvesPlot({
  data,
  view,
  width,
  height,
  clip,
  trace,
}: PlotProps<Curves> & { clip: string; trace: TraceLabel | null }) {
  const X = (x: number) => px(toPixel(x, view.xMin, view.xMax, 0, width));
  // Far off-screen values are pulled in to a few heights away: the clip hides them either way.
  const Y = (y: number) =>
    px(Math.min(4 * height, Math.max(-3 * height, toPixel(y, view.yMin, view.yMax, height, 0))));
  const path = (segment: [number, number][]) =>
    segment
      .filter(([x, y]) => Number.isFinite(x) && Number.isFinite(y))
      .map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${X(x)} ${Y(y)}`)
      .join('');
  const inside = (f: PlotFeature) =>
    f.x >= view.xMin && f.x <= view.xMax && f.y >= view.yMin && f.y <= view.yMax;
  return (
    <>
      <Axes view={view} width={width} height={height} degrees={data.xUnit === 'degrees'} />
      <g clipPath={`url(#${clip}-clip)`}>
        {data.features.map((f, i) =>
          f.kind === 'vertical-asymptote' ? (
            <line
              key={`a${i}`}
              className={styles.asymptote}
              x1={X(f.x)}
              x2={X(f.x)}
              y1={0}
              y2={height}
            />
          ) : f.kind === 'horizontal-asymptote' ? (
            <line
              key={`a${i}`}
              className={styles.asymptote}
              x1={0}
              x2={width}
              y1={Y(f.y)}
              y2={Y(f.y)}
            />
          ) : f.kind === 'slant-asymptote' ? (
            <SlantLine key={`a${i}`} feature={f} view={view} X={X} Y={Y} />
          ) : null,
        )}
        {data.regions?.map((region) => (
          <path
            key={`r${region.from}-${region.to}`}
            className={styles.region}
            data-testid="graph-region"
            d={`${path(region.outline)}Z`}
          />
        ))}
        {data.curves.map((curve, index) => (
          <path
            key={`c${index}-${curve.label}`}
            className={styles.curve[(index % 3) as 0 | 1 | 2]}
            d={curve.segments.map(path).join('')}
          />
        ))}
        {data.features.map((f, i) =>
          isLine(f) || !inside(f) ? null : (
            <circle
              key={`p${i}`}
              className={f.kind === 'hole' ? styles.hole : styles.point}
              cx={X(f.x)}
              cy={Y(f.y)}
              r={5}
            />
          ),
        )}
      </g>
      <PointLabels
        points={data.features.filter((f) => !isLine(f) && inside(f))}
        trace={trace}
        ticks={axesOf(view, width, height, data.xUnit === 'degrees').labels}
        X={X}
        Y={Y}
        width={width}
        height={height}
      />
    </>
  );
}

/**
 * A slant asymptote: the line through the feature's (x, y) with its slope, drawn over the part of
 * the view it crosses (its ends inside the view, so the pixel clamp never bends it).
 */
function SlantLine({
  feature,
  view,
  X,
  Y,
}: {
  feature: PlotFeature;
  view: View;
  X: (x: number) => number;
  Y: (y: number) => number;
}) {
  const m = feature.slope ?? 0;
  const at = (x: number) => feature.y + m * (x - feature.x);
  const [u, v] =
    m === 0
      ? [view.xMin, view.xMax]
      : [(view.yMin - feature.y) / m + feature.x, (view.yMax - feature.y) / m + feature.x].sort(
          (a, b) => a - b,
        );
  const [a, b] = [Math.max(view.xMin, u as number), Math.min(view.xMax, v as number)];
  if (!(a < b)) return null;
  return <line className={styles.asymptote} x1={X(a)} x2={X(b)} y1={Y(at(a))} y2={Y(at(b))} />;
}

/** Which marked points keep their label when there is room for only some: the most telling. */
const LABEL_ORDER: readonly PlotFeature['kind'][] = [
  'given-point',
  'midpoint',
  'vertex',
  'intersection',
  'turning-point',
  'root',
  'y-intercept',
  'hole',
];

/**
 * Each marked point's label beside it on the plot, placed so that no two overlap and none covers
 * a point (`placeLabels`); one with no room is left to the data table. The plot is an image to
 * screen readers (its description says the same), which hear the points through the trace.
 */
function PointLabels({
  points,
  trace,
  ticks,
  X,
  Y,
  width,
  height,
}: {
  points: readonly PlotFeature[];
  /**
   * Where the trace is, labelled first: a marked point's label gives way to it (moves, or is left
   * to the data table while the trace covers its place), so the two are never drawn over each other.
   */
  trace: TraceLabel | null;
  /** The axes' tick labels, which a point's label must not cover. */
  ticks: readonly TickLabel[];
  X: (x: number) => number;
  Y: (y: number) => number;
  width: number;
  height: number;
}) {
  const ordered = [...points].sort(
    (a, b) => LABEL_ORDER.indexOf(a.kind) - LABEL_ORDER.indexOf(b.kind),
  );
  const labels = ordered.map((f) => ({ x: X(f.x), y: Y(f.y), text: f.label }));
  const at = trace ? { x: X(trace.x), y: Y(trace.y), text: trace.text } : null;
  // Off the plot, the trace shows no ring and so no coordinates.
  const traced =
    at && at.x >= -10 && at.x <= width + 10 && at.y >= -10 && at.y <= height + 10 ? at : null;
  const all = placeLabels(traced ? [traced, ...labels] : labels, width, height, { fixed: ticks });
  const tracePlace = traced ? (all[0] ?? null) : null;
  const placed = traced ? all.slice(1) : all;
  return (
    <g>
      {traced ? (
        <text
          className={styles.traceLabel}
          data-testid="trace-label"
          {...traceLabelAt(traced, tracePlace, width)}
        >
          {traced.text}
        </text>
      ) : null}
      {placed.map((place, i) =>
        place ? (
          <text
            key={`${ordered[i]!.kind}${labels[i]!.text}`}
            data-testid="point-label"
            className={styles.pointLabel}
            x={px(place.x)}
            y={px(place.y)}
            textAnchor={place.anchor}
          >
            {labels[i]!.text}
          </text>
        ) : null,
      )}
    </g>
  );
}

/** A number line: its axis and ticks, the set drawn thick, filled and open endpoints. */
function NumberLinePlot({ data, view, width }: Omit<PlotProps<NumberLine>, 'height'>) {
  const X = (x: number) => px(toPixel(x, view.xMin, view.xMax, 0, width));
  const lineY = 52;
  const { step, ticks: lineTicks } = axisTicks(view.xMin, view.xMax, width, 70);
  const decimals = stepDecimals(step);
  const tickNumber = useTickNumber();
  const points = numberLinePoints(data);
  const clampX = (x: number) => Math.min(width, Math.max(0, x));
  return (
    <g>
      <line className={styles.axis} x1={0} x2={width} y1={lineY} y2={lineY} />
      {lineTicks.map((x) => (
        <g key={`t${x}`}>
          <line className={styles.axis} x1={X(x)} x2={X(x)} y1={lineY - 5} y2={lineY + 5} />
          {/* An endpoint's own label, above the line, stands for a tick label under it. */}
          {points.some((p) => Math.abs(X(p.x) - X(x)) < 24) ? null : (
            <text
              className={styles.tickLabel}
              x={X(x)}
              y={lineY + 24}
              textAnchor={X(x) < 16 ? 'start' : X(x) > width - 16 ? 'end' : 'middle'}
            >
              {tickNumber(formatNumber(x, decimals))}
            </text>
          )}
        </g>
      ))}
      {data.intervals.map((interval, i) => {
        const left = interval.from === null ? 0 : clampX(X(interval.from));
        const right = interval.to === null ? width : clampX(X(interval.to));
        return (
          <g key={`i${i}`}>
            {right > left ? (
              <line
                className={styles.set}
                x1={interval.from === null ? left + 10 : left}
                x2={interval.to === null ? right - 10 : right}
                y1={lineY}
                y2={lineY}
              />
            ) : null}
            {interval.from === null ? (
              <polygon
                className={styles.setArrow}
                points={`0,${lineY} 14,${lineY - 8} 14,${lineY + 8}`}
              />
            ) : null}
            {interval.to === null ? (
              <polygon
                className={styles.setArrow}
                points={`${width},${lineY} ${width - 14},${lineY - 8} ${width - 14},${lineY + 8}`}
              />
            ) : null}
          </g>
        );
      })}
      {points.map((point) =>
        point.x < view.xMin || point.x > view.xMax ? null : (
          <g key={`e${point.x}`}>
            <circle
              className={point.included ? styles.closedEnd : styles.openEnd}
              cx={X(point.x)}
              cy={lineY}
              r={7}
            />
            <text
              className={styles.traceLabel}
              x={X(point.x)}
              y={lineY - 16}
              textAnchor={X(point.x) < 24 ? 'start' : X(point.x) > width - 24 ? 'end' : 'middle'}
            >
              {point.label}
            </text>
          </g>
        ),
      )}
    </g>
  );
}

/**
 * Where the trace's coordinates go: the place `placeLabels` found clear of the marked points and
 * their labels, else beside the ring on the side with more room (above it, or below near the top).
 */
function traceLabelAt(
  at: { x: number; y: number },
  place: PlacedLabel | null,
  width: number,
): { x: number; y: number; textAnchor: PlacedLabel['anchor'] } {
  if (place) return { x: px(place.x), y: px(place.y), textAnchor: place.anchor };
  const right = at.x < width / 2;
  return {
    x: px(right ? at.x + 14 : at.x - 14),
    y: px(at.y < 24 ? at.y + 24 : at.y - 12),
    textAnchor: right ? 'start' : 'end',
  };
}

/** The trace: a ring at its point (its coordinates are placed with the points' labels). */
function TraceMark({
  trace,
  view,
  width,
  height,
}: Omit<PlotProps<unknown>, 'data'> & { trace: Trace }) {
  const x = toPixel(trace.stop.x, view.xMin, view.xMax, 0, width);
  const y = trace.curve < 0 ? 52 : toPixel(trace.stop.y, view.yMin, view.yMax, height, 0);
  if (x < -10 || x > width + 10 || y < -10 || y > height + 10) return null;
  return <circle className={styles.trace} cx={px(x)} cy={px(y)} r={9} />;
}
