import type { Page } from '@playwright/test';
import { BASE_URL, expect, tokenOf } from './fixtures.ts';

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

/** The CRM interaction of the overlay's stored call, or null before it is created. */
export const storedInteractionId = async (page: Page) => (await storedCall(page))?.call.interactionId ?? null;

/** An interaction's end time as the server holds it, read with the page's session. */
export async function endedAt(page: Page, interactionId: number): Promise<string | null> {
  const headers = { authorization: `Bearer ${await tokenOf(page)}` };
  const answer = await page.request.get(`${CRM_ODATA}/default.GetInteraction?id=${interactionId}`, { headers });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { endedAt: string | null }).endedAt;
}

/**
 * Resolves once the tab's live hub is connected (the hub's answer to its connect received, when the server has put the
 * tab in the agent's room): a call rung after it reaches this tab, not only another connection of the agent's. Call it
 * before the tab opens the portal.
 */
/** The live hub's path (contracts' HUB_PATH), which the browser tests do not import. */
const LIVE_HUB_PATH = '/socket.io/';

export function hubConnected(tab: Page): Promise<void> {
  return new Promise((resolve) => {
    tab.on('websocket', (socket) => {
      if (!new URL(socket.url()).pathname.startsWith(LIVE_HUB_PATH)) return;
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).startsWith('40')) resolve();
      });
    });
  });
}

/**
 * A caller rings the agent through the CTI (the live hub brings the call to every open tab of the agent), as a real
 * call does: rung again until a tab of the agent was connected to take it. The number is the simulator's when none.
 */
export async function ringThroughCti(page: Page, phoneNumber?: string): Promise<void> {
  const headers = { authorization: `Bearer ${await tokenOf(page)}` };
  await expect
    .poll(async () => {
      const rung = await page.request.post(`${BASE_URL}/api/telephony/SimulateInboundCall`, {
        headers,
        data: phoneNumber ? { phoneNumber } : {},
      });
      return ((await rung.json()) as { delivered?: boolean }).delivered;
    })
    .toBe(true);
}
