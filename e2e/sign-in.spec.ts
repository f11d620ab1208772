import { test, expect } from '@playwright/test';
import { BASE_URL, seriousViolations } from './fixtures.ts';

test('the sign-in page has labelled fields and no serious accessibility violation', async ({ page }) => {
  await page.goto(`${BASE_URL}/`);
  await expect(page.getByLabel('Username')).toBeVisible();
  await expect(page.getByLabel('Password')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('a wrong password is refused with a clear message', async ({ page }) => {
  await page.goto(`${BASE_URL}/`);
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill('wrong');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('The username or password is incorrect.');
});
