import { z } from 'zod';
import { HUB_MESSAGES } from './hub.ts';

export const memberTabSchema = z.object({
  memberId: z.string({ error: HUB_MESSAGES.memberRequired }).trim().min(1, HUB_MESSAGES.memberRequired).max(40),
  tabId: z.string({ error: HUB_MESSAGES.tabRequired }).trim().min(1, HUB_MESSAGES.tabRequired).max(100),
});

export type MemberTab = z.infer<typeof memberTabSchema>;

export const memberOnlySchema = z.object({ memberId: memberTabSchema.shape.memberId });

/** A user who has a member tab open. */
export const hubConnectionSchema = z.object({
  memberId: z.string(),
  tabId: z.string(),
  userId: z.number().int(),
  username: z.string(),
  userName: z.string(),
  openedAt: z.string(),
});

export type HubConnection = z.infer<typeof hubConnectionSchema>;
