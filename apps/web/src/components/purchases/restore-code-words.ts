import { loadMessages } from '../../i18n/catalogue';
import { splitLanguage } from '../../i18n/languages';

/**
 * The restore code's words (`src/i18n/messages/restore-code/`): the restore dialog, the code with
 * Copy code, New restore code and Forget this browser and their dialogs. No page lists them:
 * they come with the chunks that show them (`withRestoreCodeWords`), so a visitor who owns
 * nothing and restores nothing does without them (0.8 KB gzip on /pricing, /marketplace and
 * /checkout). The components at the top of those chunks read them with `useLazyWords`, which
 * fetches them after a change of language and renders nothing until then; the ones they render
 * read them with `useT`.
 */
export const restoreCodeMessages = 'restore-code';

/**
 * A chunk that shows those words, fetched together with them in the page's language: when
 * either cannot be fetched, the chunk's loader fails, and its caller says so and tries again.
 */
export const withRestoreCodeWords = <M>(chunk: Promise<M>): Promise<M> =>
  Promise.all([
    chunk,
    loadMessages(splitLanguage(window.location.pathname).language, [restoreCodeMessages]),
  ]).then(([module]) => module);
