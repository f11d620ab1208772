import { describe, expect, it } from 'vitest';
import {
  adoptSharedState,
  callDuration,
  callReducer,
  isCallActive,
  NO_CALL,
  restoreCallState,
  type ActiveCall,
  type CallEvent,
  type CallState,
} from './call-state.ts';

const inbound: ActiveCall = {
  ctiId: 'CTI-1',
  interactionId: null,
  direction: 'inbound',
  phone: '(916)555-0101',
  member: null,
  startedAt: '2026-11-26T10:00:00.000Z',
};
const run = (...events: CallEvent[]) => events.reduce<CallState>(callReducer, NO_CALL);

describe('the call overlay state (shell spec §4)', () => {
  it('is active once a call starts, with its interaction and member added as they become known', () => {
    const state = run(
      { type: 'started', call: inbound },
      { type: 'memberIdentified', ctiId: 'CTI-1', member: { memberId: 'M100000001', name: 'Ann Lee' } },
      { type: 'interactionCreated', ctiId: 'CTI-1', interactionId: 7 },
    );
    expect(isCallActive(state)).toBe(true);
    expect(state.call).toMatchObject({ interactionId: 7, member: { memberId: 'M100000001' } });
  });

  it("is never active for an interaction id of '0'", () => {
    expect(isCallActive(run({ type: 'started', call: { ...inbound, ctiId: '0' } }))).toBe(false);
  });

  it('ends only when the end id matches the start id and is not 0', () => {
    const started = run({ type: 'started', call: inbound });
    expect(isCallActive(callReducer(started, { type: 'ended', ctiId: '0', direction: 'inbound' }))).toBe(true);
    expect(isCallActive(callReducer(started, { type: 'ended', ctiId: 'CTI-2', direction: 'inbound' }))).toBe(true);
    expect(isCallActive(callReducer(started, { type: 'ended', ctiId: 'CTI-1', direction: 'inbound' }))).toBe(false);
  });

  it('pairs inbound started with inbound ended: an outbound end of the same id does not end an inbound call', () => {
    const started = run({ type: 'started', call: inbound });
    expect(isCallActive(callReducer(started, { type: 'ended', ctiId: 'CTI-1', direction: 'outbound' }))).toBe(true);
    const outbound = run({ type: 'started', call: { ...inbound, direction: 'outbound' } });
    expect(isCallActive(callReducer(outbound, { type: 'ended', ctiId: 'CTI-1', direction: 'inbound' }))).toBe(true);
    expect(isCallActive(callReducer(outbound, { type: 'ended', ctiId: 'CTI-1', direction: 'outbound' }))).toBe(false);
  });

  it('takes the same call announced twice as one call, and keeps an ended call ended', () => {
    const once = run(
      { type: 'started', call: inbound },
      { type: 'interactionCreated', ctiId: 'CTI-1', interactionId: 7 },
    );
    const twice = callReducer(once, { type: 'started', call: inbound });
    expect(twice).toBe(once);
    const ended = callReducer(once, { type: 'ended', ctiId: 'CTI-1', direction: 'inbound' });
    expect(isCallActive(callReducer(ended, { type: 'started', call: inbound }))).toBe(false);
  });

  it('ignores interaction and member news of another call', () => {
    const state = run(
      { type: 'started', call: inbound },
      { type: 'interactionCreated', ctiId: 'CTI-9', interactionId: 9 },
      { type: 'memberIdentified', ctiId: 'CTI-9', member: { memberId: 'M1', name: 'X' } },
    );
    expect(state.call).toMatchObject({ interactionId: null, member: null });
  });

  it('is dismissed and shown again while the call stays active; a call waiting shows the overlay', () => {
    const dismissed = run({ type: 'started', call: inbound }, { type: 'dismissed' });
    expect([dismissed.dismissed, isCallActive(dismissed)]).toEqual([true, true]);
    expect(callReducer(dismissed, { type: 'shown' }).dismissed).toBe(false);
    expect(callReducer(dismissed, { type: 'waiting', call: second }).dismissed).toBe(false);
  });
});

const second = { ctiId: 'CTI-2', phone: '(916)555-0177', since: '2026-11-26T10:01:00.000Z' };

