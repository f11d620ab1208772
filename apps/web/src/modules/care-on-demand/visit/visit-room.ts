import { io, type Socket } from 'socket.io-client';
import { HUB_PATH } from '@portal/contracts/platform/hub';
import { VIDEO_CONSTRAINTS, VISIT_SIGNAL_HUB, type VisitToken } from '@portal/contracts/care-on-demand/telehealth';
import type { VisitControlAction } from '@portal/contracts/care-on-demand/visit-signalling';

/**
 * One participant's side of a visit (shell spec §2.8): a WebRTC mesh with every other participant (at most four), with
 * offers, answers and ICE candidates passed through the portal's visit signalling namespace. Media flows peer to peer
 * or through the TURN relay of the token's ICE servers, never through the portal. The newcomer offers to each participant
 * already there; a reconnection (a new socket) starts every peer connection afresh.
 */
export interface Participant {
  identity: string;
  displayName: string;
  role: 'provider' | 'member' | 'attendee';
  socketId: string;
}

export interface RemoteParticipant extends Participant {
  stream: MediaStream | null;
  connectionState: RTCPeerConnectionState;
}

export type RoomEnd = { reason: 'ended' | 'removed' | 'refused' | 'lost'; message?: string };

export interface VisitRoomListener {
  onParticipants(participants: RemoteParticipant[]): void;
  onControl(action: 'mute' | 'unmute'): void;
  onEnd(end: RoomEnd): void;
}

type SignalData = { type: 'offer' | 'answer'; sdp: string } | { type: 'candidate'; candidate: RTCIceCandidateInit };

interface Peer {
  info: Participant;
  pc: RTCPeerConnection;
  stream: MediaStream | null;
  pending: RTCIceCandidateInit[];
}

export class VisitRoom {
  private socket: Socket | null = null;
  private readonly peers = new Map<string, Peer>();
  /** Participants announced by the room, by identity: an offer names only its sender. */
  private readonly known = new Map<string, Participant>();
  private closed = false;

  constructor(
    private readonly token: VisitToken,
    private readonly local: MediaStream,
    private readonly listener: VisitRoomListener,
  ) {}

  connect(): void {
    const socket = io(VISIT_SIGNAL_HUB.namespace, {
      path: HUB_PATH,
      transports: ['websocket', 'polling'],
      auth: { visitToken: this.token.token },
    });
    this.socket = socket;
    // A (re)connection is a new socket: the other side starts its peer connection to us afresh when told we joined.
    socket.on('connect', () => this.closePeers());
    socket.on(VISIT_SIGNAL_HUB.participants, ({ participants }: { participants: Participant[] }) => {
      for (const participant of participants) {
        this.known.set(participant.identity, participant);
        void this.offerTo(participant);
      }
    });
    socket.on(VISIT_SIGNAL_HUB.participantJoined, (participant: Participant) => {
      this.known.set(participant.identity, participant);
      const earlier = this.peers.get(participant.identity);
      if (earlier && earlier.info.socketId !== participant.socketId) this.dropPeer(participant.identity);
      // An offer that came before its sender's announcement made a peer named by identity alone: name it now.
      else if (earlier) earlier.info = participant;
      this.emit();
    });
    socket.on(VISIT_SIGNAL_HUB.participantLeft, (participant: Participant) => {
      if (this.known.get(participant.identity)?.socketId === participant.socketId)
        this.known.delete(participant.identity);
      if (this.peers.get(participant.identity)?.info.socketId === participant.socketId)
        this.dropPeer(participant.identity);
      this.emit();
    });
    socket.on(VISIT_SIGNAL_HUB.signal, (message: { from: string; fromSocketId: string; data: SignalData }) => {
      this.onSignal(message).catch((error: unknown) => console.warn('Visit signalling failed', error));
    });
    socket.on(VISIT_SIGNAL_HUB.control, ({ action }: { action: VisitControlAction }) => {
      if (action === 'remove') this.end({ reason: 'removed' });
      else this.listener.onControl(action);
    });
    socket.on(VISIT_SIGNAL_HUB.ended, () => this.end({ reason: 'ended' }));
    socket.on(VISIT_SIGNAL_HUB.refused, ({ message }: { message: string }) => this.end({ reason: 'refused', message }));
    socket.on('connect_error', (error: Error) => {
      // The server refuses a link that is no longer valid; other errors are retried by the client.
      if (!socket.active) this.end({ reason: 'refused', message: error.message });
      else console.warn('Visit connection error', error.message);
    });
    socket.on('disconnect', (reason: string) => {
      if (reason === 'io server disconnect' && !this.closed) this.end({ reason: 'removed' });
    });
  }

