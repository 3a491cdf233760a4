/**
 * The teacher's table as data: the students in the order they joined, each cell by student and
 * problem, and what the live stream's updates do to them. Kept apart from the page so it is
 * tested on its own.
 */
import type {
  ClassCell,
  ClassCellUpdate,
  ClassSetDetail,
  ClassStudent,
} from '@mathtools/contracts';
import type { Language } from '../../../i18n/languages';
import type { Translate } from '../../../i18n/use-t';
import { mistakeInSentence } from '../words';

export type Table = {
  students: ClassStudent[];
  /** Every cell that is not `not-started`, by `cellKey`. */
  cells: ReadonlyMap<string, ClassCell>;
};

export const cellKey = (studentId: string, position: number) => `${studentId}:${position}`;

export function tableOf(detail: Pick<ClassSetDetail, 'students' | 'cells'>): Table {
  return {
    students: detail.students,
    cells: new Map(detail.cells.map((c) => [cellKey(c.studentId, c.position), c])),
  };
}

/** The table after one update: a student new to it gets a row at the bottom. */
export function applyUpdate(table: Table, update: ClassCellUpdate): Table {
  const { nickname, ...cell } = update;
  const students = table.students.some((s) => s.id === cell.studentId)
    ? table.students
    : [...table.students, { id: cell.studentId, nickname }];
  const cells = new Map(table.cells);
  cells.set(cellKey(cell.studentId, cell.position), cell);
  return { students, cells };
}

export type MistakeCount = { mistake: string; count: number };

/**
 * For each problem, the mistakes its cells name now, with how many students made each, most
 * first (then by name, so the list does not jump about between equal counts).
 */
export function commonMistakes(table: Table): Map<number, MistakeCount[]> {
  const counts = new Map<number, Map<string, number>>();
  for (const cell of table.cells.values()) {
    if (!cell.mistake) continue;
    const byMistake = counts.get(cell.position) ?? new Map<string, number>();
    byMistake.set(cell.mistake, (byMistake.get(cell.mistake) ?? 0) + 1);
    counts.set(cell.position, byMistake);
  }
  const result = new Map<number, MistakeCount[]>();
  for (const position of [...counts.keys()].sort((a, b) => a - b)) {
    const list = [...(counts.get(position) ?? [])].map(([mistake, count]) => ({ mistake, count }));
    list.sort((a, b) => b.count - a.count || a.mistake.localeCompare(b.mistake));
    result.set(position, list);
  }
  return result;
}

/**
 * An update in one sentence, for the polite live region: "Ana, problem 2: wrong, root lost.", or
 * "Ana joined." for the not-started cell the server sends when a student joins. `t` is the
 * `classroom-teach` catalogue's in `language`, the page's, which names the mistake too.
 */
export function updateSentence(update: ClassCellUpdate, t: Translate, language: Language): string {
  const { nickname, position, state } = update;
  if (state === 'not-started') return t('live.joined', { nickname });
  return update.mistake
    ? t('live.updateMistake', {
        nickname,
        position,
        state,
        mistake: mistakeInSentence(update.mistake, language),
      })
    : t('live.update', { nickname, position, state });
}

/** What the live region says for the updates of the last moment: the last few, and how many more. */
export function announcement(
  updates: readonly ClassCellUpdate[],
  t: Translate,
  language: Language,
  most = 3,
): string {
  const shown = updates
    .slice(-most)
    .map((update) => updateSentence(update, t, language))
    .join(' ');
  const more = updates.length - most;
  return more > 0 ? t('live.more', { shown, more }) : shown;
}

/**
 * Where an arrow key (or Home, End) moves the focus in a grid of `rows` × `columns` cells:
 * the next cell, or null for a key that does not move it. Moves stop at the edges.
 */
export function moveInGrid(
  at: { row: number; column: number },
  key: string,
  rows: number,
  columns: number,
  ctrl = false,
): { row: number; column: number } | null {
  const clamp = (v: number, max: number) => Math.min(Math.max(v, 0), max - 1);
  switch (key) {
    case 'ArrowUp':
      return { row: clamp(at.row - 1, rows), column: at.column };
    case 'ArrowDown':
      return { row: clamp(at.row + 1, rows), column: at.column };
    case 'ArrowLeft':
      return { row: at.row, column: clamp(at.column - 1, columns) };
    case 'ArrowRight':
      return { row: at.row, column: clamp(at.column + 1, columns) };
    case 'Home':
      return { row: ctrl ? 0 : at.row, column: 0 };
    case 'End':
      return { row: ctrl ? rows - 1 : at.row, column: columns - 1 };
    default:
      return null;
  }
}
