import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type LiteralElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

const virtualId = 'virtual:mathtools-messages';
const resolvedId = `\0${virtualId}`;
const filePrefix = '\0mathtools-messages:';
/** A language's table: `\0mathtools-messages-of/<language>` (its chunk is named after the language). */
const tablePrefix = '\0mathtools-messages-of/';

/**
 * The message catalogues in `src/i18n/messages/<namespace>/<language>.json` as modules:
 * `virtual:mathtools-messages` exports `catalogueTables`, one dynamic import per language of that
 * language's table (`<language>-[hash].js`, one of its word chunks), which holds one dynamic
 * import per catalogue file of the language, keyed by namespace. Each file is compiled to ICU
 * MessageFormat's syntax tree here, at build time. A message that does not parse fails the build
 * with its file and key. The browser then formats with `intl-messageformat` alone (its parser is
 * left out of the bundle, see vite.config.ts).
 *
 * Two steps and not one table of every file: each loader names a hashed chunk, which compresses
 * badly, and every page's first load carried all 190 of them (4.4 KB gzip) to use five or six;
 * a language's table is 38 of them, fetched beside the page's own modules.
 */
export function messagesPlugin(root: string): Plugin {
  const dir = path.join(root, 'src/i18n/messages');
  const files = () =>
    readdirSync(dir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .flatMap((d) =>
        readdirSync(path.join(dir, d.name))
          .filter((f) => f.endsWith('.json'))
          .map((f) => `${d.name}/${f.slice(0, -'.json'.length)}`),
      )
      .sort();
  return {
    name: 'mathtools:messages',
    enforce: 'pre',
    resolveId(id) {
      if (id === virtualId) return resolvedId;
      if (id.startsWith(filePrefix) || id.startsWith(tablePrefix)) return id;
      return null;
    },
    load(id) {
      const language = (key: string) => key.slice(key.indexOf('/') + 1);
      if (id === resolvedId) {
        const entries = [...new Set(files().map(language))].map(
          (code) =>
            `  ${JSON.stringify(code)}: () => import(${JSON.stringify(`${tablePrefix}${code}`)}).then((m) => m.default),`,
        );
        return `export const catalogueTables = {\n${entries.join('\n')}\n};\n`;
      }
      if (id.startsWith(tablePrefix)) {
        const code = id.slice(tablePrefix.length);
        const entries = files()
          .filter((key) => language(key) === code)
          .map(
            (key) =>
              `  ${JSON.stringify(key.slice(0, key.indexOf('/')))}: () => import(${JSON.stringify(`${filePrefix}${key}`)}).then((m) => m.default),`,
          );
        return `export default {\n${entries.join('\n')}\n};\n`;
      }
      if (id.startsWith(filePrefix)) {
        const key = id.slice(filePrefix.length);
        const file = path.join(dir, `${key}.json`);
        this.addWatchFile(file);
        const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
        const compiled: Record<string, unknown> = {};
        for (const [name, message] of Object.entries(messages)) {
          try {
            const ast = parse(message, { requiresOtherClause: true });
            // Text with nothing to fill in is kept as text: nothing to format, and lighter.
            compiled[name] = ast.every((element) => element.type === TYPE.literal)
              ? ast.map((element) => (element as LiteralElement).value).join('')
              : ast;
          } catch (error) {
            throw new Error(
              `${key}.json: message "${name}" is not ICU MessageFormat: ${String(error)}`,
            );
          }
        }
        return `export default ${JSON.stringify(compiled)};\n`;
      }
      return null;
    },
  };
}
