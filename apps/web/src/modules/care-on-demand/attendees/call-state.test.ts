import { describe, expect, it } from 'vitest';
import { OUTBOUND_CALL_UNANSWERED_MS } from '@portal/contracts/care-on-demand/telehealth';
import { attendeeState, ringsBack } from './call-state.ts';

describe('an attendee’s call state (shell spec §4)', () => {
  const at = 1_000_000;
  it('is calling while queued, initiated, ringing or in progress and heard of within 30 s', () => {
    for (const callStatus of ['queued', 'initiated', 'ringing', 'in-progress'] as const)
      expect(attendeeState({ callStatus, updatedAt: at }, false, at + 1000)).toBe('Calling');
    expect(attendeeState({ callStatus: 'ringing', updatedAt: at }, false, at + OUTBOUND_CALL_UNANSWERED_MS)).toBe(
      'Disconnected',
    );
    for (const callStatus of ['completed', 'failed', 'busy', 'canceled', 'no-answer', null] as const)
      expect(attendeeState({ callStatus, updatedAt: at }, false, at)).toBe('Disconnected');
  });

  it('is connected whenever the identity is in the room', () => {
    expect(attendeeState({ callStatus: 'ringing', updatedAt: at }, true, at)).toBe('Connected');
    expect(attendeeState({ callStatus: null, updatedAt: 0 }, true, at)).toBe('Connected');
  });

  it('rings back until the call is answered or ends', () => {
    expect(ringsBack({ callStatus: 'queued', updatedAt: at }, at)).toBe(true);
    expect(ringsBack({ callStatus: 'ringing', updatedAt: at }, at)).toBe(true);
    expect(ringsBack({ callStatus: 'in-progress', updatedAt: at }, at)).toBe(false);
    expect(ringsBack({ callStatus: 'busy', updatedAt: at }, at)).toBe(false);
    expect(ringsBack({ callStatus: 'ringing', updatedAt: at }, at + OUTBOUND_CALL_UNANSWERED_MS)).toBe(false);
  });
});
