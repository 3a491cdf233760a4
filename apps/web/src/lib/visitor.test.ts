import {
  needsVisitorCookie as contractNeedsCookie,
  type Operation,
  operations,
} from '@mathtools/contracts/operations';
import { apiPaths } from '@mathtools/contracts/paths';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the modules, so each test starts a new page load. */
async function load() {
  vi.resetModules();
  const [visitor, api] = await Promise.all([import('./visitor'), import('./api')]);
  return { ...visitor, ...api };
}

type Call = [string, RequestInit | undefined];

let calls: Call[];
/** Answers every request with what `answer` gives for it, recording the requests in order. */
function serve(answer: (url: string, init?: RequestInit) => Response | Promise<Response>) {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push([url, init]);
      return answer(url, init);
    }),
  );
}
const visitorCalls = () => calls.filter(([url]) => url === apiPaths.visitor);

beforeEach(() => serve(() => Response.json({ visitor: 'new' })));
afterEach(() => vi.unstubAllGlobals());

describe('needsVisitorCookie', () => {
  it('agrees with the contracts on every call of the API', async () => {
    const { needsVisitorCookie } = await load();
    const ops: Operation[] = Object.values(operations);
    expect(ops.length).toBeGreaterThan(20);
    for (const op of ops) {
      // A path parameter as a caller fills it in: any one segment.
      const url = op.url.replace(/:[A-Za-z]+/g, 'algebra');
      expect([op.method, url, needsVisitorCookie(op.method, url)]).toEqual([
        op.method,
        url,
        contractNeedsCookie(op.schema),
      ]);
    }
  });

  it('reads the path of a URL with a query, and a path parameter is one whole segment', async () => {
    const { needsVisitorCookie } = await load();
    expect(needsVisitorCookie('GET', `${apiPaths.offlineSeeds}?x=1`)).toBe(true);
    expect(needsVisitorCookie('GET', apiPaths.skillProblem('linear-equations'))).toBe(true);
    expect(needsVisitorCookie('GET', '/api/practice/skills//problem')).toBe(false);
    expect(needsVisitorCookie('GET', '/api/practice/skills/a/b/problem')).toBe(false);
    expect(needsVisitorCookie('GET', apiPaths.progress('algebra'))).toBe(false);
    expect(needsVisitorCookie('POST', apiPaths.progress('algebra'))).toBe(true);
  });
});

describe('apiRequest and the visitor', () => {
  it('asks POST /api/visitor once before the first calls that need the cookie, sent at once', async () => {
    const { apiRequest } = await load();
    let visited = false;
    serve(async (url) => {
      if (url === apiPaths.visitor) {
        await new Promise((r) => setTimeout(r, 5));
        visited = true;
        return Response.json({ visitor: 'new' });
      }
      // The server's rule: a call that keeps something needs the cookie the visit set.
      return visited
        ? Response.json({ ok: url })
        : Response.json({ error: { code: 'cookie_required', message: 'x' } }, { status: 400 });
    });
    const results = await Promise.all([
      apiRequest(apiPaths.offlineSeeds),
      apiRequest(apiPaths.review),
      apiRequest(apiPaths.grade, { method: 'POST', data: {} }),
    ]);
    expect(results).toEqual([
      { ok: apiPaths.offlineSeeds },
      { ok: apiPaths.review },
      { ok: apiPaths.grade },
    ]);
    expect(calls.map(([url]) => url)).toEqual([
      apiPaths.visitor,
      apiPaths.offlineSeeds,
      apiPaths.review,
      apiPaths.grade,
    ]);
    expect(calls[0]?.[1]).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(calls[0]?.[1]?.body).toBeUndefined();

    // Later calls of the same page load do not ask again.
    await apiRequest(apiPaths.purchaseTrial, { method: 'POST', data: {} });
    expect(visitorCalls()).toHaveLength(1);
    expect(calls.at(-1)?.[0]).toBe(apiPaths.purchaseTrial);
  });

  it('does not hold up a call that needs no cookie', async () => {
    const { apiRequest } = await load();
    await apiRequest(apiPaths.skills);
    await apiRequest(apiPaths.progress('algebra'));
    await apiRequest(apiPaths.newsletter, { method: 'POST', data: {} });
    expect(calls.map(([url]) => url)).toEqual([
      apiPaths.skills,
      apiPaths.progress('algebra'),
      apiPaths.newsletter,
    ]);
  });

  it('sends the call anyway when the visit fails, and asks again on the next call', async () => {
    const { apiRequest } = await load();
    serve((url) =>
      url === apiPaths.visitor ? new Response('down', { status: 503 }) : Response.json({ n: 1 }),
    );
    await expect(apiRequest(apiPaths.review)).resolves.toEqual({ n: 1 });
    await expect(apiRequest(apiPaths.review)).resolves.toEqual({ n: 1 });
    expect(calls.map(([url]) => url)).toEqual([
      apiPaths.visitor,
      apiPaths.review,
      apiPaths.visitor,
      apiPaths.review,
    ]);

    serve((url) => {
      if (url === apiPaths.visitor) throw new TypeError('Failed to fetch');
      return Response.json({ n: 2 });
    });
    await expect(apiRequest(apiPaths.review)).resolves.toEqual({ n: 2 });
  });

  it('still asks once more after 400 cookie_required, for a cookie lost mid-session', async () => {
    const { apiRequest, ensureVisitor } = await load();
    await ensureVisitor();
    const answers = [
      Response.json({ error: { code: 'cookie_required', message: 'x' } }, { status: 400 }),
      Response.json({ n: 3 }),
    ];
    serve(() => answers.shift() as Response);
    await expect(apiRequest(apiPaths.review)).resolves.toEqual({ n: 3 });
    expect(calls.map(([url]) => url)).toEqual([apiPaths.review, apiPaths.review]);
  });
});