  /** The identities in the room now (the attendee list shows who has joined). */
  identities(): Set<string> {
    return new Set(this.known.keys());
  }

  /** The provider mutes, unmutes or removes a participant. */
  control(identity: string, action: VisitControlAction): void {
    this.socket?.emit(VISIT_SIGNAL_HUB.control, { to: identity, action });
  }

  leave(): void {
    this.closed = true;
    this.closePeers();
    this.socket?.disconnect();
    this.socket = null;
  }

  private end(end: RoomEnd): void {
    if (this.closed) return;
    this.leave();
    this.listener.onEnd(end);
  }

  private send(to: string, data: SignalData): void {
    this.socket?.emit(VISIT_SIGNAL_HUB.signal, { to, data });
  }

  private emit(): void {
    this.listener.onParticipants(
      [...this.peers.values()].map((peer) => ({
        ...peer.info,
        stream: peer.stream,
        connectionState: peer.pc.connectionState,
      })),
    );
  }

  private createPeer(info: Participant): Peer {
    this.dropPeer(info.identity);
    const pc = new RTCPeerConnection({ iceServers: this.token.iceServers });
    const peer: Peer = { info, pc, stream: null, pending: [] };
    for (const track of this.local.getTracks()) pc.addTrack(track, this.local);
    pc.ontrack = (event) => {
      peer.stream = event.streams[0] ?? new MediaStream([event.track]);
      this.emit();
    };
    pc.onicecandidate = (event) => {
      if (event.candidate) this.send(info.identity, { type: 'candidate', candidate: event.candidate.toJSON() });
    };
    pc.onconnectionstatechange = () => {
      if (pc.connectionState === 'connected') void limitAudioBitrate(pc);
      this.emit();
    };
    this.peers.set(info.identity, peer);
    this.emit();
    return peer;
  }

  private async offerTo(info: Participant): Promise<void> {
    const { pc } = this.createPeer(info);
    const offer = await pc.createOffer();
    await pc.setLocalDescription(offer);
    this.send(info.identity, { type: 'offer', sdp: offer.sdp ?? '' });
  }

  private async onSignal({ from, fromSocketId, data }: { from: string; fromSocketId: string; data: SignalData }) {
    if (data.type === 'offer') {
      // Glare (both sides offered at once): the side with the greater identity keeps its own offer and ignores this
      // one; the other drops its offer and answers.
      const pending = this.peers.get(from);
      if (pending?.pc.signalingState === 'have-local-offer' && this.token.identity > from) return;
      const info = this.known.get(from) ?? {
        identity: from,
        displayName: from,
        role: 'attendee',
        socketId: fromSocketId,
      };
      const peer = this.createPeer({ ...info, socketId: fromSocketId });
      await peer.pc.setRemoteDescription({ type: 'offer', sdp: data.sdp });
      await this.flush(peer);
      const answer = await peer.pc.createAnswer();
      await peer.pc.setLocalDescription(answer);
      this.send(from, { type: 'answer', sdp: answer.sdp ?? '' });
      return;
    }
    const peer = this.peers.get(from);
    if (!peer) return;
    if (data.type === 'candidate') {
      if (peer.pc.remoteDescription) await peer.pc.addIceCandidate(data.candidate);
      else peer.pending.push(data.candidate);
      return;
    }
    await peer.pc.setRemoteDescription({ type: 'answer', sdp: data.sdp });
    await this.flush(peer);
  }

  private async flush(peer: Peer): Promise<void> {
    for (const candidate of peer.pending.splice(0)) await peer.pc.addIceCandidate(candidate);
  }

  private dropPeer(identity: string): void {
    const peer = this.peers.get(identity);
    if (!peer) return;
    peer.pc.close();
    this.peers.delete(identity);
    this.emit();
  }

  private closePeers(): void {
    for (const identity of [...this.peers.keys()]) this.dropPeer(identity);
  }
}

/** Shell spec §9: audio is sent at 16000 bit/s at most. */
async function limitAudioBitrate(pc: RTCPeerConnection): Promise<void> {
  for (const sender of pc.getSenders()) {
    if (sender.track?.kind !== 'audio') continue;
    const parameters = sender.getParameters();
    const [first] = parameters.encodings;
    if (!first || first.maxBitrate === VIDEO_CONSTRAINTS.maxAudioBitrate) continue;
    first.maxBitrate = VIDEO_CONSTRAINTS.maxAudioBitrate;
    await sender.setParameters(parameters).catch(() => undefined);
  }
}
