import { catalogueTables } from 'virtual:mathtools-messages';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import {
  type Formatters,
  formatToParts,
  IntlMessageFormat,
  PART_TYPE,
  type PrimitiveType,
} from 'intl-messageformat';
import { type Tracked, tracked } from '../lib/tracked';
import type { Language } from './languages';

/**
 * The site's words, in message catalogues: `messages/<namespace>/<language>.json`, one flat object
 * of ICU MessageFormat strings per namespace and language ("{count, plural, one {# step} other {#
 * steps}}"). The build compiles each file to MessageFormat's syntax tree (messages-plugin.ts), so
 * the browser formats with `intl-messageformat` and never ships its parser, and each language's
 * namespace is a chunk of its own, fetched only by the pages that show it in that language (found
 * in the language's table of them, itself a chunk fetched once). A message with nothing to fill in
 * is compiled to its text.
 */
export type Catalogue = Readonly<Record<string, string | MessageFormatElement[]>>;
export type Values = Record<string, PrimitiveType>;

const loaded = new Map<string, Catalogue>();
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
              loaded.set(key, catalogue);
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
  loaded.get(keyOf(namespace, language))?.[key] !== undefined;

/**
 * One language's `Intl` formatters, shared by all its messages and each made when a message first
 * needs it. A page's first number format costs tens of milliseconds (the browser loads its number
 * data), so a page whose messages format no number never pays it: `IntlMessageFormat`'s
 * constructor would, for every message, to resolve a locale only its parser uses.
 */
function formattersOf(language: Language): Formatters {
  let formatters = formattersByLanguage.get(language);
  if (!formatters) {
    const made = <T>(make: (options?: object) => T) => {
      const byOptions = new Map<string, T>();
      return (_locales?: unknown, options?: object): T => {
        const key = JSON.stringify(options ?? {});
        let formatter = byOptions.get(key);
        if (!formatter) {
          formatter = make(options);
          byOptions.set(key, formatter);
        }
        return formatter;
      };
    };
    formatters = {
      getNumberFormat: made((options) => new Intl.NumberFormat(language, options)),
      getDateTimeFormat: made((options) => new Intl.DateTimeFormat(language, options)),
      getPluralRules: made((options) => new Intl.PluralRules(language, options)),
    };
    formattersByLanguage.set(language, formatters);
  }
  return formatters;
}
const formattersByLanguage = new Map<Language, Formatters>();

/**
 * Makes a language's plain number format and plural rules ahead of the first message that needs
 * them, for a caller with idle time to spare: the browser's number data then loads while the page
 * waits on the network, not inside the render that first shows a count.
 */
export function prepareFormatters(language: Language): void {
  const formatters = formattersOf(language);
  formatters.getNumberFormat();
  formatters.getPluralRules(undefined, { type: 'cardinal' });
}

/**
 * A message of a loaded catalogue, formatted with its values (plurals and numbers by `Intl` in
 * the language): its text, or its parts when a value is an element (adjacent text joined). A
 * namespace that was not loaded, or a key it lacks, is a bug in the page that asks: it throws, and
 * the catalogue tests check every key used exists in every language.
 */
export function formatMessage(
  language: Language,
  namespace: string,
  key: string,
  values?: Record<string, unknown>,
): string | unknown[] {
  const catalogue = loaded.get(keyOf(namespace, language));
  if (!catalogue) throw new Error(`Messages ${keyOf(namespace, language)} used before they loaded`);
  const message = catalogue[key];
  if (message === undefined)
    throw new Error(`No message "${key}" in ${keyOf(namespace, language)}`);
  if (typeof message === 'string') return message;
  const parts = formatToParts(
    message,
    language,
    formattersOf(language),
    IntlMessageFormat.formats,
    values as Values,
    undefined,
    key,
  );
  const out: unknown[] = [];
  for (const part of parts) {
    const last = out.length - 1;
    if (part.type === PART_TYPE.literal && typeof out[last] === 'string')
      out[last] = out[last] + part.value;
    else out.push(part.value);
  }
  return out.length === 1 && typeof out[0] === 'string' ? out[0] : out.length === 0 ? '' : out;
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
