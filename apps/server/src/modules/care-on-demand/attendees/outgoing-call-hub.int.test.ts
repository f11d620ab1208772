import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OUTGOING_CALL_HUB,
  type CallStatus,
  type CallStatusUpdate,
  type OptionalAttendee,
} from '@portal/contracts/care-on-demand/telehealth';
import { MESSAGES } from '@portal/contracts/platform/messages';
import type { TestApp } from '../../../test/test-app.ts';
import { startTwoInstances, type TwoInstances } from '../../../test/two-instances.ts';
import { createTestVisit } from './visit.test-helpers.ts';

/**
 * The outgoing-call hub across two server instances (as behind a load balancer): the visit window subscribes on one
 * instance, the call is placed through the other, and every CallStatusUpdated reaches the window.
 */
let two: TwoInstances;
let t: TestApp;

beforeAll(async () => {
  two = await startTwoInstances();
  t = two.t;
});
afterAll(async () => two.close());

const openCallHub = async (instance: 0 | 1, username: string) =>
  two.open(instance, OUTGOING_CALL_HUB.namespace, { token: await t.tokenFor(username) });

describe('the outgoing-call hub', () => {
  it('refuses staff without Care on Demand', async () => {
    await expect(openCallHub(0, 'no.modules')).rejects.toThrow(MESSAGES.forbidden);
    await expect(openCallHub(0, 'crm.agent')).rejects.toThrow(MESSAGES.forbidden);
  });

  it('tells the provider subscribed on one instance every status of a call placed through the other', async () => {
    const visit = await createTestVisit(t.database.pool);
    const window = await openCallHub(1, 'care.provider');
    expect(await window.emitWithAck(OUTGOING_CALL_HUB.subscribe, visit.id)).toEqual({ ok: true });

    const statuses: CallStatus[] = [];
    const answered = new Promise<CallStatusUpdate>((resolve) => {
      window.on(OUTGOING_CALL_HUB.callStatusUpdated, (update: CallStatusUpdate) => {
        statuses.push(update.callStatus);
        if (update.callStatus === 'in-progress') resolve(update);
      });
    });

    const added = await t.as('care.provider', {
      method: 'POST',
      url: '/api/CareOnDemand/AddAttendee',
      payload: { appointmentId: visit.id, memberId: visit.memberId, fullName: 'Hub Listener', phone: '3105550131' },
    });
    const attendee = added.json<OptionalAttendee>();
    const placed = await t.as('care.provider', {
      url: `/api/CareOnDemand/PlaceOutboundCall?appointmentId=${visit.id}&memberId=${visit.memberId}&connectionId=${attendee.connectionId}`,
    });
    expect(placed.statusCode, placed.body).toBe(200);

    const last = await answered;
    expect(last).toMatchObject({
      appointmentId: visit.id,
      connectionId: attendee.connectionId,
      callSid: placed.json<OptionalAttendee>().callSid,
    });
    expect(statuses).toEqual(['queued', 'initiated', 'ringing', 'in-progress']);

    // Unsubscribed, the window hears no more of this visit's calls.
    expect(await window.emitWithAck(OUTGOING_CALL_HUB.unsubscribe, { appointmentId: visit.id })).toEqual({ ok: true });
  });

  it('admits a provider to their own visits only', async () => {
    const other = await createTestVisit(t.database.pool, { providerUsername: 'panel.manager' });
    const window = await openCallHub(0, 'care.provider');
    expect(await window.emitWithAck(OUTGOING_CALL_HUB.subscribe, other.id)).toEqual({
      ok: false,
      message: MESSAGES.forbidden,
    });
    expect(await window.emitWithAck(OUTGOING_CALL_HUB.subscribe, 'nonsense')).toMatchObject({ ok: false });
  });
});
