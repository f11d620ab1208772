import { useQuery } from '@tanstack/react-query';
import type {
  CreateReminderInput,
  CreateStickyNoteInput,
  DeleteStickyNoteInput,
  DismissStickyNoteInput,
  MarkNbaCompleteInput,
  NextBestAction,
  PortalMessageList,
  Reminder,
  StickyNote,
  UpdateStickyNoteInput,
} from '@portal/contracts/crm-my-queue/member-workspace';
import type { MarkPortalMessagesReadInput } from '@portal/contracts/crm-my-queue/interactions';
import { api } from '../../../lib/api.ts';
import { CRM_KEY, crmApi, crmFunction, useCrmAction, type ItemList } from './crm-client.ts';

/** GetStickyNotes?memberId=: active first, newest first. */
export const useStickyNotes = (memberId: string) =>
  useQuery({
    queryKey: [CRM_KEY, 'sticky-notes', memberId],
    queryFn: ({ signal }) =>
      api.get<ItemList<StickyNote>>(crmFunction('GetStickyNotes'), { query: { memberId }, signal }),
  });
export const useCreateStickyNote = () => useCrmAction<CreateStickyNoteInput, StickyNote>('createStickyNote');
export const useUpdateStickyNote = () => useCrmAction<UpdateStickyNoteInput, StickyNote>('updateStickyNote');
export const useDismissStickyNote = () => useCrmAction<DismissStickyNoteInput, StickyNote>('dismissStickyNote');
export const useDeleteStickyNote = () => useCrmAction<DeleteStickyNoteInput>('deleteStickyNote');

/** GetNextBestActions?memberId=: the open ones, most important first. */
export const useNextBestActions = (memberId: string) =>
  useQuery({
    queryKey: [CRM_KEY, 'next-best-actions', memberId],
    queryFn: ({ signal }) =>
      api.get<ItemList<NextBestAction>>(crmFunction('GetNextBestActions'), { query: { memberId }, signal }),
  });
export const useMarkNbaComplete = () => useCrmAction<MarkNbaCompleteInput, NextBestAction>('MarkNbaComplete');

/** GetMyOpenReminders: the signed-in user's open reminders, soonest first. */
export const useMyOpenReminders = () =>
  useQuery({
    queryKey: [CRM_KEY, 'reminders'],
    queryFn: ({ signal }) => api.get<ItemList<Reminder>>(crmApi('GetMyOpenReminders'), { signal }),
  });
export const useCreateReminder = () => useCrmAction<CreateReminderInput, Reminder>('CreateReminder');
export const useCompleteReminder = () => useCrmAction<{ id: number }, Reminder>('CompleteReminder');

/** GetMemberPortalMessages?memberId=: newest first, with the number unread. */
export const usePortalMessages = (memberId: string) =>
  useQuery({
    queryKey: [CRM_KEY, 'portal-messages', memberId],
    queryFn: ({ signal }) =>
      api.get<PortalMessageList>(crmFunction('GetMemberPortalMessages'), { query: { memberId }, signal }),
  });
export const useMarkPortalMessagesRead = () =>
  useCrmAction<MarkPortalMessagesReadInput>('markMemberPortalMessagesRead');
