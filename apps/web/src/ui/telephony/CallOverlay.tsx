import { ActionIcon, Anchor, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { IconPhoneOff, IconX } from '@tabler/icons-react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { CALL_NOTES_SAVE_DELAY_MS, TELEPHONY_MESSAGES } from '@portal/contracts/platform/telephony-constants';
import { notifyError } from '../notify.ts';
import {
  answerWaitingCall,
  closeInteractionLeftOpen,
  crmMemberPath,
  hangUpActiveCall,
  type Navigate,
} from './answer-call.ts';
import { isCallActive, type ActiveCall, type WaitingCall } from './call-state.ts';
import {
  dismissCallOverlay,
  shareCallAcrossTabs,
  typeCallNotes,
  useCallState,
  useTypedCallNotes,
} from './call-store.ts';
import { CallClock } from './CallTimer.tsx';
import { CallerSearch } from './CallerSearch.tsx';
import { InboundScript } from './InboundScript.tsx';
import { createNotesSaver, type NotesSaver } from './notes-saver.ts';
import { telephonyApi } from './telephony-api.ts';
import { useTextReplace } from '../use-text-replace.ts';

type SaveStatus = 'idle' | 'waiting' | 'saved' | 'failed';

/** The screen's height less the header (60 px), the footer's band the overlay sits above (52 px) and a margin. */
export const OVERLAY_MAX_HEIGHT = 'calc(100dvh - 124px)';

const STATUS_TEXT: Record<SaveStatus, string> = {
  idle: '',
  waiting: 'Saving shortly',
  saved: 'Notes saved',
  failed: TELEPHONY_MESSAGES.notesSaveFailed,
};

interface CallNotesBoxProps {
  call: ActiveCall;
  saver: NotesSaver;
  status: SaveStatus;
  onStatus: (status: SaveStatus) => void;
}

/**
 * The call notes box; the notes saved so far for the call are shown again after a reload of the page. Notes typed in
 * another of the agent's tabs show here as typed; that tab saves them, so what this tab had waiting is dropped.
 */
function CallNotesBox({ call, saver, status, onStatus }: CallNotesBoxProps) {
  const [saved, setSaved] = useState('');
  const typed = useTypedCallNotes(call.ctiId);
  const notes = typed?.notes ?? saved;
  const expand = useTextReplace();

  useEffect(() => {
    let live = true;
    telephonyApi
      .callNotes(call.ctiId)
      .then((found) => {
        if (live && found) setSaved(found.notes);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [call.ctiId]);
  const typedElsewhere = typed !== null && !typed.here;
  useEffect(() => {
    if (!typedElsewhere) return;
    saver.cancel();
    onStatus('idle');
  }, [typedElsewhere, typed, saver, onStatus]);

  return (
    <Stack gap={4}>
      <Textarea
        label="Call notes"
        autosize
        minRows={3}
        maxRows={8}
        value={notes}
        onChange={(event) => {
          const value = expand(event.currentTarget.value);
          typeCallNotes(call.ctiId, value);
          onStatus('waiting');
          saver.change({ talkdeskId: call.ctiId, notes: value });
        }}
      />
      <Text size="xs" c={status === 'failed' ? 'red.9' : 'gray.7'} aria-live="polite" mih={18}>
        {STATUS_TEXT[status]}
      </Text>
    </Stack>
  );
}

/**
 * The calls waiting while the agent is on one (call waiting): the number and how long it has waited; the agent answers
 * it now, which ends the live call first, or lets it wait until the live call ends.
 */
function WaitingCalls({
  waiting,
  onCall,
  onAnswer,
}: {
  waiting: WaitingCall[];
  onCall: boolean;
  onAnswer: (ctiId: string) => void;
}) {
  return (
    <Stack component="section" aria-label="Calls waiting" gap={6} p="xs" bg="yellow.0" style={{ borderRadius: 4 }}>
      {waiting.map((call) => (
        <Group key={call.ctiId} justify="space-between" gap="xs">
          <Text size="sm" fw={600}>
            Call waiting from {call.phone}{' '}
            <Text span size="sm" c="gray.8" title="Waiting for">
              <CallClock startedAt={call.since} labelled={false} />
            </Text>
          </Text>
          <Button size="compact-sm" color="green.9" ml="auto" onClick={() => onAnswer(call.ctiId)}>
            {onCall ? 'End call and answer' : 'Answer'}
          </Button>
        </Group>
      ))}
    </Stack>
  );
}

export interface CallOverlayProps {
  /** The agent's name, saved with the notes (upsertCallNotes agentName). */
  agentName: string;
  onNavigate: Navigate;
}

/**
 * The telephony overlay (shell spec §2.9, §4): while an interaction is active, a timer and the call notes box, which
 * saves the notes to the call 3 seconds after the last keystroke ('An error occurred while saving the notes for this
 * call.' when that fails); it can be dismissed (the header's timer opens it again) and hangs up. It stays mounted,
 * hidden, while dismissed, so waiting notes are still saved.
 */
export function CallOverlay({ agentName, onNavigate }: CallOverlayProps) {
  const state = useCallState();
  const active = isCallActive(state) ? state.call : null;
  const [status, setStatus] = useState<SaveStatus>('idle');
  const saver = useMemo(
    () =>
      createNotesSaver({
        delayMs: CALL_NOTES_SAVE_DELAY_MS,
        save: async ({ talkdeskId, notes }) => {
          await telephonyApi.upsertCallNotes({ talkdeskId, notes, agentName });
        },
        onSaved: () => setStatus('saved'),
        onError: () => {
          setStatus('failed');
          notifyError(TELEPHONY_MESSAGES.notesSaveFailed);
        },
      }),
    [agentName],
  );
  // Leaving the shell (sign-out) saves what is waiting.
  useEffect(() => () => void saver.flush(), [saver]);
  // The agent's other tabs of this browser show the same call, and this one theirs. A call a dead session could not close
  // at sign-out gets its end time now that the agent is signed in again.
  useEffect(() => {
    void closeInteractionLeftOpen();
    return shareCallAcrossTabs();
  }, []);

  const { waiting } = state;
  if (!active && waiting.length === 0) return null;
  // The call's waiting notes are saved before it ends (hang-up, or answering a waiting call).
  const hangUp = async () => {
    await saver.flush();
    await hangUpActiveCall(onNavigate);
    setStatus('idle');
  };
  const answer = async (ctiId: string) => {
    await saver.flush();
    await answerWaitingCall(onNavigate, ctiId);
    setStatus('idle');
  };
  const waitingCalls =
    waiting.length > 0 ? (
      <WaitingCalls waiting={waiting} onCall={active !== null} onAnswer={(id) => void answer(id)} />
    ) : null;
  const frame = (label: string, children: ReactNode) => (
    <Paper
      component="section"
      aria-label={label}
      display={state.dismissed ? 'none' : undefined}
      shadow="lg"
      withBorder
      p="sm"
      w={390}
      pos="fixed"
      right={16}
      bottom={52}
      // Below the header and above the footer whatever it holds (the caller search, the script): on a laptop screen its
      // top, with the caller and the dismiss button, would otherwise leave the screen; it scrolls instead.
      mah={OVERLAY_MAX_HEIGHT}
      style={{ zIndex: 300, overflowY: 'auto' }}
    >
      {children}
    </Paper>
  );
  // No live call (its end did not answer the waiting one, e.g. a reload in between): the waiting calls to answer.
  if (!active) return frame('Calls waiting', waitingCalls);
  const member = active.member;
  return frame(
    'Active call',
    <Stack gap="xs">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={0} align="flex-start">
          <Text fw={600} size="sm">
            {active.direction === 'inbound' ? 'Inbound call from' : 'Outbound call to'} {active.phone}
          </Text>
          {member ? (
            <Anchor size="sm" component="button" onClick={() => void onNavigate(crmMemberPath(member.memberId))}>
              {member.name} ({member.memberId})
            </Anchor>
          ) : (
            <Text size="sm" c="gray.7">
              Caller not identified
            </Text>
          )}
        </Stack>
        <Group gap={4} wrap="nowrap">
          <CallClock startedAt={active.startedAt} />
          <ActionIcon variant="subtle" color="gray" aria-label="Dismiss the call overlay" onClick={dismissCallOverlay}>
            <IconX size={16} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
      {waitingCalls}
      {member === null && active.direction === 'inbound' ? (
        <CallerSearch call={active} onNavigate={onNavigate} />
      ) : null}
      {active.direction === 'inbound' ? <InboundScript /> : null}
      <CallNotesBox key={active.ctiId} call={active} saver={saver} status={status} onStatus={setStatus} />
      <Button
        color="red.9"
        variant="filled"
        leftSection={<IconPhoneOff size={16} aria-hidden />}
        onClick={() => void hangUp()}
      >
        Hang up
      </Button>
    </Stack>,
  );
}
