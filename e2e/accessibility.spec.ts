import type { Page } from '@playwright/test';
import { MODULES, type ModuleEntry } from '../packages/contracts/src/platform/modules.ts';
import { BASE_URL, expect, newSignedInPage, seriousViolations, signIn, test } from './fixtures.ts';

/*
 * WCAG 2.2 AA on every built screen: axe-core runs on each route of the module table (the table the web app's router is
 * made from, so a new screen is walked as soon as it is marked built) once the screen has settled, and any serious or
 * critical violation fails. The administrator opens every screen; the role users open the screens they are granted,
 * which render their own way (read-only forms, no action buttons, lock notices).
 */

interface Screen {
  path: string;
  label: string;
}

/** The paths of a module's routes that can be opened without data: optional parameters dropped, required ones skipped. */
function openablePaths(entry: ModuleEntry): string[] {
  return entry.routes.map((route) => route.replace(/\/:[^/]+\?/g, '')).filter((route) => !route.includes(':'));
}

const SCREENS: Screen[] = [
  { path: '/', label: 'Home' },
  ...MODULES.filter((entry) => entry.built).flatMap((entry) =>
    openablePaths(entry).map((path) => ({ path, label: entry.label })),
  ),
];

/**
 * Role users whose screens render differently from the administrator's: read-only viewers, the claim permission set,
 * the enrollment manager's approval and reassign actions, and a user without modules. Each walks Home and every built
 * screen granted to them.
 */
const ROLE_USERS = ['network.viewer', 'claims.dept', 'enroll.manager', 'enroll.viewer', 'no.modules'];

/** What the user waits for: the screen's title, no request in flight, no loader or busy region left. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(
    page.locator('.mantine-Loader-root, [aria-busy="true"], .mantine-datatable-loader-fetching'),
  ).toHaveCount(0);
}

/** The module paths a signed-in user may open, from the same /api/me the side menu is built from. */
async function grantedScreens(page: Page): Promise<Screen[]> {
  const me = (await page.evaluate(async () => {
    let token = '';
    for (let i = 0; i < sessionStorage.length; i += 1) {
      const key = sessionStorage.key(i) ?? '';
      if (key.startsWith('oidc.user:'))
        token = (JSON.parse(sessionStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token ?? '';
    }
    const response = await fetch('/api/me', { headers: { authorization: `Bearer ${token}` } });
    return response.json();
  })) as { isAdmin: boolean; modules: number[] };
  const granted = new Set(me.modules);
  return SCREENS.filter(
    (screen) =>
      screen.path === '/' ||
      MODULES.some(
        (entry) => entry.built && (me.isAdmin || granted.has(entry.id)) && openablePaths(entry).includes(screen.path),
      ),
  );
}

test('the browser asks for reduced motion and the portal honours it', async ({ page }) => {
  await signIn(page, 'admin');
  expect(await page.evaluate(() => window.matchMedia('(prefers-reduced-motion: reduce)').matches)).toBe(true);
  await expect(page.locator('[data-respect-reduced-motion="true"]')).toHaveCount(1);
});

test.describe('every built screen has no serious or critical accessibility violation', () => {
  test.describe('for the administrator', () => {
    // One signed-in tab opens the screens one after another, as a user does: each screen is loaded afresh by its address,
    // and the portal's code comes from the tab's cache instead of being fetched and compiled again for every screen. Its
    // own session (fresh): the tab lives for the whole walk, long enough to refresh its token.
    let admin: Page;
    test.beforeAll(async ({ browser }) => {
      admin = await newSignedInPage(browser, 'admin', { fresh: true });
    });
    test.afterAll(async () => {
      await admin.context().close();
    });

    for (const screen of SCREENS) {
      test(`${screen.label} (${screen.path})`, async () => {
        await admin.goto(`${BASE_URL}${screen.path}`);
        await settled(admin);
        await expect(admin.getByText('You do not have access to this module.')).toHaveCount(0);
        expect(await seriousViolations(admin)).toEqual([]);
      });
    }
  });

  for (const username of ROLE_USERS) {
    test(`the screens granted to ${username}`, async ({ page }) => {
      await signIn(page, username);
      const screens = await grantedScreens(page);
      test.setTimeout(30_000 * (screens.length + 1));
      const found: string[] = [];
      for (const screen of screens) {
        await page.goto(`${BASE_URL}${screen.path}`);
        await settled(page);
        for (const violation of await seriousViolations(page)) found.push(`${screen.path}: ${violation}`);
      }
      expect(found).toEqual([]);
    });
  }
});
