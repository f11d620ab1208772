import type { Page } from '@playwright/test';
import { BASE_URL } from './fixtures.ts';

/** The CRM's OData root, where a test reads an interaction or makes a case through the API. */
export const CRM_ODATA = `${BASE_URL}/odata/crm/myqueue`;

/** The flags that bring the call overlay and its simulator. */
export const TELEPHONY_FLAGS = [
  'enable-telephony-integration',
  'enable-inbound-calls',
  'enable-simulated-inbound-call',
];

/** The call as the overlay keeps it in the tab's sessionStorage (so a reload keeps the call). */
export interface StoredCall {
  call: { ctiId: string; interactionId: number | null; member: { memberId: string; name: string } | null };
}

const CALL_KEY = 'portal.telephony.call';

/** The overlay's stored call, or null when there is none. */
export const storedCall = (page: Page) =>
  page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? 'null') as StoredCall | null, CALL_KEY);

/** Rings a simulated inbound call from the user menu's Telephony panel, as an agent would. */
export async function simulateInboundCall(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^User menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Telephony' }).click();
  await page
    .getByRole('dialog', { name: 'Telephony (simulated)' })
    .getByRole('button', { name: 'Simulate inbound call' })
    .click();
}
