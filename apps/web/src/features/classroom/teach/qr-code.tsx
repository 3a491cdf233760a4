/**
 * A QR code as one SVG path, in a chunk of its own (uqr's encoder): fetched only when a teacher's
 * set shows its join link.
 */
import { encode } from 'uqr';
import * as styles from '../classroom.css';

/** The dark modules as a path of unit squares, one `M x y h1 v1 h-1 z` each, rows merged. */
export function qrPath(data: boolean[][]): string {
  let d = '';
  data.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x++;
      d += `M${start} ${y}h${x - start}v1h${start - x}z`;
    }
  });
  return d;
}

/** `text` as a QR code (error correction M, a quiet zone of four modules), named by `label`. */
export function QrCode({ text, label }: { text: string; label: string }) {
  const { data, size } = encode(text, { ecc: 'M', border: 4 });
  return (
    <svg
      className={styles.qr}
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      data-testid="join-qr"
    >
      <rect width={size} height={size} fill="#ffffff" />
      <path d={qrPath(data)} fill="#000000" />
    </svg>
  );
}
