import { z } from 'zod';
import { itemsOf } from '../platform/paging.ts';
import { blankAsMissing } from '../platform/rules/blank.ts';

/**
 * Care on Demand Message Center (module 158, /careondemand/messagecenter): the provider's secure-message threads with
 * the members of their panel and their care team, a view over the Messages store (contracts messages/messages.ts holds
 * the thread, message and compose schemas both screens use).
 */

export { CARE_MESSAGES_API } from './message-center-api.ts';

/** GET .../PanelMembers?search=: members of the provider's panel to write to (name or member id contains the text). */
export const panelMembersQuerySchema = z.object({ search: blankAsMissing(z.string().trim().max(100)) });
export const panelMemberOptionsSchema = itemsOf(z.object({ memberId: z.string(), name: z.string() }));
export type PanelMemberOptions = z.infer<typeof panelMemberOptionsSchema>;
