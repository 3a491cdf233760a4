import { catalogueTables } from 'virtual:mathtools-messages';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import { type Tracked, tracked } from '../lib/tracked';
import type { Language } from './languages';

/**
 * The site's words, in message catalogues: `messages/<namespace>/<language>.json`, one flat object
 * of ICU MessageFormat strings per namespace and language ("{count, plural, one {# step} other {#
 * steps}}"). The build compiles each file to MessageFormat's syntax tree (messages-plugin.ts), so
 * the browser formats with `intl-messageformat` and never ships its parser, and each language's
 * namespace is a chunk of its own, fetched only by the pages that show it in that language (found
 * in the language's table of them, itself a chunk fetched once).
 */
export type Catalogue = Readonly<Record<string, string | MessageFormatElement[]>>;
export type Values = Record<string, PrimitiveType>;

type Loaded = { catalogue: Catalogue; formats: Map<string, IntlMessageFormat> };
const loaded = new Map<string, Loaded>();
const pending = new Map<string, Promise<void>>();

const keyOf = (namespace: string, language: Language) => `${namespace}/${language}`;

type Table = Readonly<Record<string, () => Promise<Catalogue>>>;
const tables = new Map<Language, Promise<Table>>();

/** A language's table of catalogue loaders, fetched once (a failed fetch is not kept). */
function tableOf(language: Language): Promise<Table> {
  let table = tables.get(language);
  if (!table) {
    const load = catalogueTables[language];
    if (!load) throw new Error(`No catalogues in ${language} in src/i18n/messages`);
    table = load().catch((error: unknown) => {
      tables.delete(language);
      throw error;
    });
    tables.set(language, table);
  }
  return table;
}

/** Fetches the catalogues of these namespaces in a language, once each. */
export function loadMessages(language: Language, namespaces: readonly string[]): Promise<void> {
  return Promise.all(
    namespaces.map((namespace) => {
      const key = keyOf(namespace, language);
      if (loaded.has(key)) return undefined;
      let promise = pending.get(key);
      if (!promise) {
        promise = tableOf(language)
          .then((table) => {
            const load = table[namespace];
            if (!load) throw new Error(`No catalogue ${key}.json in src/i18n/messages`);
            return load();
          })
          .then(
            (catalogue) => {
              loaded.set(key, { catalogue, formats: new Map() });
              pending.delete(key);
            },
            (error: unknown) => {
              // Not kept: the next page load fetches it again.
              pending.delete(key);
              throw error;
            },
          );
        pending.set(key, promise);
      }
      return promise;
    }),
  ).then(() => undefined);
}

/** Whether a namespace's catalogue in a language has been loaded (and formatting it is sync). */
export const messagesLoaded = (language: Language, namespace: string): boolean =>
  loaded.has(keyOf(namespace, language));

/**
 * Whether a loaded catalogue has a message for this key: for a family of keys named after data
 * (one per error code the server may answer with) that gives words to some of its members only.
 */
export const hasMessage = (language: Language, namespace: string, key: string): boolean =>
  loaded.get(keyOf(namespace, language))?.catalogue[key] !== undefined;

/**
 * A message of a loaded catalogue, formatted with its values (plurals and numbers by `Intl` in
 * the language). A namespace that was not loaded, or a key it lacks, is a bug in the page that
 * asks: it throws, and the catalogue tests check every key used exists in every language.
 */
export function formatMessage(
  language: Language,
  namespace: string,
  key: string,
  values?: Record<string, unknown>,
): string | unknown[] {
  const entry = loaded.get(keyOf(namespace, language));
  if (!entry) throw new Error(`Messages ${keyOf(namespace, language)} used before they loaded`);
  let format = entry.formats.get(key);
  if (!format) {
    const message = entry.catalogue[key];
    if (message === undefined)
      throw new Error(`No message "${key}" in ${keyOf(namespace, language)}`);
    format = new IntlMessageFormat(message, language);
    entry.formats.set(key, format);
  }
  return format.format(values as Values) as string | unknown[];
}

const ready = new Map<string, Tracked<void>>();

/**
 * `loadMessages` as a promise React's `use()` can read without suspending once it has settled
 * (it carries `status`), one per language and namespaces: a component that must not render
 * before its words are there suspends on it, and a navigation, being a transition, keeps the
 * page shown meanwhile.
 */
export function messagesReady(language: Language, namespaces: readonly string[]): Tracked<void> {
  const key = `${language}:${namespaces.join(',')}`;
  let promise = ready.get(key);
  if (!promise || promise.status === 'rejected') {
    const there = namespaces.every((ns) => messagesLoaded(language, ns));
    promise = tracked(loadMessages(language, namespaces), there ? { value: undefined } : undefined);
    ready.set(key, promise);
  }
  return promise;
}
