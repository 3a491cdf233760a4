import type { Graph as GraphData, PlotFeature } from '@mathtools/math-core';
import type { Translate } from '../../i18n/use-t';
import * as styles from './graph.css';
import { formatCoordinate, formatNumber, inView, tableRows, type View } from './scale';
import { kindWord, xText } from './words';

/** Whether a marked point (or an asymptote's line) is inside the window shown. */
const featureInView = (view: View, f: PlotFeature) =>
  f.kind === 'vertical-asymptote'
    ? inView(view, f.x, Number.NaN)
    : f.kind === 'horizontal-asymptote'
      ? inView(view, Number.NaN, f.y)
      : inView(view, f.x, f.y);

/**
 * The graph's data table, in its own chunk (fetched when the table is first opened): for curves,
 * every marked point (those a zoom or pan has moved out of the window too, said so) and then
 * points on each curve at round x values; for a number line, the set's intervals with their ends.
 */
export function DataTables({
  data,
  features,
  view,
  degrees,
  t,
}: {
  data: GraphData;
  /** Every marked point of the graph, in or out of the window. */
  features: readonly PlotFeature[];
  view: View;
  degrees: boolean;
  /** The graph catalogue's words, in the page's language. */
  t: Translate;
}) {
  if (data.kind === 'number-line') {
    const end = (value: number | null, label: string | undefined, closed: boolean, low: boolean) =>
      value === null
        ? low
          ? '−∞'
          : '∞'
        : t(closed ? 'table.included' : 'table.excluded', {
            value: label ?? formatNumber(value, 4),
          });
    return (
      <table className={styles.table}>
        <caption className={styles.caption}>{t('table.solutionSet')}</caption>
        <thead>
          <tr>
            <th className={styles.cell} scope="col">
              {t('table.from')}
            </th>
            <th className={styles.cell} scope="col">
              {t('table.to')}
            </th>
          </tr>
        </thead>
        <tbody>
          {data.intervals.map((i, index) => (
            <tr key={`${index}-${i.from}-${i.to}`}>
              <td className={styles.cell}>{end(i.from, i.fromLabel, i.fromClosed, true)}</td>
              <td className={styles.cell}>{end(i.to, i.toLabel, i.toClosed, false)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }
  return (
    <>
      {features.length > 0 ? (
        <table className={styles.table}>
          <caption className={styles.caption}>{t('table.marked')}</caption>
          <thead>
            <tr>
              <th className={styles.cell} scope="col">
                {t('table.feature')}
              </th>
              <th className={styles.cell} scope="col">
                {t('table.where')}
              </th>
              <th className={styles.cell} scope="col">
                {t('table.inView')}
              </th>
            </tr>
          </thead>
          <tbody>
            {features.map((f, i) => (
              <tr key={`${i}-${f.kind}`}>
                <td className={styles.cell}>{kindWord(f.kind, t)}</td>
                <td className={styles.cell}>{f.label}</td>
                <td className={styles.cell}>
                  {featureInView(view, f) ? t('table.yes') : t('table.no')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {data.curves.map((curve, index) => (
        <table key={`${index}-${curve.label}`} className={styles.table}>
          <caption className={styles.caption}>
            {t('table.pointsOn', { curve: curve.label })}
          </caption>
          <thead>
            <tr>
              <th className={styles.cell} scope="col">
                x
              </th>
              <th className={styles.cell} scope="col">
                y
              </th>
            </tr>
          </thead>
          <tbody>
            {tableRows(curve.segments, view, 9, degrees).map(([x, y]) => (
              <tr key={x}>
                <td className={styles.cell}>{xText(x, degrees)}</td>
                <td className={styles.cell}>{formatCoordinate(y)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </>
  );
}
