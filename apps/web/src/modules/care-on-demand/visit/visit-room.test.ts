import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VISIT_SIGNAL_HUB, type VisitToken } from '@portal/contracts/care-on-demand/telehealth';
import { VisitRoom, type RemoteParticipant } from './visit-room.ts';

/** The visit's signalling socket, whose events the test delivers by hand. */
const handlers = new Map<string, (payload: unknown) => void>();
vi.mock('socket.io-client', () => ({
  io: () => ({
    on: (event: string, handler: (payload: unknown) => void) => handlers.set(event, handler),
    emit: () => undefined,
    disconnect: () => undefined,
    active: true,
  }),
}));

/** Just enough of a peer connection for an offer to be answered. */
class FakePeerConnection {
  connectionState: RTCPeerConnectionState = 'new';
  signalingState = 'stable';
  remoteDescription: unknown = null;
  addTrack = () => undefined;
  close = () => undefined;
  getSenders = () => [];
  addIceCandidate = () => Promise.resolve();
  setRemoteDescription = (description: unknown) => {
    this.remoteDescription = description;
    return Promise.resolve();
  };
  createAnswer = () => Promise.resolve({ type: 'answer', sdp: 'answer' });
  setLocalDescription = () => Promise.resolve();
}

beforeEach(() => {
  handlers.clear();
  vi.stubGlobal('RTCPeerConnection', FakePeerConnection);
});
afterEach(() => vi.unstubAllGlobals());

const token = { token: 'visit-token', identity: 'provider-1', iceServers: [] } as unknown as VisitToken;
const member = { identity: 'member-7', displayName: 'Stephen', role: 'member' as const, socketId: 'socket-7' };

describe('VisitRoom', () => {
  it('names a participant whose offer came before the room announced them, once the announcement arrives', async () => {
    let seen: RemoteParticipant[] = [];
    const room = new VisitRoom(token, { getTracks: () => [] } as unknown as MediaStream, {
      onParticipants: (participants) => (seen = participants),
      onControl: () => undefined,
      onEnd: () => undefined,
    });
    room.connect();

    handlers.get(VISIT_SIGNAL_HUB.signal)!({
      from: member.identity,
      fromSocketId: member.socketId,
      data: { type: 'offer', sdp: 'offer' },
    });
    await vi.waitFor(() => expect(seen.map((p) => p.role)).toEqual(['attendee']));

    handlers.get(VISIT_SIGNAL_HUB.participantJoined)!(member);
    expect(seen.map(({ identity, displayName, role }) => ({ identity, displayName, role }))).toEqual([
      { identity: 'member-7', displayName: 'Stephen', role: 'member' },
    ]);
  });
});
