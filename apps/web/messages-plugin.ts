import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

const virtualId = 'virtual:mathtools-messages';
const resolvedId = `\0${virtualId}`;
const filePrefix = '\0mathtools-messages:';

/**
 * The message catalogues in `src/i18n/messages/<namespace>/<language>.json` as modules:
 * `virtual:mathtools-messages` exports `catalogueLoaders`, one dynamic import per file keyed
 * `<namespace>/<language>`, and each file is compiled to ICU MessageFormat's syntax tree here, at
 * build time. A message that does not parse fails the build with its file and key. The browser
 * then formats with `intl-messageformat` alone (its parser is left out of the bundle, see
 * vite.config.ts).
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
      if (id.startsWith(filePrefix)) return id;
      return null;
    },
    load(id) {
      if (id === resolvedId) {
        const entries = files().map(
          (key) =>
            `  ${JSON.stringify(key)}: () => import(${JSON.stringify(`${filePrefix}${key}`)}).then((m) => m.default),`,
        );
        return `export const catalogueLoaders = {\n${entries.join('\n')}\n};\n`;
      }
      if (id.startsWith(filePrefix)) {
        const key = id.slice(filePrefix.length);
        const file = path.join(dir, `${key}.json`);
        this.addWatchFile(file);
        const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
        const compiled: Record<string, unknown> = {};
        for (const [name, message] of Object.entries(messages)) {
          try {
            compiled[name] = parse(message, { requiresOtherClause: true });
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
