import type { Page } from '@playwright/test';
import { expect, expectToast, newSignedInPage, signIn, test, tokenOf } from './fixtures.ts';
import { expectOneLineCells } from './layout.helpers.ts';

/** The unread conversations on a user's Messages menu entry (read aloud "Messages 3 unread"; none shows no badge). */
async function menuUnread(page: Page): Promise<number> {
  const entry = page.getByRole('navigation', { name: 'Modules' }).getByRole('link', { name: /^Messages\b/ });
  // The badge's spoken words ("3 unread"), visually hidden beside the count it shows.
  const spoken = entry.getByText(/^\d+ unread$/);
  if ((await spoken.count()) === 0) return 0;
  return Number.parseInt((await spoken.textContent()) ?? '0', 10);
}

test('the agent reads an unread conversation, replies, and sends a new message to the admin, whose menu badge counts it at once', async ({
  page,
  browser,
}) => {
  await signIn(page, 'crm.agent', { path: '/messages' });
  await expect(page.getByRole('heading', { name: 'Messages' })).toBeVisible();
  const badge = page.getByLabel('Unread conversations');
  await expect(badge).toContainText('unread');
  await page.locator('label', { hasText: /^Unread$/ }).click();
  const grid = page.getByRole('table', { name: 'Conversations' });
  await grid.locator('tbody tr').first().click();
  const drawer = page.getByRole('dialog', { name: 'Conversation' });
  await expect(drawer.getByRole('button', { name: 'Send Reply' })).toBeVisible();
  await drawer.getByLabel('Reply').fill('Thank you, I will follow up with the member today.');
  await drawer.getByRole('button', { name: 'Send Reply' }).click();
  await expect(drawer.getByText('Thank you, I will follow up with the member today.')).toBeVisible();
  await page.keyboard.press('Escape');

  // The admin has the portal open elsewhere: their Messages badge follows without a reload. It first shows the count the
  // server holds (read once after sign-in), so a later change can only have come live.
  const admin = await newSignedInPage(browser, 'crm.admin');
  const counted = await admin.request.get('/api/messages/UnreadCount', {
    headers: { authorization: `Bearer ${await tokenOf(admin)}` },
  });
  const before = ((await counted.json()) as { unreadThreads: number }).unreadThreads;
  await expect.poll(() => menuUnread(admin)).toBe(before);

  await page.getByRole('button', { name: 'New Message' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Message' });
  await dialog.getByLabel('Subject').fill('Coverage question');
  await dialog.getByLabel('Staff recipients').click();
  await page.getByRole('option', { name: 'Casey Admin' }).click();
  await dialog.getByLabel('Message').fill('Can you confirm the dental benefit for this plan year?');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expectToast(page, 'The message was sent.');
  await expect(page.getByRole('dialog', { name: 'Conversation' }).getByText('Coverage question')).toBeVisible();
  await expect.poll(() => menuUnread(admin), { timeout: 15_000 }).toBeGreaterThan(before);
  await admin.context().close();
});

test('the agent responds to an inquiry in progress and the response is recorded', async ({ page }) => {
  await signIn(page, 'crm.agent', { path: '/memberinquiries' });
  await expect(page.getByRole('heading', { name: 'Member Inquiries' })).toBeVisible();
  await page.getByRole('search', { name: 'Inquiry search' }).getByLabel('Status').click();
  await page.getByRole('option', { name: 'In Progress' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Search' }).click();
  const grid = page.getByRole('table', { name: 'Member inquiries' });
  await expect(grid.locator('tbody tr').first()).toContainText('In Progress');
  await grid.locator('tbody tr').first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Response').fill('We explained the benefit and mailed the details.');
  await dialog.getByRole('button', { name: 'Mark Responded' }).click();
  await expectToast(page, 'The response was recorded.');
});

test('the agent logs an inquiry received by mail and it heads the list', async ({ page }) => {
  await signIn(page, 'crm.agent', { path: '/memberinquiries' });
  await page.getByRole('button', { name: 'Log Inquiry' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log Member Inquiry' });
  await dialog.getByRole('combobox', { name: 'Member' }).fill('M1000000');
  await page
    .getByRole('option', { name: /\(M1000000\d+\)/ })
    .first()
    .click();
  await dialog.getByRole('combobox', { name: 'Channel' }).click();
  await page.getByRole('option', { name: 'Mail', exact: true }).click();
  await dialog.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Billing', exact: true }).click();
  await dialog.getByLabel('Subject').fill('Premium statement letter');
  await dialog.getByLabel('Detail').fill('The member wrote asking why the premium statement changed.');
  await dialog.getByRole('button', { name: 'Log Inquiry' }).click();
  await expectToast(page, /Inquiry \d+ was logged\./);
  await expect(dialog).toBeHidden();
  const first = page.getByRole('table', { name: 'Member inquiries' }).locator('tbody tr').first();
  await expect(first).toContainText('Premium statement letter');
  await expect(first).toContainText('New');
});

test('Messages and Member Inquiries at 1280 px: each conversation and each inquiry on one line, long texts whole on hover', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'crm.agent', { path: '/messages' });
  // Subjects, names and the last message no longer run over two or three lines; a cut one shows whole on hover.
  const conversations = page.getByRole('table', { name: 'Conversations' }).locator('tbody tr:has(td)');
  await expect(conversations.first()).toContainText(/\d{2}\/\d{2}\/\d{4}/);
  expect(await expectOneLineCells(conversations, 'Conversations')).not.toEqual([]);
  // The last activity and the unread count in view, without scrolling the inbox sideways.
  await expect(conversations.first().getByText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2} [AP]M/)).toBeInViewport({
    ratio: 1,
  });
  const unread = page.getByRole('table', { name: 'Conversations' }).getByRole('columnheader', { name: 'Unread' });
  await expect(unread).toBeInViewport({ ratio: 1 });

  // The inquiries' times and subjects too; the status is in view.
  await signIn(page, 'crm.agent', { path: '/memberinquiries' });
  const inquiries = page.getByRole('table', { name: 'Member inquiries' }).locator('tbody tr:has(td)');
  await expect(inquiries.first()).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2} [AP]M/);
  await expectOneLineCells(inquiries, 'Member inquiries');
  await expect(inquiries.first().getByText(/^(New|In Progress|Responded|Closed)$/)).toBeInViewport({ ratio: 1 });
});
