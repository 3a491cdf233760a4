import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';
import {
  expectNoAxeViolationsInBothThemes,
  fakeApi,
  holdApi,
  toast,
} from './support/commerce-helpers';

// axe runs in two themes per state on a shared 2-core machine: allow for it.
test.describe.configure({ timeout: 90_000 });

const form = (page: Page) => {
  const main = page.getByRole('main');
  return {
    name: main.getByRole('textbox', { name: 'Name' }),
    email: main.getByRole('textbox', { name: 'Email' }),
    subject: main.getByRole('textbox', { name: 'Subject' }),
    message: main.getByRole('textbox', { name: 'Message' }),
    send: main.getByRole('button', { name: /Send Message|Sending\.\.\./ }),
  };
};

async function fill(page: Page) {
  const f = form(page);
  await f.name.fill('Ada Lovelace');
  await f.email.fill('ada@example.com');
  await f.subject.fill('A question about logarithms');
  await f.message.fill('How does the simplifier choose between ln and log?');
  return f;
}

test.beforeEach(async ({ page }) => {
  await page.goto('/contact');
  await waitForHydration(page);
});

test('the counter follows the message and the limit is 1000 characters', async ({ page }) => {
  const { message } = form(page);
  await expect(page.getByText('0 / 1000 characters')).toBeVisible();
  await message.fill('hello');
  await expect(page.getByText('5 / 1000 characters')).toBeVisible();
  await expect(message).toHaveAttribute('maxlength', '1000');
  await message.fill('x'.repeat(1200));
  await expect(message).toHaveValue('x'.repeat(1000));
  await expect(page.getByText('1000 / 1000 characters')).toBeVisible();
});

test('client checks use the server rules: nothing is sent while a field is invalid (axe)', async ({
  page,
  expectNoAxeViolations,
}) => {
  let sent = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/contact')) sent++;
  });
  const f = form(page);
  await f.send.click();
  await expect(page.getByText('Please enter your name')).toBeVisible();
  await expect(page.getByText('Please enter your email address')).toBeVisible();
  await expect(page.getByText('Please enter a subject')).toBeVisible();
  await expect(page.getByText('Please enter a message')).toBeVisible();
  await expect(f.name).toBeFocused();
  await expect(f.name).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolationsInBothThemes(page, expectNoAxeViolations);
  await fill(page);
  await f.email.fill('not-an-email');
  await f.send.click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Please enter your name')).toHaveCount(0);
  // The send check moves focus to the first invalid field once it is done; typing into the
  // message before that could land in the email field.
  await expect(f.email).toBeFocused();
  await f.message.fill('   ');
  await expect(page.getByText('Please enter a message')).toBeVisible();
  expect(sent).toBe(0);
});

test('sending: Sending... then Message Sent! and a cleared form', { tag: '@flow' }, async ({
  page,
}) => {
  const release = await holdApi(page, '/api/contact');
  const f = await fill(page);
  const request = page.waitForRequest((r) => r.url().endsWith('/api/contact'));
  await f.send.click();
  await expect(f.send).toHaveText('Sending...');
  await expect(f.send).toBeDisabled();
  expect((await request).postDataJSON()).toEqual({
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    subject: 'A question about logarithms',
    message: 'How does the simplifier choose between ln and log?',
  });
  release();
  await expect(toast(page)).toContainText('Message Sent!');
  await expect(toast(page)).toContainText(
    "Thank you for contacting us. We'll respond within 24 hours.",
  );
  for (const field of [f.name, f.email, f.subject, f.message]) await expect(field).toHaveValue('');
  await expect(page.getByText('0 / 1000 characters')).toBeVisible();
  await expect(f.send).toHaveText('Send Message');
});

test('a failure: Error toast, the form is kept (axe)', async ({ page, expectNoAxeViolations }) => {
  await fakeApi(page, '/api/contact', 500, {
    error: { code: 'internal_error', message: 'Internal Server Error' },
  });
  const f = await fill(page);
  await f.send.click();
  await expect(toast(page)).toContainText('Error');
  await expect(toast(page)).toContainText('Failed to send message. Please try again.');
  await expect(f.name).toHaveValue('Ada Lovelace');
  await expect(f.message).toHaveValue('How does the simplifier choose between ln and log?');
  await expect(f.send).toBeEnabled();
  await expectNoAxeViolationsInBothThemes(page, expectNoAxeViolations);
});

test('the side panel: 24 hours, support hours and quick links', async ({ page }) => {
  const aside = page.getByRole('complementary', { name: 'Contact information' });
  await expect(aside).toContainText('within 24 hours');
  await expect(aside).toContainText('Monday to Friday 9:00 AM to 6:00 PM EST');
  const links = aside.getByRole('list', { name: 'Quick links' }).getByRole('link');
  const hrefs = await links.evaluateAll((els) => els.map((el) => el.getAttribute('href')));
  expect(hrefs).toEqual(['/support', '/how-it-works', '/pricing', '/privacy']);
});
