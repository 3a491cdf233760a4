import { expect, presetTheme, test, viewports, waitForHydration } from './fixtures';

type Document = {
  openapi: string;
  paths: Record<string, Record<string, { operationId: string; summary: string }>>;
};

test('the API reference lists every call of the served OpenAPI document, in the prerendered HTML', async ({
  request,
}) => {
  const served = await request.get('/api/openapi.json');
  expect(served.status()).toBe(200);
  const document = (await served.json()) as Document;
  expect(document.openapi).toMatch(/^3\.1\./);

  const html = await (await request.get('/developers')).text();
  const calls = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ method, path, operation })),
  );
  expect(calls.length).toBeGreaterThan(10);
  for (const { method, path, operation } of calls) {
    // Readable without JavaScript: each call's anchor, method, path and summary are in the HTML.
    expect(html).toContain(`id="op-${operation.operationId}"`);
    expect(html).toContain(`>${method.toUpperCase()}</span>`);
    expect(html).toContain(path);
    expect(html).toContain(operation.summary.replaceAll("'", '&#x27;'));
  }
});

test('the index links to each call and the document link serves the JSON', async ({ page }) => {
  await page.goto('/developers');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'API reference' })).toBeVisible();

  const index = page.getByRole('navigation', { name: 'Endpoints' });
  await index.getByRole('link', { name: 'POST /api/practice/grade' }).click();
  await expect(page).toHaveURL(/#op-gradeAnswer$/);
  const grade = page.locator('#op-gradeAnswer');
  // The call's own heading, not merely some of its tables: the page lands where the call starts.
  await expect(page.locator('#op-gradeAnswer-title')).toBeInViewport();
  await expect(grade.getByRole('table', { name: 'Request body' })).toContainText('problemId');
  await expect(grade.getByRole('table', { name: 'Errors' })).toContainText('rate_limited');

  const link = page.getByRole('link', { name: 'OpenAPI document (JSON)' });
  await expect(link).toHaveAttribute('href', '/api/openapi.json');
  const response = await page.request.get((await link.getAttribute('href')) ?? '');
  expect(response.headers()['content-type']).toMatch(/^application\/json/);
});

test('the math-core library reference: linked from /developers, its pages load whole', {
  tag: '@smoke',
}, async ({ page }) => {
  // TypeDoc's pages, copied by the web build: every file they load is there (no 404), their
  // inline script is allowed by the CSP (a refused one is a console error, which fails the test).
  const failed: string[] = [];
  page.on('response', (r) => {
    if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
  });
  await page.goto('/developers');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'math-core reference' }).click();
  await expect(page).toHaveURL(/\/developers\/math-core$/);
  await expect(page.getByRole('heading', { level: 1, name: '@mathtools/math-core' })).toBeVisible();

  // Its front page lists the library by category; served without the trailing slash, it still
  // links into the reference, not beside it.
  for (const category of ['Calculators', 'Solver', 'Graph', 'Tutor', 'Practice', 'Skill kit']) {
    await expect(page.getByRole('heading', { level: 2, name: category })).toBeVisible();
  }
  await page.getByRole('link', { name: 'solve', exact: true }).first().click();
  await expect(page).toHaveURL(/\/developers\/math-core\/functions\/solve\.html$/);
  await expect(page.getByRole('heading', { level: 1, name: /solve/ })).toBeVisible();
  await expect(page.locator('.tsd-signature').first()).toContainText('solve');
  expect(failed).toEqual([]);
});

test("the reference's code loads on its page only", async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto('/developers');
  await waitForHydration(page);
  expect(scripts.filter((s) => /\/developers-[\w-]+\.js$/.test(s))).toHaveLength(1);
  scripts.length = 0;
  await page.goto('/');
  await waitForHydration(page);
  expect(scripts.filter((s) => s.includes('developers'))).toEqual([]);
});

test('the reference fits a phone: the page never scrolls sideways at 390 px, nor at 320', async ({
  page,
}) => {
  await page.goto('/developers');
  await waitForHydration(page);
  for (const width of [viewports.mobile.width, 320]) {
    await page.setViewportSize({ ...viewports.mobile, width });
    const { scrollWidth, clientWidth, past } = await page.evaluate(() => {
      const root = document.documentElement;
      // The innermost elements reaching past the right edge, to name the culprit on failure.
      const past = [...document.body.querySelectorAll('*')]
        .filter((el) => el.getBoundingClientRect().right > root.clientWidth + 0.5)
        .filter((el) => !el.firstElementChild)
        .slice(0, 5)
        .map((el) => `${el.tagName.toLowerCase()} "${el.textContent?.slice(0, 60)}"`);
      return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, past };
    });
    expect(clientWidth).toBe(width);
    expect(scrollWidth, `at ${width} px: ${past.join('; ')}`).toBe(clientWidth);
    expect(past, `at ${width} px`).toEqual([]);
  }
});

// The call a link names is on screen, from its heading, when the page opens at its anchor, at a
// phone's width and in both themes: the calls are drawn only near the screen, and those above the
// linked one must be laid out at their real height for it to land there. axe for the route at
// this width in both themes is a11y.spec.ts's: the same markup and colours, scanned there with the
// page at its top, where the sticky header covers nothing; scrolled here, the header only hides
// what it covers from axe's contrast check. Each scan of this page takes the better part of a
// minute on a busy 2-core machine, so it is not repeated here.
for (const theme of ['light', 'dark'] as const) {
  test(`API reference opened at a call's anchor shows that call (${theme})`, async ({ page }) => {
    await page.setViewportSize(viewports.mobile);
    await presetTheme(page, theme);
    await page.goto('/developers#op-createPaymentIntent');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expect(page.locator('#op-createPaymentIntent-title')).toBeInViewport();
  });
}

test('the last call of the index, followed on a phone, opens at its heading', async ({ page }) => {
  await page.setViewportSize(viewports.mobile);
  await page.goto('/developers');
  await waitForHydration(page);
  const last = page.getByRole('navigation', { name: 'Endpoints' }).getByRole('link').last();
  const anchor = ((await last.getAttribute('href')) ?? '').slice(1);
  expect(anchor).toMatch(/^op-/);
  await last.click();
  await expect(page.locator(`[id="${anchor}-title"]`)).toBeInViewport();
  // Scrolled back up, the calls above are drawn as the reader reaches them.
  await page.keyboard.press('Home');
  await expect(page.getByRole('heading', { level: 1, name: 'API reference' })).toBeInViewport();
});
