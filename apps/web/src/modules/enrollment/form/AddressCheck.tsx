import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { AddressCheckResult } from '@portal/contracts/enrollment/enrollment-lookups';
import { REFERENCE_MESSAGES, zip5Schema } from '@portal/contracts/platform/reference';
import { textOf } from '@portal/contracts/platform/text';
import { ApiError } from '../../../lib/api.ts';
import { checkAddress } from '../api/lookups.ts';
import type { EnrollmentFormApi } from './enrollment-form-page.ts';

const FIELDS = {
  home: { street: 'homeStreet1', city: 'homeCity', state: 'homeState', zip: 'homeZipCode' },
  mailing: { street: 'mailingStreet', city: 'mailingCity', state: 'mailingState', zip: 'mailingZip' },
} as const;

type Outcome =
  | { kind: 'verified' | 'kept'; checked: string }
  | { kind: 'problems'; checked: string; answer: AddressCheckResult }
  | { kind: 'failed'; checked: string; message: string };

/**
 * "Check home address" / "Check mailing address" (ValidateAddress, enrollment spec §7): the address is checked against
 * the reference ZIP data for this work item. A valid one is recorded in the item's history as verified (kinds 13, 14).
 * Otherwise the problems are listed and the processor either takes the ZIP's own city and state (checked again) or keeps
 * the address as it is, which is recorded as the current address selected (kinds 15, 16). An outcome is shown only
 * while the address is the one that was checked.
 */
export function AddressCheck({
  form,
  workItemId,
  type,
}: {
  form: EnrollmentFormApi;
  workItemId: number;
  type: 'home' | 'mailing';
}) {
  const fields = FIELDS[type];
  const values = useWatch({ control: form.control, name: [fields.street, fields.city, fields.state, fields.zip] });
  const [street1, city, state, zipCode] = [textOf(values[0]), textOf(values[1]), textOf(values[2]), textOf(values[3])];
  const current = JSON.stringify([street1, city, state, zipCode]);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);

  const check = async (address: { city: string; state: string }, choice?: 'current') => {
    const checked = JSON.stringify([street1, address.city, address.state, zipCode]);
    // The server's own ZIP rule and message: a malformed ZIP is not sent.
    const zip = zip5Schema.safeParse(zipCode);
    if (!zip.success) {
      setOutcome({ kind: 'failed', checked, message: REFERENCE_MESSAGES.zipFormat });
      return;
    }
    setBusy(true);
    try {
      const answer = await checkAddress({
        street1,
        city: address.city,
        state: address.state,
        zipCode: zip.data,
        addressType: type,
        id: workItemId,
        choice,
      });
      if (choice === 'current') setOutcome({ kind: 'kept', checked });
      else setOutcome(answer.isValid ? { kind: 'verified', checked } : { kind: 'problems', checked, answer });
    } catch (error) {
      setOutcome({ kind: 'failed', checked, message: error instanceof ApiError ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  };

  const takeZipAddress = (answer: AddressCheckResult) => {
    const zipCity = answer.city ?? '';
    const zipState = answer.state ?? '';
    form.setValue(fields.city, zipCity, { shouldDirty: true, shouldValidate: true });
    form.setValue(fields.state, zipState, { shouldDirty: true, shouldValidate: true });
    void check({ city: zipCity, state: zipState });
  };

  const shown = outcome?.checked === current ? outcome : null;
  const label = type === 'home' ? 'Home' : 'Mailing';
  return (
    <Stack gap={4}>
      <Group gap="sm">
        <Button variant="default" size="xs" loading={busy} onClick={() => void check({ city, state })}>
          Check {type} address
        </Button>
        {shown?.kind === 'verified' ? (
          <Text size="sm" fw={500}>
            {label} address verified against ZIP {zipCode.trim()}.
          </Text>
        ) : null}
        {shown?.kind === 'kept' ? (
          <Text size="sm">{label} address kept as entered; recorded in the item's history.</Text>
        ) : null}
      </Group>
      {shown?.kind === 'failed' ? (
        <Alert color="red" variant="light" p="xs">
          {shown.message}
        </Alert>
      ) : null}
      {shown?.kind === 'problems' ? (
        <Alert color="yellow" variant="light" p="xs" title={`The ${type} address does not match its ZIP code`}>
          {shown.answer.messages.map((message) => (
            <Text size="sm" key={message}>
              {message}
            </Text>
          ))}
          <Group gap="sm" mt="xs">
            {shown.answer.city && shown.answer.state ? (
              <Button size="xs" onClick={() => takeZipAddress(shown.answer)} disabled={busy}>
                Use {shown.answer.city}, {shown.answer.state}
              </Button>
            ) : null}
            <Button size="xs" variant="default" onClick={() => void check({ city, state }, 'current')} disabled={busy}>
              Keep current address
            </Button>
          </Group>
        </Alert>
      ) : null}
    </Stack>
  );
}
