import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CALL_NOTES_SAVE_DELAY_MS } from '@portal/contracts/platform/telephony';
import { createNotesSaver, type CallNotesDraft } from './notes-saver.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function saverWith(save: (draft: CallNotesDraft) => Promise<void>) {
  const onError = vi.fn();
  const onSaved = vi.fn();
  const saver = createNotesSaver({ delayMs: CALL_NOTES_SAVE_DELAY_MS, save, onError, onSaved });
  return { saver, onError, onSaved };
}

describe('the call notes queue (shell spec §4: saved after a 3-second wait)', () => {
  it('saves the latest notes once, 3 seconds after the last change', async () => {
    const save = vi.fn(async () => undefined);
    const { saver, onSaved } = saverWith(save);
    saver.change({ talkdeskId: 'CTI-1', notes: 'M' });
    await vi.advanceTimersByTimeAsync(2000);
    saver.change({ talkdeskId: 'CTI-1', notes: 'Member asked' });
    await vi.advanceTimersByTimeAsync(2999);
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith({ talkdeskId: 'CTI-1', notes: 'Member asked' });
    expect(onSaved).toHaveBeenCalledTimes(1);
    expect(saver.pending()).toBe(false);
  });

  it('saves at once on flush (the call ends), and nothing after a cancel', async () => {
    const save = vi.fn(async () => undefined);
    const { saver } = saverWith(save);
    saver.change({ talkdeskId: 'CTI-1', notes: 'now' });
    await saver.flush();
    expect(save).toHaveBeenCalledTimes(1);
    saver.change({ talkdeskId: 'CTI-1', notes: 'forgotten' });
    saver.cancel();
    await vi.advanceTimersByTimeAsync(CALL_NOTES_SAVE_DELAY_MS * 2);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('saves one after another, so an older save never lands after a newer one', async () => {
    const order: string[] = [];
    let release: () => void = () => undefined;
    const save = vi.fn(async (draft: CallNotesDraft) => {
      order.push(`start ${draft.notes}`);
      if (draft.notes === 'first') await new Promise<void>((resolve) => (release = resolve));
      order.push(`end ${draft.notes}`);
    });
    const { saver } = saverWith(save);
    saver.change({ talkdeskId: 'CTI-1', notes: 'first' });
    await vi.advanceTimersByTimeAsync(CALL_NOTES_SAVE_DELAY_MS);
    saver.change({ talkdeskId: 'CTI-1', notes: 'second' });
    await vi.advanceTimersByTimeAsync(CALL_NOTES_SAVE_DELAY_MS);
    expect(order).toEqual(['start first']);
    expect(saver.pending()).toBe(true);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(order).toEqual(['start first', 'end first', 'start second', 'end second']);
  });

  it('reports a failed save and keeps saving later changes', async () => {
    const save = vi.fn(async (draft: CallNotesDraft) => {
      if (draft.notes === 'bad') throw new Error('down');
    });
    const { saver, onError, onSaved } = saverWith(save);
    saver.change({ talkdeskId: 'CTI-1', notes: 'bad' });
    await vi.advanceTimersByTimeAsync(CALL_NOTES_SAVE_DELAY_MS);
    expect(onError).toHaveBeenCalledTimes(1);
    saver.change({ talkdeskId: 'CTI-1', notes: 'good' });
    await vi.advanceTimersByTimeAsync(CALL_NOTES_SAVE_DELAY_MS);
    expect(onSaved).toHaveBeenCalledWith({ talkdeskId: 'CTI-1', notes: 'good' });
  });
});
