import type { Graph as GraphData, PlotFeature } from '@mathtools/math-core';
import * as styles from './graph.css';
import { formatCoordinate, formatNumber, inView, tableRows, type View } from './scale';
import { kindWords, xText } from './words';

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
}: {
  data: GraphData;
  /** Every marked point of the graph, in or out of the window. */
  features: readonly PlotFeature[];
  view: View;
  degrees: boolean;
}) {
  if (data.kind === 'number-line') {
    const end = (value: number | null, label: string | undefined, closed: boolean, low: boolean) =>
      value === null
        ? low
          ? '−∞'
          : '∞'
        : `${label ?? formatNumber(value, 4)} (${closed ? 'included: closed dot' : 'not included: open dot'})`;
    return (
      <table className={styles.table}>
        <caption className={styles.caption}>Solution set</caption>
        <thead>
          <tr>
            <th className={styles.cell} scope="col">
              From
            </th>
            <th className={styles.cell} scope="col">
              To
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
          <caption className={styles.caption}>Marked points</caption>
          <thead>
            <tr>
              <th className={styles.cell} scope="col">
                Feature
              </th>
              <th className={styles.cell} scope="col">
                Where
              </th>
              <th className={styles.cell} scope="col">
                In view
              </th>
            </tr>
          </thead>
          <tbody>
            {features.map((f, i) => (
              <tr key={`${i}-${f.kind}`}>
                <td className={styles.cell}>{kindWords[f.kind]}</td>
                <td className={styles.cell}>{f.label}</td>
                <td className={styles.cell}>
                  {featureInView(view, f) ? 'Yes' : 'No, outside the view'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {data.curves.map((curve, index) => (
        <table key={`${index}-${curve.label}`} className={styles.table}>
          <caption className={styles.caption}>Points on {curve.label}</caption>
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
