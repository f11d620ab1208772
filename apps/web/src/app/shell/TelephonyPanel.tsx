import { Alert, Button, Drawer, Group, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { LoginReminder } from '@portal/contracts/platform/telephony';
import { TELEPHONY_MESSAGES } from '@portal/contracts/platform/telephony-constants';
import { isValidPhone } from '@portal/contracts/platform/rules/phone';
import { api } from '../../lib/api.ts';
import { PhoneInput } from '../../ui/inputs/PhoneInput.tsx';
import { notifyError, notifyInfo } from '../../ui/notify.ts';
import { answerInboundCall, hangUpActiveCall, startOutboundCall } from '../../ui/telephony/answer-call.ts';
import { useActiveCall } from '../../ui/telephony/call-store.ts';
import { telephonyApi } from '../../ui/telephony/telephony-api.ts';
import { useTelephonyFeatures } from '../../ui/telephony/telephony-features.ts';

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

/** Whether the CTI source is an agent panel to embed (a real adapter's URL) rather than the simulator. */
function embeddableSource(value: string | undefined): string | null {
  return value && /^https:\/\//i.test(value) ? value : null;
}

/**
 * The call-centre telephony panel (shell spec §2.4, §2.9): shown only with the telephony flag and a telephony-enabled
 * user. It embeds the CTI's agent panel when the TalkdeskCTISource setting names one; with the built-in simulator it
 * says so, and offers the outbound call and the simulated inbound call, each only with its flags (the server refuses
 * them otherwise). A call started here becomes the active call of the overlay.
 */
export function TelephonyPanel({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const features = useTelephonyFeatures();
  const navigate = useNavigate();
  const call = useActiveCall();
  const [phone, setPhone] = useState('');
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [loggedIn, setLoggedIn] = useState(false);
  const [source, setSource] = useState<string | undefined>(undefined);
  useTelephonyLoginReminder(features.loginReminder, loggedIn);
  // Opening the panel is logging in to the phone system for the rest of the session.
  if (opened && !loggedIn) setLoggedIn(true);
  useEffect(() => {
    if (!opened || !features.telephony || source !== undefined) return;
    telephonyApi
      .ctiSource()
      .then((setting) => setSource(setting.value))
      .catch(() => setSource(''));
  }, [opened, features.telephony, source]);
  const frame = embeddableSource(source);

  const dial = async () => {
    if (!isValidPhone(phone)) {
      setPhoneError(TELEPHONY_MESSAGES.invalidPhone);
      return;
    }
    setPhoneError(null);
    setBusy(true);
    try {
      const placed = await telephonyApi.placeOutboundCall({ phoneNumber: phone });
      onClose();
      await startOutboundCall(placed, null);
    } catch {
      // Shell spec §8: "Outbound call failed: 'Invalid phone number'".
      notifyError(TELEPHONY_MESSAGES.invalidPhone);
    } finally {
      setBusy(false);
    }
  };
  const ring = async () => {
    setBusy(true);
    try {
      const rung = await telephonyApi.simulateInboundCall();
      onClose();
      await answerInboundCall(rung, navigate);
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Drawer
      opened={opened && features.telephony}
      onClose={onClose}
      position="right"
      title={frame ? 'Telephony' : 'Telephony (simulated)'}
      size="md"
    >
      <Stack>
        {frame ? (
          <iframe
            title="Telephony agent panel"
            src={frame}
            style={{ border: 0, width: '100%', height: 480 }}
            allow="microphone"
          />
        ) : (
          <Alert color="gray" title="Simulated">
            <Text size="sm">
              The telephony provider's agent panel is embedded here when the integration is configured for this
              environment. This environment uses the built-in simulator: no real calls are placed or received.
            </Text>
          </Alert>
        )}
        {call ? (
          <Group justify="space-between">
            <Text size="sm">On a call with {call.member?.name ?? call.phone}</Text>
            <Button color="red.9" variant="filled" onClick={() => void hangUpActiveCall(navigate)}>
              Hang up
            </Button>
          </Group>
        ) : (
          <>
            {features.outbound ? (
              // A form, so that Enter in the number dials as the Call button does.
              <form
                aria-label="Outbound call"
                onSubmit={(event) => {
                  event.preventDefault();
                  void dial();
                }}
              >
                <Group align="flex-start">
                  <PhoneInput
                    label="Phone number"
                    value={phone}
                    error={phoneError}
                    onChange={(digits) => {
                      setPhone(digits);
                      setPhoneError(null);
                    }}
                    style={{ flex: 1 }}
                  />
                  <Button type="submit" loading={busy} mt={25}>
                    Call
                  </Button>
                </Group>
              </form>
            ) : null}
            {features.simulatedInbound ? (
              <Button variant="light" onClick={() => void ring()} loading={busy}>
                Simulate inbound call
              </Button>
            ) : null}
          </>
        )}
      </Stack>
    </Drawer>
  );
}
