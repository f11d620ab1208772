import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The suite's `test`: Playwright's, and every browser context a test opens itself (newSignedInPage, browser.newContext)
 * is closed when the test ends, pass or fail. A page left open would outlive its test with a demo user's shared session
 * and refresh it on the configured period with the same refresh token as every other copy of it: the provider rotates
 * refresh tokens and takes a second use of one as a stolen token, so that page signs out and ends the session under
 * whichever test of that user runs then (shared-sessions.spec.ts).
 */
export const test = base.extend<{ closeOpenedContexts: undefined }>({
  closeOpenedContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use(undefined);
      await Promise.all(
        browser
          .contexts()
          .filter((context) => !before.has(context))
          .map((context) => context.close()),
      );
    },
    { auto: true },
  ],
});
export { expect };

export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://localhost:8201';
export const SECOND_URL = process.env.E2E_SECOND_URL ?? 'http://localhost:8202';

export interface SignInOptions {
  baseUrl?: string;
  path?: string;
  /**
   * Sign in through the sign-in page even when a stored session exists, and do not store this one. Required for a test
   * that signs out, lets its session expire or lets its page refresh the token (a refresh rotates the refresh token every
   * copy of a shared session holds): ending a shared session would end it for every later test.
   */
  fresh?: boolean;
}

/**
 * A demo user's session, signed in once per run through the real sign-in page and reused by later tests: the provider's
 * cookies (storageState) and the OIDC user the web app keeps in sessionStorage, which storageState does not capture.
 * Reusing it keeps the suite far below the sign-in throttle.
 */
export interface StoredSession {
  cookies: Awaited<ReturnType<BrowserContext['storageState']>>['cookies'];
  sessionStorage: Record<string, string>;
}

/** One folder per run (set in playwright.config.ts, shared by the workers): a new run signs everyone in again. */
export const sessionsDir = path.join(os.tmpdir(), `portal-e2e-sessions-${process.env.E2E_RUN_ID ?? 'local'}`);
const RESTORED_MARK = 'e2e.session-restored';

const sessionFile = (baseUrl: string, username: string) =>
  path.join(sessionsDir, `${new URL(baseUrl).port || 'default'}-${username.replace(/[^a-z0-9.-]/gi, '_')}.json`);

function readSession(baseUrl: string, username: string): StoredSession | undefined {
  try {
    return JSON.parse(fs.readFileSync(sessionFile(baseUrl, username), 'utf8')) as StoredSession;
  } catch {
    return undefined;
  }
}

/** A signed-in page's session as the suite stores it: undefined when the page holds no signed-in user. */
export async function captureSession(page: Page): Promise<StoredSession | undefined> {
  const sessionStorage = await page.evaluate(() => {
    const entries: Record<string, string> = {};
    for (let i = 0; i < window.sessionStorage.length; i += 1) {
      const key = window.sessionStorage.key(i) ?? '';
      if (key.startsWith('oidc.user:')) entries[key] = window.sessionStorage.getItem(key) ?? '';
    }
    return entries;
  });
  if (Object.keys(sessionStorage).length === 0) return undefined;
  const { cookies } = await page.context().storageState();
  return { cookies, sessionStorage };
}

async function storeSession(page: Page, baseUrl: string, username: string): Promise<void> {
  const session = await captureSession(page);
  if (!session) return;
  fs.mkdirSync(sessionsDir, { recursive: true });
  fs.writeFileSync(sessionFile(baseUrl, username), JSON.stringify(session));
}

/** Puts a stored session into a context before the app loads: cookies now, sessionStorage by an init script (once per tab). */
export async function restoreSession(context: BrowserContext, baseUrl: string, session: StoredSession): Promise<void> {
  await context.addCookies(session.cookies);
  await context.addInitScript(
    ({ origin, entries, mark }) => {
      if (window.location.origin !== origin || window.sessionStorage.getItem(mark)) return;
      for (const [key, value] of Object.entries(entries)) window.sessionStorage.setItem(key, value);
      window.sessionStorage.setItem(mark, '1');
    },
    { origin: new URL(baseUrl).origin, entries: session.sessionStorage, mark: RESTORED_MARK },
  );
}

/** The portal shell is there: the side menu has loaded with the user's modules (after /api/me and the flags). */
async function shellShown(page: Page): Promise<void> {
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
}

async function signInThroughThePage(page: Page, username: string, base: string, target: string): Promise<void> {
  if (!page.url().startsWith(base) || !(await page.getByLabel('Username').isVisible()))
    await page.goto(`${base}${target}`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/oidc') && !url.pathname.startsWith('/signin-oidc'), {
    timeout: 30_000,
  });
  await shellShown(page);
}

/**
 * Opens the portal as a demo user and waits for the shell. The first time in a run the user signs in through the real
 * sign-in page of the built-in provider; later calls reuse that session (see StoredSession). A stored session the
 * server no longer accepts falls back to the sign-in page.
 */
