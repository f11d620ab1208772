import { Alert, Button, Drawer, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { FEATURE_FLAGS } from '@portal/contracts/platform/feature-flags';
import type { LoginReminder, TelephonyCall } from '@portal/contracts/platform/telephony';
import { formatPhone, isValidPhone, PHONE_MESSAGE } from '@portal/contracts/platform/rules/phone';
import { api } from '../../lib/api.ts';
import { notifyError, notifyInfo } from '../../ui/notify.ts';
import { useCurrentUser, useFlag } from '../session/session-context.ts';

/** What the telephony flags let this user do (shell spec §6): each part needs the telephony flag and a telephony-enabled user. */
export function useTelephonyFeatures() {
  const user = useCurrentUser();
  const telephony = useFlag(FEATURE_FLAGS.telephony) && user.talkdeskEnabled;
  const inbound = useFlag(FEATURE_FLAGS.inboundCalls);
  const outbound = useFlag(FEATURE_FLAGS.outboundCalls);
  const simulatedInbound = useFlag(FEATURE_FLAGS.simulatedInboundCall);
  const loginReminder = useFlag(FEATURE_FLAGS.loginReminder);
  return {
    telephony,
    outbound: telephony && outbound,
    simulatedInbound: telephony && inbound && simulatedInbound,
    loginReminder: telephony && loginReminder,
  };
}

/**
 * Shell spec §4: "Telephony login reminder: timer starts at 5 seconds and repeats every 60 seconds (when the reminder
 * flag is on)". The timing and the words come from the server, which refuses them while the flag is off; the reminder
 * stops once the agent has opened the panel.
 */
export function useTelephonyLoginReminder(enabled: boolean, loggedIn: boolean): void {
  useEffect(() => {
    if (!enabled || loggedIn) return;
    let stopped = false;
    let first: ReturnType<typeof setTimeout> | undefined;
    let repeat: ReturnType<typeof setInterval> | undefined;
    void api
      .get<LoginReminder>('/api/telephony/LoginReminder')
      .then((reminder) => {
        if (stopped) return;
        const remind = () => notifyInfo(reminder.message, 'Telephony');
        first = setTimeout(() => {
          remind();
          repeat = setInterval(remind, reminder.everyMs);
        }, reminder.firstAfterMs);
      })
      .catch(() => undefined);
    return () => {
      stopped = true;
      clearTimeout(first);
      clearInterval(repeat);
    };
  }, [enabled, loggedIn]);
}

/** The call-centre overlay (shell spec §2.9): a timer and a call notes box while an interaction is active. */
function ActiveCall({ call, onEnd }: { call: TelephonyCall; onEnd: () => void }) {
  const [now, setNow] = useState(() => Date.now());
  const [notes, setNotes] = useState('');
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const seconds = Math.max(0, Math.floor((now - new Date(call.startedAt).getTime()) / 1000));
  const elapsed = `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
  return (
    <Stack gap="xs" aria-label="Active call">
      <Group justify="space-between">
        <Text fw={600}>
          {call.direction === 'inbound' ? 'Inbound call from' : 'Outbound call to'} {call.phoneNumber}
        </Text>
        <Text aria-label="Call timer" ff="monospace">
          {elapsed}
        </Text>
      </Group>
      <Textarea
        label="Call notes"
        autosize
        minRows={3}
        value={notes}
        onChange={(event) => setNotes(event.currentTarget.value)}
      />
      <Button color="red" onClick={onEnd}>
        End call
      </Button>
    </Stack>
  );
}

/**
 * The call-centre telephony panel (shell spec §2.4, §2.9): shown only with the telephony flag and a telephony-enabled
 * user; outbound calls and the simulated inbound call each appear only with their flags (the server refuses them
 * otherwise). No telephony provider is connected in this environment, so the panel says so instead of pretending.
 */
export function TelephonyPanel({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const features = useTelephonyFeatures();
  const [call, setCall] = useState<TelephonyCall | null>(null);
  const [phone, setPhone] = useState('');
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [loggedIn, setLoggedIn] = useState(false);
  useTelephonyLoginReminder(features.loginReminder, loggedIn);
  // Opening the panel is logging in to the phone system for the rest of the session.
  if (opened && !loggedIn) setLoggedIn(true);

  const start = async (request: () => Promise<TelephonyCall>) => {
    setBusy(true);
    try {
      setCall(await request());
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };
  const dial = () => {
    if (!isValidPhone(phone)) {
      setPhoneError(PHONE_MESSAGE);
      return;
    }
    setPhoneError(null);
    void start(() => api.post<TelephonyCall>('/api/telephony/OutboundCall', { phoneNumber: phone }));
  };

  return (
    <Drawer
      opened={opened && features.telephony}
      onClose={onClose}
      position="right"
      title="Telephony (simulated)"
      size="md"
    >
      <Stack>
        <Alert color="gray" title="Simulated">
          <Text size="sm">
            The telephony provider's agent panel is embedded here when the integration is configured for this
            environment. This environment uses the built-in simulator: no real calls are placed or received.
          </Text>
        </Alert>
        {call ? (
          <ActiveCall call={call} onEnd={() => setCall(null)} />
        ) : (
          <>
            {features.outbound ? (
              <Group align="flex-end">
                <TextInput
                  label="Phone number"
                  value={phone}
                  error={phoneError}
                  onChange={(event) => setPhone(formatPhone(event.currentTarget.value))}
                  style={{ flex: 1 }}
                />
                <Button onClick={dial} loading={busy}>
                  Call
                </Button>
              </Group>
            ) : null}
            {features.simulatedInbound ? (
              <Button
                variant="light"
                onClick={() => void start(() => api.post<TelephonyCall>('/api/telephony/SimulateInboundCall'))}
                loading={busy}
              >
                Simulate inbound call
              </Button>
            ) : null}
          </>
        )}
      </Stack>
    </Drawer>
  );
}
