import { z } from 'zod';
import { isPageSize, listOf, itemsOf, PAGE_SIZE_MESSAGE } from '../platform/paging.ts';
import { zQueryInt } from '../platform/rules/integers.ts';
import { blankAsMissing } from '../platform/rules/blank.ts';
import { whenFieldsValid } from '../platform/rules/cross-field.ts';
import { zMemberId } from '../patient-360/member-record.ts';
import { MESSAGES } from '../platform/messages.ts';

/**
 * Secure messages (module 59 Messages, /messages; Care on Demand's Message Center, module 158, reads the same store):
 * threads about a member between staff users and, through the member portal, the member; per-user read state and
 * archive; unread counts for the menu badge. Plain text only, no attachments.
 */

export { MESSAGES_API } from './messages-api.ts';

export const MESSAGE_BODY_MAX = 4000;
export const MESSAGE_SUBJECT_MAX = 200;
/** The inbox search's text, at most. */
export const MESSAGE_SEARCH_MAX = 100;
/** Staff recipients of one new thread, at most. */
export const MESSAGE_RECIPIENTS_MAX = 20;
export const MESSAGE_FOLDERS = ['unread', 'all', 'archived'] as const;
export type MessageFolder = (typeof MESSAGE_FOLDERS)[number];
/** Where a thread was started: the staff inbox (Messages) or the provider's Message Center (Care on Demand). */
export const MESSAGE_CHANNELS = ['Messages', 'CareOnDemand'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];
export const MESSAGE_SENDER_KINDS = ['Staff', 'Member'] as const;

export const SECURE_MESSAGE_MESSAGES = {
  subjectRequired: 'Subject is required',
  subjectTooLong: MESSAGES.atMostCharacters('Subject', MESSAGE_SUBJECT_MAX),
  bodyRequired: 'Message is required',
  bodyTooLong: MESSAGES.atMostCharacters('Message', MESSAGE_BODY_MAX),
  recipientRequired: 'Choose at least one recipient: a staff user or the member',
  tooManyRecipients: `A message can go to at most ${MESSAGE_RECIPIENTS_MAX} staff users`,
  memberNeededForPortal: 'Choose the member to send the message to the member portal',
  recipientNotFound: (username: string) => `${username} is not a user who can receive secure messages`,
  memberNotFound: 'The member was not found',
  threadNotFound: 'The conversation was not found among yours',
  folderInvalid: 'Folder must be unread, all or archived',
  notOnPanel: 'You can write only to members of your panel',
  notLinkedProvider: 'Your user is not linked to a provider, so you can write only to the care team',
  notCareTeam: (username: string) => `${username} is not on the care team`,
} as const;
const M = SECURE_MESSAGE_MESSAGES;

export const messageBodySchema = z
  .string({ error: M.bodyRequired })
  .refine((value) => value.trim().length > 0, M.bodyRequired)
  .refine((value) => value.length <= MESSAGE_BODY_MAX, M.bodyTooLong);

/** GET .../Threads: the user's threads in a folder (unread, all not archived, archived), unread first; paged. */
export const threadsQuerySchema = z.object({
  folder: z.enum(MESSAGE_FOLDERS, { error: M.folderInvalid }).default('all'),
  /** Subject, member name or member id contains this text. */
  search: blankAsMissing(z.string().trim().max(MESSAGE_SEARCH_MAX)),
  skip: zQueryInt().min(0).max(100_000).default(0),
  take: zQueryInt().refine(isPageSize, PAGE_SIZE_MESSAGE).default(25),
});
export type ThreadsQuery = z.infer<typeof threadsQuerySchema>;
export type ThreadsQueryInput = z.input<typeof threadsQuerySchema>;

