import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { ApiError } from '../lib/api.ts';
import { notifyActionFailed, notifyError, notifyInfo, notifySuccess, notifyWarning } from './notify.ts';

vi.mock('@mantine/notifications', () => ({ notifications: { show: vi.fn() } }));
const shown = () =>
  vi.mocked(notifications.show).mock.calls.map(([toast]) => ({
    title: toast.title,
    message: toast.message,
    autoClose: toast.autoClose,
    color: toast.color,
  }));

afterEach(() => vi.mocked(notifications.show).mockClear());

describe('toasts (shell spec §9)', () => {
  it('info stays 8000 ms; success, error and warning 5000 ms', () => {
    notifyInfo('Export started');
    notifySuccess('Saved');
    notifyError('Failed');
    notifyWarning('Careful');
    expect(shown().map((toast) => [toast.title, toast.autoClose])).toEqual([
      ['Information', 8000],
      ['Success', 5000],
      ['Error', 5000],
      ['Warning', 5000],
    ]);
  });

  it('content that is not text says so in the spec’s words; no content falls back to "try later or contact support"', () => {
    notifyError({ message: 'Server said no' });
    notifyError(new Error('Timed out'));
    notifyInfo({ code: 42 });
    notifyInfo(42);
    notifyWarning(['a', 'b']);
    notifyError(undefined);
    notifyError('  ');
    notifyError(new Error(''));
    expect(shown().map((toast) => toast.message)).toEqual([
      'Server said no',
      'Timed out',
      MESSAGES.toastNotText,
      MESSAGES.toastNotText,
      MESSAGES.toastNotText,
      MESSAGES.toastFallback,
      MESSAGES.toastFallback,
      MESSAGES.toastFallback,
    ]);
    expect(MESSAGES.toastNotText).toBe('Toast message is not a string, please recheck your code');
  });

  it('a refused grid action: a stale record is a warning to reload, anything else an error with the server text', () => {
    notifyActionFailed(new ApiError(409, 'This record was changed by someone else.'));
    notifyActionFailed(new ApiError(400, 'Not allowed'));
    expect(shown()).toMatchObject([
      { title: 'Please reload', message: 'This record was changed by someone else.', color: 'orange' },
      { title: 'Error', message: 'Not allowed', color: 'red' },
    ]);
  });
});
