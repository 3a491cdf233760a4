import { readFileSync } from 'node:fs';
import path from 'node:path';
import { errorCodes } from '@mathtools/contracts/paths';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../i18n/catalogue';
import { languages } from '../i18n/languages';
import { ApiError, apiErrorMessages, apiRequest, getQueryFn, userMessage } from './api';

beforeAll(() => Promise.all(languages.map((l) => loadMessages(l, [apiErrorMessages]))));

type Call = [string, RequestInit];
function mockFetch(response: Response) {
  const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>(
    async () => response,
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('sends JSON with a content type only when a payload is given, always with credentials', async () => {
    const fetchMock = mockFetch(new Response(null, { status: 204 }));
    await apiRequest('/api/x', { method: 'POST', data: { email: 'a@b.co' } });
    const [, withBody] = fetchMock.mock.calls[0] as Call;
    expect(withBody).toMatchObject({
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"email":"a@b.co"}',
    });

    await apiRequest('/api/y');
    const [, withoutBody] = fetchMock.mock.calls[1] as Call;
    expect(withoutBody).toEqual({ method: 'GET', credentials: 'include' });
  });

  it("returns a 2xx body's JSON, and nothing for an empty body", async () => {
    mockFetch(Response.json({ n: 2 }));
    await expect(apiRequest<{ n: number }>('/api/z')).resolves.toEqual({ n: 2 });
    mockFetch(new Response(null, { status: 204 }));
    await expect(apiRequest('/api/z', { method: 'POST', data: {} })).resolves.toBeUndefined();
    mockFetch(new Response('', { status: 201 }));
    await expect(apiRequest('/api/z', { method: 'POST', data: {} })).resolves.toBeUndefined();
  });

  it('turns a non-2xx answer into "status: body" and exposes the server message', async () => {
    mockFetch(
      new Response(JSON.stringify({ error: { code: 'validation_error', message: 'Bad email' } }), {
        status: 400,
      }),
    );
    const error = await apiRequest('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_error',
      serverMessage: 'Bad email',
      message: '400: {"error":{"code":"validation_error","message":"Bad email"}}',
    });
    expect(userMessage(error, 'fallback', 'en')).toBe('Bad email');
  });

  it('uses the status text when the body is empty, and has no server message for plain text', async () => {
    mockFetch(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    const empty = await apiRequest('/api/x').catch((e: unknown) => e);
    expect((empty as Error).message).toBe('503: Service Unavailable');
    expect(userMessage(empty, 'fallback', 'en')).toBe('fallback');

    mockFetch(new Response('Bad Gateway', { status: 502 }));
    const text = await apiRequest('/api/x').catch((e: unknown) => e);
    expect((text as Error).message).toBe('502: Bad Gateway');
    expect(userMessage(text, 'fallback', 'en')).toBe('fallback');
    expect(userMessage(new TypeError('Failed to fetch'), 'fallback', 'en')).toBe('fallback');
  });

  it('asks once more after 400 cookie_required (the cookie came with it), and only once', async () => {
    const cookieRequired = () =>
      new Response(JSON.stringify({ error: { code: 'cookie_required', message: 'Cookies' } }), {
        status: 400,
      });
    const answers = [cookieRequired(), Response.json({ n: 1 })];
    const fetchMock = vi.fn(async () => answers.shift() as Response);
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('/api/p', { method: 'POST', data: {} })).resolves.toEqual({
      n: 1,
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);

    // A browser that keeps no cookies gets the error after the second try.
    const refusing = vi.fn(async () => cookieRequired());
    vi.stubGlobal('fetch', refusing);
    await expect(apiRequest('/api/p')).rejects.toMatchObject({ code: 'cookie_required' });
    expect(refusing).toHaveBeenCalledTimes(2);

    // Any other 400 is not asked again.
    const other = mockFetch(
      new Response(JSON.stringify({ error: { code: 'validation_error', message: 'x' } }), {
        status: 400,
      }),
    );
    await expect(apiRequest('/api/p')).rejects.toMatchObject({ code: 'validation_error' });
    expect(other).toHaveBeenCalledTimes(1);
  });
});

