// Practice variety per category and difficulty, against the built library: distinct problems in
// seeds 0–999 and how many seeds repeat a problem from the previous nine (in 1,000 and 10,000).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const entry = resolve(root, 'dist/index.js');
if (!existsSync(entry)) execSync('pnpm run build', { cwd: root, stdio: 'inherit' });
const { generateProblem } = await import(pathToFileURL(entry).href);

const rows = [];
for (const category of ['algebra', 'logarithms', 'geometry']) {
  for (const difficulty of ['Easy', 'Medium', 'Hard']) {
    const questions = Array.from(
      { length: 10_000 },
      (_, seed) => generateProblem(category, seed, { difficulty }).value.question,
    );
    const recurs = (count) =>
      questions.slice(0, count).filter((q, i) => questions.slice(Math.max(0, i - 9), i).includes(q))
        .length;
    rows.push({
      category,
      difficulty,
      'distinct in 1,000 seeds': new Set(questions.slice(0, 1000)).size,
      'recur within 10 seeds (of 1,000)': recurs(1000),
      'recur within 10 seeds (of 10,000)': recurs(10_000),
    });
  }
}
console.table(rows);

// Per skill and difficulty: distinct problems in seeds 0–999 (the free skills; the premium ones
// and their packs are measured by the tests of the private package that holds them).
const { generateSkillProblem, listSkills } = await import(pathToFileURL(entry).href);
const skillRows = [];
for (const skill of listSkills()) {
  const row = { skill: skill.id };
  for (const difficulty of ['Easy', 'Medium', 'Hard']) {
    const questions = new Set(
      Array.from(
        { length: 1000 },
        (_, seed) => generateSkillProblem(skill.id, seed, { difficulty }).value.question,
      ),
    );
    row[difficulty] = questions.size;
  }
  skillRows.push(row);
}
console.log('distinct problems per 1,000 seeds, per skill and difficulty');
console.table(skillRows);
