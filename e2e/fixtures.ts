import { expect, type Browser, type Page } from '@playwright/test';

export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://localhost:8201';
export const SECOND_URL = process.env.E2E_SECOND_URL ?? 'http://localhost:8202';

/** Signs in through the real sign-in page of the built-in provider and waits for the portal shell. */
export async function signIn(page: Page, username: string, options: { baseUrl?: string; path?: string } = {}): Promise<void> {
  const base = options.baseUrl ?? BASE_URL;
  await page.goto(`${base}${options.path ?? '/'}`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/oidc') && !url.pathname.startsWith('/signin-oidc'), { timeout: 30_000 });
  await expect(page.getByRole('navigation').first()).toBeVisible();
}

/** A fresh browser context (its own session storage and cookies) signed in as a user. */
export async function newSignedInPage(browser: Browser, username: string, options: { baseUrl?: string; path?: string } = {}): Promise<Page> {
  const context = await browser.newContext({ baseURL: options.baseUrl ?? BASE_URL });
  const page = await context.newPage();
  await signIn(page, username, options);
  return page;
}

/** A bearer token for API calls from tests, read from the signed-in page's session storage. */
export async function tokenOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    for (let i = 0; i < sessionStorage.length; i += 1) {
      const key = sessionStorage.key(i) ?? '';
      if (key.startsWith('oidc.user:')) return (JSON.parse(sessionStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token ?? '';
    }
    return '';
  });
}