describe('a second call during a call (call waiting)', () => {
  it('never replaces the live call: a second call waits, once however often it is announced', () => {
    const live = run(
      { type: 'started', call: inbound },
      { type: 'interactionCreated', ctiId: 'CTI-1', interactionId: 7 },
    );
    expect(callReducer(live, { type: 'started', call: { ...inbound, ctiId: 'CTI-2' } })).toBe(live);
    const waiting = run(
      { type: 'started', call: inbound },
      { type: 'interactionCreated', ctiId: 'CTI-1', interactionId: 7 },
      { type: 'waiting', call: second },
      { type: 'waiting', call: second },
    );
    expect(waiting.call).toMatchObject({ ctiId: 'CTI-1', interactionId: 7 });
    expect(waiting.waiting).toEqual([second]);
  });

  it('is taken once the live call ended, and leaves the list when its caller hangs up first', () => {
    const waiting = run({ type: 'started', call: inbound }, { type: 'waiting', call: second });
    const taken = run(
      { type: 'started', call: inbound },
      { type: 'waiting', call: second },
      { type: 'ended', ctiId: 'CTI-1', direction: 'inbound' },
      { type: 'started', call: { ...inbound, ctiId: 'CTI-2', phone: second.phone } },
    );
    expect([taken.call?.ctiId, isCallActive(taken), taken.waiting]).toEqual(['CTI-2', true, []]);
    const gone = callReducer(waiting, { type: 'ended', ctiId: 'CTI-2', direction: 'inbound' });
    expect([gone.waiting, isCallActive(gone)]).toEqual([[], true]);
  });

  it('is kept over a reload with the live call', () => {
    const state = run({ type: 'started', call: inbound }, { type: 'waiting', call: second });
    expect(restoreCallState(JSON.stringify(state))).toEqual(state);
    expect(restoreCallState(JSON.stringify({ ...state, waiting: [{ ctiId: 3 }] })).waiting).toEqual([]);
  });
});

describe('the call another tab of the agent shares', () => {
  it('is taken as it is there: answered, ended, waiting', () => {
    const live = run({ type: 'started', call: inbound }, { type: 'waiting', call: second });
    expect(adoptSharedState(NO_CALL, live)).toEqual(live);
    const ended = callReducer(live, { type: 'ended', ctiId: 'CTI-1', direction: 'inbound' });
    expect(isCallActive(adoptSharedState(live, ended))).toBe(false);
  });

  it("keeps this tab's overlay dismissed for the same calls, and shows it for a new call or a new call waiting", () => {
    const dismissed = run({ type: 'started', call: inbound }, { type: 'dismissed' });
    const sameThere = run(
      { type: 'started', call: inbound },
      { type: 'memberIdentified', ctiId: 'CTI-1', member: { memberId: 'M1', name: 'X' } },
    );
    expect(adoptSharedState(dismissed, sameThere)).toMatchObject({
      dismissed: true,
      call: { member: { memberId: 'M1' } },
    });
    const waitingThere = callReducer(sameThere, { type: 'waiting', call: second });
    expect(adoptSharedState(dismissed, waitingThere).dismissed).toBe(false);
    const shownHere = run({ type: 'started', call: inbound });
    expect(adoptSharedState(shownHere, callReducer(shownHere, { type: 'dismissed' })).dismissed).toBe(false);
  });
});

describe('the call timer', () => {
  it('counts seconds as mm:ss, and hours past an hour', () => {
    const start = '2026-11-26T10:00:00.000Z';
    expect(callDuration(start, Date.parse(start) + 65_400)).toBe('01:05');
    expect(callDuration(start, Date.parse(start) + 3_725_000)).toBe('1:02:05');
    expect(callDuration(start, Date.parse(start) - 5_000)).toBe('00:00');
  });
});

describe('a call kept over a reload', () => {
  it('reads back what was stored, and no call from anything malformed', () => {
    const state = run({ type: 'started', call: inbound });
    expect(restoreCallState(JSON.stringify(state))).toEqual(state);
    expect(restoreCallState('{"call":{"ctiId":5}}')).toEqual(NO_CALL);
    expect(restoreCallState('not json')).toEqual(NO_CALL);
    expect(restoreCallState(null)).toEqual(NO_CALL);
  });
});
