import { apiPaths } from '@mathtools/contracts/paths';

/**
 * The anonymous visitor, from the page's side. The server keeps a visitor's things (progress,
 * answers, purchases) under a signed HttpOnly cookie, and refuses with 400 `cookie_required` the
 * calls that keep something when the request carries none: it sets the cookie on that refusal, so
 * a browser's very first such call used to fail (and log an error) before the second one worked.
 * Now the first call of a page load that needs the cookie first asks `POST /api/visitor`, which
 * sets it; every later call of the page load, and any calls made meanwhile, wait for that one
 * answer. Calls that do not need the cookie never wait.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `*` stands for any one path segment (a skill's id, a practice category). */
const any = '*';

/**
 * The calls the server answers 400 `cookie_required` without the visitor cookie. Its contract
 * says so of each (its security is the cookie, not optional); `visitor.test.ts` holds this list
 * to the contracts', call by call, so a new such call cannot be left out.
 */
const callsNeedingTheCookie: readonly (readonly [Method, string])[] = [
  ['POST', apiPaths.grade],
  ['POST', apiPaths.similarAttempts],
  ['GET', apiPaths.skillProblem(any)],
  ['POST', apiPaths.skillHint(any)],
  ['POST', apiPaths.skillGrade(any)],
  ['POST', apiPaths.offlineAttempts],
  ['GET', apiPaths.offlineSeeds],
  ['GET', apiPaths.review],
  ['POST', apiPaths.progress(any as Parameters<typeof apiPaths.progress>[0])],
  ['POST', apiPaths.paymentIntent],
  ['POST', apiPaths.purchaseConfirm],
  ['POST', apiPaths.purchaseRestore],
  ['POST', apiPaths.purchaseTrial],
  ['POST', apiPaths.purchaseCode],
  ['POST', apiPaths.purchaseForget],
];

function samePath(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const got = path.split('/');
  return (
    want.length === got.length && want.every((s, i) => s === got[i] || (s === any && got[i] !== ''))
  );
}

/** Whether the call to `url` (a path, with or without a query) needs the visitor cookie. */
export function needsVisitorCookie(method: Method, url: string): boolean {
  const path = url.split(/[?#]/, 1)[0] ?? url;
  return callsNeedingTheCookie.some(([m, pattern]) => m === method && samePath(pattern, path));
}

/** This page load's one `POST /api/visitor`, once asked; forgotten when it fails. */
let visit: Promise<void> | undefined;

/**
 * Resolves once this browser holds the visitor cookie, as far as the server can make sure of it:
 * the first call asks `POST /api/visitor` (which sets the cookie when the request had none), and
 * every later call shares that answer. It never rejects: when the server cannot be reached or
 * refuses, the call that waited is sent anyway (and fails or retries on its own), and the next
 * call asks again.
 */
export function ensureVisitor(): Promise<void> {
  visit ??= fetch(apiPaths.visitor, { method: 'POST', credentials: 'include' })
    .then(async (res) => {
      // Read to the end, so the request is done (nothing of the answer is needed).
      await res.text();
      if (!res.ok) visit = undefined;
    })
    .catch(() => {
      visit = undefined;
    });
  return visit;
}
