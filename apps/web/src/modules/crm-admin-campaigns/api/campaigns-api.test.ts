import { describe, expect, it } from 'vitest';
import { CAMPAIGN_LIST_POLL_MS, campaignListPoll } from './campaigns-api.ts';

const list = (...active: boolean[]) =>
  ({ value: active.map((isActive, id) => ({ id, isActive })) }) as unknown as Parameters<typeof campaignListPoll>[0];

describe('the campaign list', () => {
  it('is read again while a campaign is active, so Outreach Created counts up as its job makes the cases', () => {
    expect(campaignListPoll(list(false, true))).toBe(CAMPAIGN_LIST_POLL_MS);
  });

  it('is not read again while no campaign is active, nor before its first answer', () => {
    expect(campaignListPoll(list(false, false))).toBe(false);
    expect(campaignListPoll(list())).toBe(false);
    expect(campaignListPoll(undefined)).toBe(false);
  });
});