export const threadRowSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  channel: z.enum(MESSAGE_CHANNELS),
  memberId: z.string().nullable(),
  memberName: z.string().nullable(),
  includesMember: z.boolean(),
  /** The staff participants' names. */
  participants: z.array(z.string()),
  lastMessageAt: z.string(),
  lastSenderName: z.string().nullable(),
  /** The start of the last message (140 characters). */
  preview: z.string(),
  messageCount: z.number().int(),
  unreadCount: z.number().int(),
  archived: z.boolean(),
});
export type ThreadRow = z.infer<typeof threadRowSchema>;
export const threadListSchema = listOf(threadRowSchema).extend({
  /** Threads with unread messages (not archived), for the badge. */
  unreadThreads: z.number().int(),
});
export type ThreadList = z.infer<typeof threadListSchema>;

export const threadIdParamsSchema = z.object({ id: zQueryInt().positive(M.threadNotFound) });

export const secureMessageSchema = z.object({
  id: z.number().int(),
  senderKind: z.enum(MESSAGE_SENDER_KINDS),
  senderUsername: z.string().nullable(),
  senderName: z.string(),
  body: z.string(),
  sentAt: z.string(),
  /** Sent after the reader last read the thread, by someone else. */
  unread: z.boolean(),
});
export type SecureMessage = z.infer<typeof secureMessageSchema>;

export const threadDetailSchema = z.object({
  thread: threadRowSchema,
  participants: z.array(z.object({ username: z.string(), name: z.string(), lastReadAt: z.string().nullable() })),
  messages: z.array(secureMessageSchema),
});
export type ThreadDetail = z.infer<typeof threadDetailSchema>;

/** POST .../Threads: a new thread with its first message, to staff users and/or the member (member portal). */
export const createThreadSchema = z
  .object({
    subject: z
      .string({ error: M.subjectRequired })
      .trim()
      .min(1, M.subjectRequired)
      .max(MESSAGE_SUBJECT_MAX, M.subjectTooLong),
    memberId: blankAsMissing(zMemberId()).nullable().default(null),
    /** Send it to the member too (member portal). */
    includeMember: z.boolean().default(false),
    recipients: z.array(z.string().trim().min(1).max(100)).max(MESSAGE_RECIPIENTS_MAX, M.tooManyRecipients).default([]),
    body: messageBodySchema,
  })
  // Who the message goes to, told under the field it concerns (the server checks the same, minus the sender).
  .refine((thread) => thread.recipients.length > 0 || thread.includeMember, {
    message: M.recipientRequired,
    path: ['recipients'],
    ...whenFieldsValid(['recipients', 'includeMember']),
  })
  .refine((thread) => !thread.includeMember || Boolean(thread.memberId), {
    message: M.memberNeededForPortal,
    path: ['memberId'],
    ...whenFieldsValid(['memberId', 'includeMember']),
  });
export type CreateThread = z.infer<typeof createThreadSchema>;
export type CreateThreadInput = z.input<typeof createThreadSchema>;

/** POST .../Threads/:id/Reply */
export const replySchema = z.object({ body: messageBodySchema });
export type Reply = z.infer<typeof replySchema>;

/** POST .../Threads/:id/Archive: archive (true) or move back to the inbox (false), for the caller only. */
export const archiveSchema = z.object({ archived: z.boolean({ error: 'Archived must be true or false' }) });

/** GET .../UnreadCount: for the badge. */
export const unreadCountSchema = z.object({ unreadThreads: z.number().int(), unreadMessages: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/**
 * The live hub event told to a user whose secure messages changed: a message was posted to one of their threads by
 * someone else, or they read or archived one (their other tabs). A signal only, naming the thread: no member data, no
 * text, no count; the screens and the menu badge read their own counts again.
 */
export const SECURE_MESSAGES_CHANGED = 'SecureMessagesChanged';
export const secureMessagesChangedSchema = z.object({ threadId: z.number().int() });
export type SecureMessagesChanged = z.infer<typeof secureMessagesChangedSchema>;

/** GET .../Recipients?search=: staff users who can receive the message (name or username contains the text). */
export const recipientsQuerySchema = z.object({ search: blankAsMissing(z.string().trim().max(100)) });
export const recipientOptionsSchema = itemsOf(z.object({ username: z.string(), name: z.string() }));
export type RecipientOptions = z.infer<typeof recipientOptionsSchema>;
