import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, getQueryFn, userMessage } from './api';

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
    expect(userMessage(error, 'fallback')).toBe('Bad email');
  });

  it('uses the status text when the body is empty, and has no server message for plain text', async () => {
    mockFetch(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    const empty = await apiRequest('/api/x').catch((e: unknown) => e);
    expect((empty as Error).message).toBe('503: Service Unavailable');
    expect(userMessage(empty, 'fallback')).toBe('fallback');

    mockFetch(new Response('Bad Gateway', { status: 502 }));
    const text = await apiRequest('/api/x').catch((e: unknown) => e);
    expect((text as Error).message).toBe('502: Bad Gateway');
    expect(userMessage(text, 'fallback')).toBe('fallback');
    expect(userMessage(new TypeError('Failed to fetch'), 'fallback')).toBe('fallback');
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
