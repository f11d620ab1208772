import { useCallback, useEffect, useRef, useState } from 'react';
import { VIRTUAL_CARE_MESSAGES, type VisitToken } from '@portal/contracts/care-on-demand/telehealth';
import { MediaUnavailable, openLocalMedia } from './media.ts';
import { VisitRoom, type RemoteParticipant, type RoomEnd } from './visit-room.ts';
import type { VisitControlAction } from '@portal/contracts/care-on-demand/visit-signalling';

/**
 * The visit window's states (shell spec §4): waiting for the join click, joining (token and devices), in the room,
 * and over: ended by the provider or the user, or failed with a message and a way to rejoin.
 */
export type CallState =
  | { phase: 'ready' }
  | { phase: 'joining' }
  | { phase: 'inRoom' }
  | { phase: 'over'; message: string; canRejoin: boolean };

export interface VisitCall {
  state: CallState;
  local: MediaStream | null;
  participants: RemoteParticipant[];
  /** Identities in the room now (an attendee is connected when theirs is here). */
  identities: ReadonlySet<string>;
  warnings: string[];
  muted: boolean;
  cameraOff: boolean;
  join: () => Promise<void>;
  leave: (message: string) => void;
  toggleMute: () => void;
  toggleCamera: () => void;
  control: (identity: string, action: VisitControlAction) => void;
}

const END_MESSAGES: Record<RoomEnd['reason'], string> = {
  ended: 'The visit has ended.',
  removed: 'You were removed from the visit.',
  refused: VIRTUAL_CARE_MESSAGES.linkInvalid,
  lost: VIRTUAL_CARE_MESSAGES.deviceError,
};

export function useVisitCall(getToken: () => Promise<VisitToken>, video: boolean): VisitCall {
  const [state, setState] = useState<CallState>({ phase: 'ready' });
  const [local, setLocal] = useState<MediaStream | null>(null);
  const [participants, setParticipants] = useState<RemoteParticipant[]>([]);
  const [identities, setIdentities] = useState<ReadonlySet<string>>(new Set());
  const [warnings, setWarnings] = useState<string[]>([]);
  const [muted, setMuted] = useState(false);
  const [cameraOff, setCameraOff] = useState(false);
  const room = useRef<VisitRoom | null>(null);
  const stream = useRef<MediaStream | null>(null);

  const stop = useCallback(() => {
    room.current?.leave();
    room.current = null;
    for (const track of stream.current?.getTracks() ?? []) track.stop();
    stream.current = null;
    setLocal(null);
    setParticipants([]);
    setIdentities(new Set());
  }, []);

  const finish = useCallback(
    (message: string, canRejoin: boolean) => {
      stop();
      setState({ phase: 'over', message, canRejoin });
    },
    [stop],
  );

  const join = useCallback(async () => {
    setState({ phase: 'joining' });
    try {
      const token = await getToken();
      const media = await openLocalMedia(video);
      stream.current = media.stream;
      setLocal(media.stream);
      setWarnings(media.warnings);
      setMuted(false);
      setCameraOff(false);
      // A device unplugged or taken away mid-call ends the call; the user may rejoin (shell spec §8).
      for (const track of media.stream.getTracks())
        track.addEventListener('ended', () => finish(VIRTUAL_CARE_MESSAGES.deviceError, true));
      const next = new VisitRoom(token, media.stream, {
        onParticipants: (list) => {
          setParticipants(list);
          setIdentities(next.identities());
        },
        onControl: (action) => {
          const muteNow = action === 'mute';
          for (const track of media.stream.getAudioTracks()) track.enabled = !muteNow;
          setMuted(muteNow);
        },
        onEnd: (end) => finish(end.message ?? END_MESSAGES[end.reason], end.reason !== 'ended'),
      });
      room.current = next;
      next.connect();
      setState({ phase: 'inRoom' });
    } catch (error) {
      stop();
      const message =
        error instanceof MediaUnavailable || error instanceof Error ? error.message : VIRTUAL_CARE_MESSAGES.deviceError;
      setState({ phase: 'over', message, canRejoin: true });
    }
  }, [finish, getToken, stop, video]);

  useEffect(() => stop, [stop]);

  return {
    state,
    local,
    participants,
    identities,
    warnings,
    muted,
    cameraOff,
    join,
    leave: (message) => finish(message, false),
    toggleMute: () => {
      const next = !muted;
      for (const track of stream.current?.getAudioTracks() ?? []) track.enabled = !next;
      setMuted(next);
    },
    toggleCamera: () => {
      const next = !cameraOff;
      for (const track of stream.current?.getVideoTracks() ?? []) track.enabled = !next;
      setCameraOff(next);
    },
    control: (identity, action) => room.current?.control(identity, action),
  };
}
