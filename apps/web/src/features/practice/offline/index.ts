/**
 * Practice offline, its own chunk: the practice page fetches it when the browser goes offline, or
 * when answers kept offline wait to be sent. It carries math-core's generators, so the page's first
 * load does not.
 */
export { OfflinePractice } from './offline-practice';
export { OfflineSync } from './offline-sync';
