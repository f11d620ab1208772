import { notifications } from '@mantine/notifications';
import { MESSAGES } from '@portal/contracts/platform/messages';

/** Toasts (shell spec §3 Toast: title, content, level; §9): info stays 8000 ms, success, warning and error 5000 ms. */
export const TOAST_MS = 5000;
export const INFO_TOAST_MS = 8000;

export type ToastLevel = 'success' | 'info' | 'warning' | 'error';

const COLORS: Record<ToastLevel, string> = { success: 'green', info: 'blue', warning: 'orange', error: 'red' };
const TITLES: Record<ToastLevel, string> = {
  success: 'Success',
  info: 'Information',
  warning: 'Warning',
  error: 'Error',
};

export interface Toast {
  title?: string;
  content: unknown;
  level?: ToastLevel;
  autoClose?: number | false;
  id?: string;
  /** Called when the toast goes: closed by the user, by its time running out, or hidden by the screen. */
  onClose?: () => void;
}

/**
 * Text for any content. Text is shown as it is, an error by its message. Content that is not text is a programming
 * mistake and says so in the CRM spec's words (§8: 'Toast message is not a string, please recheck your code'); no
 * content at all (nothing, or blank text) falls back to the shell's "try later or contact support" (shell spec §8).
 */
export function toastText(content: unknown): string {
  if (typeof content === 'string') return content.trim() === '' ? MESSAGES.toastFallback : content;
  if (content === undefined || content === null) return MESSAGES.toastFallback;
  if (content instanceof Error) return content.message || MESSAGES.toastFallback;
  if (typeof content === 'object' && 'message' in content && typeof content.message === 'string' && content.message)
    return content.message;
  return MESSAGES.toastNotText;
}

export function notify({
  title,
  content,
  level = 'info',
  autoClose = level === 'info' ? INFO_TOAST_MS : TOAST_MS,
  id,
  onClose,
}: Toast): void {
  // The close button is named, so screen reader and voice users can dismiss a toast (WCAG 4.1.2).
  notifications.show({
    id,
    title: title ?? TITLES[level],
    message: toastText(content),
    color: COLORS[level],
    autoClose,
    withBorder: true,
    closeButtonProps: { 'aria-label': 'Close the message' },
    onClose,
  });
}

/**
 * The success toasts on screen (their ids), for `clearSuccessNotices`. A toast's id goes when the toast does, however
 * it goes (its time ran out, the user closed it, a screen cleared it), so the set holds only what is on screen.
 */
const successIds = new Set<string>();
let successCount = 0;

export const notifySuccess = (content: unknown, title?: string) => {
  successCount += 1;
  const id = `success-${successCount}`;
  successIds.add(id);
  notify({ content, title, level: 'success', id, onClose: () => successIds.delete(id) });
};

/**
 * Takes away the success toasts still on screen: a screen calls it when a later action starts, so 'Success: ... was
 * uploaded' does not stand beside that action's error (a notice should not outlive the state it describes).
 */
export function clearSuccessNotices(): void {
  for (const id of successIds) notifications.hide(id);
  successIds.clear();
}
export const notifyInfo = (content: unknown, title?: string) => notify({ content, title, level: 'info' });
export const notifyWarning = (content: unknown, title = 'Warning') => notify({ content, title, level: 'warning' });
export const notifyError = (content: unknown, title?: string) => notify({ content, title, level: 'error' });

/**
 * A change made outside a form (a toggle or an action in a grid) that the server refused: a record someone else changed
 * (409) is a warning to reload, anything else an error. Forms show a failed save with `SaveErrorAlert` instead.
 */
export function notifyActionFailed(error: unknown): void {
  const stale = typeof error === 'object' && error !== null && 'status' in error && error.status === 409;
  if (stale) notifyWarning(error, 'Please reload');
  else notifyError(error);
}
