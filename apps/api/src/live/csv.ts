/**
 * A set's results as CSV (RFC 4180: comma-separated, CRLF line ends, fields quoted when they hold
 * a comma, a quote or a line break): a header row, then one row per student in the order they
 * joined, with the nickname, then for each problem how it stands and the last answer given.
 *
 * Nicknames and answers are typed by students, and a spreadsheet runs a cell that starts with
 * `=`, `+`, `-`, `@`, a tab or a carriage return as a formula; such a field is written with a `'`
 * in front, so it opens as the text the student typed. The file starts with a byte order mark, so
 * spreadsheets read the nicknames as UTF-8.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

const FORMULA_START = /^[=+\-@\t\r]/;

/** One field, quoted when it must be and defused when a spreadsheet would run it. */
export function csvField(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const csvRow = (fields: string[]) => `${fields.map(csvField).join(',')}\r\n`;

/** The file's name: the set's title in letters, digits and dashes, then `-results.csv`. */
export function csvFilename(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .toLowerCase();
  return `${slug || 'class-set'}-results.csv`;
}

/** The whole file for set `setId` (whose ownership the caller checked). */
export async function setResultsCsv(db: Kysely<Database>, setId: string): Promise<string> {
  const [problems, students, work] = await Promise.all([
    db
      .selectFrom('class_problems')
      .select('position')
      .where('set_id', '=', setId)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('class_students')
      .select(['id', 'nickname'])
      .where('set_id', '=', setId)
      .orderBy('joined_at')
      .orderBy('nickname')
      .execute(),
    db
      .selectFrom('class_work')
      .select(['student_id', 'position', 'state', 'answer'])
      .where('set_id', '=', setId)
      .execute(),
  ]);
  const cells = new Map(work.map((w) => [`${w.student_id}/${w.position}`, w]));
  const header = ['Nickname'];
  for (const { position } of problems)
    header.push(`Problem ${position} state`, `Problem ${position} answer`);
  let text = `\uFEFF${csvRow(header)}`;
  for (const student of students) {
    const row = [student.nickname];
    for (const { position } of problems) {
      const cell = cells.get(`${student.id}/${position}`);
      row.push(cell?.state ?? 'not-started', cell?.answer ?? '');
    }
    text += csvRow(row);
  }
  return text;
}
