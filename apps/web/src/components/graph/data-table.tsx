import type { Graph as GraphData } from '@mathtools/math-core';
import * as styles from './graph.css';
import { formatCoordinate, formatNumber, tableRows, type View } from './scale';
import { kindWords, xText } from './words';

/**
 * The graph's data table, in its own chunk (fetched when the table is first opened): for curves,
 * the marked points and then points on each curve at round x values; for a number line, the
 * set's intervals with their ends.
 */
export function DataTables({
  data,
  view,
  degrees,
}: {
  data: GraphData;
  view: View;
  degrees: boolean;
}) {
  if (data.kind === 'number-line') {
    const end = (value: number | null, label: string | undefined, closed: boolean, low: boolean) =>
      value === null
        ? low
          ? '−∞'
          : '∞'
        : `${label ?? formatNumber(value, 4)} (${closed ? 'included' : 'not included'})`;
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
      {data.features.length > 0 ? (
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
            </tr>
          </thead>
          <tbody>
            {data.features.map((f, i) => (
              <tr key={`${i}-${f.kind}`}>
                <td className={styles.cell}>{kindWords[f.kind]}</td>
                <td className={styles.cell}>{f.label}</td>
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