describe('getQueryFn', () => {
  const signal = new AbortController().signal;

  it("joins the query key with '/' and parses JSON", async () => {
    const fetchMock = mockFetch(Response.json({ ok: true }));
    await expect(getQueryFn()({ queryKey: ['/api/progress', 'algebra'], signal })).resolves.toEqual(
      { ok: true },
    );
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/progress/algebra');
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ credentials: 'include' });
  });

  it('throws an ApiError on 401 like on any other failure', async () => {
    mockFetch(new Response('nope', { status: 401 }));
    const failure = getQueryFn()({ queryKey: ['/api/me'], signal });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    mockFetch(new Response('nope', { status: 401 }));
    await expect(getQueryFn()({ queryKey: ['/api/me'], signal })).rejects.toThrow('401: nope');
  });
});

describe('userMessage', () => {
  const refusal = (status: number, code: string, message: string) =>
    new ApiError(status, `${status}: …`, code, message);

  it("says an error code in the page's language, where the server wrote English", () => {
    const limited = refusal(429, 'rate_limited', 'Too many requests, please try again later');
    expect(userMessage(limited, 'fallback', 'es')).toBe(
      'Demasiados intentos en poco tiempo. Espera un minuto e inténtalo de nuevo.',
    );
    const closed = refusal(409, 'class_closed', 'This set is not open');
    expect(userMessage(closed, 'fallback', 'fr')).toBe(
      'Cette série n’est pas ouverte en ce moment.',
    );
    expect(userMessage(closed, 'fallback', 'de')).toBe(
      'Diese Aufgabenreihe ist gerade nicht geöffnet.',
    );
    expect(userMessage(closed, 'fallback', 'pt')).toBe('Este conjunto não está aberto agora.');
    const invalid = refusal(400, 'validation_error', 'Please enter a valid email address');
    expect(userMessage(invalid, 'fallback', 'de')).toBe(
      'Eine Angabe fehlt oder ist ungültig. Bitte prüfe sie und versuche es erneut.',
    );
  });

  it("keeps the server's own words on an English page, and the catalogue's without them", () => {
    const invalid = refusal(400, 'validation_error', 'Please enter a valid email address');
    expect(userMessage(invalid, 'fallback', 'en')).toBe('Please enter a valid email address');
    expect(userMessage(refusal(429, 'rate_limited', ''), 'fallback', 'en')).toBe(
      'Too many tries in a short time. Please wait a minute and try again.',
    );
  });

  it('falls back for a code without words, an error without a code, and no answer', () => {
    expect(userMessage(refusal(500, 'internal_error', 'Internal error'), 'Réessayez.', 'fr')).toBe(
      'Réessayez.',
    );
    expect(userMessage(refusal(418, 'teapot', 'I am a teapot'), 'Inténtalo.', 'es')).toBe(
      'Inténtalo.',
    );
    expect(userMessage(new ApiError(502, '502: Bad Gateway'), 'Tente de novo.', 'pt')).toBe(
      'Tente de novo.',
    );
    expect(userMessage(new TypeError('Failed to fetch'), 'Nochmal.', 'de')).toBe('Nochmal.');
  });

  it('has words only for codes the server answers with', () => {
    const english = JSON.parse(
      readFileSync(
        path.join(import.meta.dirname, `../i18n/messages/${apiErrorMessages}/en.json`),
        'utf8',
      ),
    ) as Record<string, string>;
    const codes = Object.keys(english).map((key) => key.replace(/^apiError\./, ''));
    expect(codes.filter((code) => !(errorCodes as readonly string[]).includes(code))).toEqual([]);
    expect(codes).toContain('rate_limited');
  });
});
