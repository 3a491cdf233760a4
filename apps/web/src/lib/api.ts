/**
 * The one fetch wrapper. Every call:
 * - sends cookies (`credentials: 'include'`);
 * - sends a JSON body and a JSON content type only when a payload is given;
 * - turns a non-2xx answer into an `ApiError` whose message is `${status}: ${body or statusText}`,
 *   exposing the server's `error.code` / `error.message` when the body has the contracts'
 *   `{ error: { code, message } }` shape;
 * - returns a 2xx answer's JSON as the contract's type (`undefined` for an empty body). It is not parsed again
 *   here: the server serialises every answer through the contract's zod schema, so an answer of
 *   the wrong shape never leaves it (it is a 500), and zod stays out of the pages' first load;
 * - first makes sure the visitor exists when the call needs the visitor cookie (`./visitor`: one
 *   `POST /api/visitor` per page load, shared by every call), so a first visit meets no refusal;
 * - still asks once more after a 400 `cookie_required`, for a cookie lost since (cleared, or
 *   expired mid-session): the server sets the cookie on that answer, so the second call (on a
 *   browser that keeps cookies) is the visitor's own.
 */
import { formatMessage, hasMessage, loadMessages } from '../i18n/catalogue';
import { type Language, splitLanguage } from '../i18n/languages';
import { ensureVisitor, needsVisitorCookie } from './visitor';

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    /** `error.code` from the server's error body, when present. */
    readonly code?: string,
    /** `error.message` from the server's error body, when present: safe to show to users. */
    readonly serverMessage?: string,
  ) {
    super(message);
  }
}

function readErrorBody(text: string): { code?: string; message?: string } {
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object' && 'error' in body) {
      const error = (body as { error: unknown }).error;
      if (error && typeof error === 'object') {
        const { code, message } = error as { code?: unknown; message?: unknown };
        return {
          ...(typeof code === 'string' ? { code } : {}),
          ...(typeof message === 'string' ? { message } : {}),
        };
      }
    }
  } catch {
    // Not JSON: the raw text is still in the error's message.
  }
  return {};
}

/**
 * Throws an `ApiError` if the response is not 2xx (message `${status}: ${body}`). In the browser
 * the words for the server's error codes (`api-errors`, in the page's language) are fetched first,
 * so whatever shows the error (`userMessage`) has them: the pages load them when a call fails
 * instead of with every first load (about 1 KB gzip on the pages that call the API). A catalogue
 * that cannot be fetched leaves `userMessage` its fallback.
 */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text();
  const { code, message } = readErrorBody(text);
  if (typeof window !== 'undefined') {
    const { language } = splitLanguage(window.location.pathname);
    await loadMessages(language, [apiErrorMessages]).catch(() => undefined);
  }
  throw new ApiError(res.status, `${res.status}: ${text || res.statusText}`, code, message);
}

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON payload; omit for no body (and no content type). */
  data?: unknown;
  signal?: AbortSignal;
};

export async function apiRequest<T = unknown>(
  url: string,
  options: RequestOptions = {},
): Promise<T> {
  const { method = 'GET', data, signal } = options;
  const hasPayload = data !== undefined;
  const send = () =>
    fetch(url, {
      method,
      credentials: 'include',
      ...(hasPayload
        ? { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(data) }
        : {}),
      ...(signal ? { signal } : {}),
    });
  if (needsVisitorCookie(method, url)) await ensureVisitor();
  let res = await send();
  if (res.status === 400 && readErrorBody(await res.clone().text()).code === 'cookie_required')
    res = await send();
  await throwIfResNotOk(res);
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * The catalogue of the words for the server's error codes (`apiError.<code>`): loaded when a call
 * fails (`throwIfResNotOk`), before the error reaches what shows it.
 */
export const apiErrorMessages = 'api-errors';

/**
 * Words to show a user for a failed call, in the page's language. The server's message is written
 * in English for users (and often says more than its code: which field is wrong and how, which
 * line of a set cannot be solved, what the answer box expects), so an English page shows it;
 * another language's page shows the `api-errors` catalogue's words for the error's code. Else the
 * given fallback: for a code the catalogue gives no words (a malformed request, a failure of the
 * server), for a call that got no answer, or where the catalogue is not loaded.
 */
export function userMessage(error: unknown, fallback: string, language: Language): string {
  if (!(error instanceof ApiError)) return fallback;
  if (language === 'en' && error.serverMessage) return error.serverMessage;
  const key = `apiError.${error.code}`;
  if (!error.code || !hasMessage(language, apiErrorMessages, key)) return fallback;
  return String(formatMessage(language, apiErrorMessages, key));
}

/**
 * The default query function: fetches the URL formed by joining the query key's
 * segments with '/' and parses JSON; any non-2xx answer, 401 included, throws an `ApiError`.
 * Endpoint files should still pass their own `queryFn`, typed by the contracts; this is the
 * fallback for keys that are plain paths, e.g. `['/api/health']`.
 */
export function getQueryFn() {
  return async ({ queryKey, signal }: { queryKey: readonly unknown[]; signal: AbortSignal }) => {
    const res = await fetch(queryKey.join('/'), { credentials: 'include', signal });
    await throwIfResNotOk(res);
    return (await res.json()) as unknown;
  };
}