export async function signIn(page: Page, username: string, options: SignInOptions = {}): Promise<void> {
  const base = options.baseUrl ?? BASE_URL;
  const target = options.path ?? '/';
  const stored = options.fresh ? undefined : readSession(base, username);
  if (stored) {
    await restoreSession(page.context(), base, stored);
    await page.goto(`${base}${target}`);
    const shell = page.getByRole('navigation').first();
    const signInPage = page.getByLabel('Username');
    await expect(shell.or(signInPage).first()).toBeVisible({ timeout: 30_000 });
    if (await shell.isVisible()) return shellShown(page);
  }
  await signInThroughThePage(page, username, base, target);
  if (!options.fresh) await storeSession(page, base, username);
}

/** A fresh browser context (its own session storage and cookies) signed in as a user. */
export async function newSignedInPage(browser: Browser, username: string, options: SignInOptions = {}): Promise<Page> {
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
      if (key.startsWith('oidc.user:'))
        return (JSON.parse(sessionStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token ?? '';
    }
    return '';
  });
}

/**
 * Serious and critical accessibility violations on the page as it is now (WCAG 2.2 AA): axe-core's default rules plus
 * two it leaves off by default, a visible label that is not part of the accessible name (2.5.3) and target size (2.5.8).
 * Each is listed with its elements, and the colours for a contrast fault.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  // axe.run in the page itself (legacy mode) rather than a partial run per frame finished in a new blank page: the same
  // rules and results at a third of the time. It leaves out cross-origin frames, and the portal shows none in these tests
  // (the telephony provider's panel is embedded only when a real provider is configured).
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ rules: { 'label-content-name-mismatch': { enabled: true }, 'target-size': { enabled: true } } })
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const nodes = violation.nodes.slice(0, 5).map((node) => {
        const data = node.any[0]?.data as { fgColor?: string; bgColor?: string; contrastRatio?: number } | undefined;
        const colours = data?.fgColor ? ` (${data.fgColor} on ${data.bgColor}: ${data.contrastRatio})` : '';
        return `${node.target.join(' ')}${colours}`;
      });
      return `${violation.id}: ${nodes.join('; ')}${violation.nodes.length > 5 ? ` and ${violation.nodes.length - 5} more` : ''}`;
    });
}

/**
 * Closes every toast, as a user does when one covers what they want to click next. Toasts sit top right over the
 * screens' tabs and action buttons, and one under the pointer never closes by itself (hovering pauses it).
 */
export async function dismissToasts(page: Page): Promise<void> {
  const toasts = page.locator('.mantine-Notifications-root .mantine-Notification-root');
  for (let shown = await toasts.count(); shown > 0; shown = await toasts.count()) {
    await toasts
      .first()
      .getByRole('button', { name: 'Close the message' })
      .click({ timeout: 2_000 })
      .catch(() => undefined); // it may have closed on its own meanwhile
  }
}

/** A toast with this text appears; then the toasts are closed so that none covers the next step. */
export async function expectToast(page: Page, text: string | RegExp): Promise<void> {
  await expect(page.locator('.mantine-Notifications-root').getByText(text).first()).toBeVisible();
  await dismissToasts(page);
}

/** The stored session's access token of a demo user, while it has a minute left (undefined when there is none). */
function storedToken(username: string): string | undefined {
  const user = Object.values(readSession(BASE_URL, username)?.sessionStorage ?? {})[0];
  if (!user) return undefined;
  const { access_token: token, expires_at: expiresAt } = JSON.parse(user) as {
    access_token?: string;
    expires_at?: number;
  };
  return token && expiresAt && expiresAt * 1000 > Date.now() + 60_000 ? token : undefined;
}

/**
 * Switches feature flags on or off as the admin user does on Admin > Feature Flags (through its API). The admin's stored
 * session gives the token when there is one, so no page has to load the portal just to read it.
 */
export async function setFeatureFlags(browser: Browser, names: string[], isActive: boolean): Promise<void> {
  const call = (token: string, path: string, init: RequestInit = {}) =>
    fetch(`${BASE_URL}${path}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    });
  let token = storedToken('admin');
  let listed = token ? await call(token, '/api/admin/feature-flags') : undefined;
  if (!token || listed?.status === 401) {
    const admin = await newSignedInPage(browser, 'admin');
    token = await tokenOf(admin);
    await admin.context().close();
    listed = await call(token, '/api/admin/feature-flags');
  }
  expect(listed?.status).toBe(200);
  const flags = (await listed!.json()) as { items: { id: number; name: string; isActive: boolean; version: number }[] };
  for (const name of names) {
    const flag = flags.items.find((item) => item.name === name);
    expect(flag, name).toBeDefined();
    if (!flag || flag.isActive === isActive) continue;
    const response = await call(token, `/api/admin/feature-flags/${flag.id}`, {
      method: 'PUT',
      body: JSON.stringify({ isActive, version: flag.version }),
    });
    expect(response.status, name).toBe(200);
  }
}

/**
 * A member's active sticky note pops up whenever their CRM workspace loads (the demo data gives some members one, and a
 * simulated caller is any member): read it and go on, as an agent would.
 */
export async function readStickyNotes(page: Page): Promise<void> {
  await page.addLocatorHandler(page.getByRole('dialog', { name: 'Sticky Note', exact: true }), async (popup) => {
    await popup.getByRole('button', { name: 'OK' }).click();
  });
}
