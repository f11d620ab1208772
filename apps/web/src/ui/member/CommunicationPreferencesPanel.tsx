import { Alert, Button, Loader, SimpleGrid } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  MEMBER_PROFILE_MESSAGES as M,
  PREFERENCE_SOURCES,
  PREFERRED_CHANNELS,
  PREFERRED_LANGUAGES,
  PREFERRED_TIMES,
  communicationPreferencesUpdateSchema,
  type CommunicationPreferences,
  type CommunicationPreferencesInput,
  type CommunicationPreferencesUpdate,
} from '@portal/contracts/patient-360/member-profile';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import { useCan } from '../../app/session/session-context.ts';
import { formatTimestamp } from '../../lib/format.ts';
import { CheckboxField, SelectField } from '../form/ChoiceFields.tsx';
import { FormDialog } from '../FormDialog.tsx';
import { LabeledValue } from '../LabeledValue.tsx';
import { notifySuccess } from '../notify.ts';
import { PersonName } from '../PersonName.tsx';
import { SaveErrorAlert } from '../SaveErrorAlert.tsx';
import { useCommunicationPreferences, useUpdateCommunicationPreferences } from './member-profile-api.ts';
import { RecordPanel } from './RecordPanel.tsx';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

function toForm(preferences: CommunicationPreferences): CommunicationPreferencesInput {
  return {
    memberId: preferences.memberId,
    companyCode: preferences.companyCode,
    preferredChannel: preferences.preferredChannel,
    preferredLanguage: preferences.preferredLanguage,
    preferredTime: preferences.preferredTime ?? '',
    doNotCall: preferences.doNotCall,
    emailOptIn: preferences.emailOptIn,
    smsOptIn: preferences.smsOptIn,
    mailOptIn: preferences.mailOptIn,
    version: preferences.version,
  };
}

/**
 * Who changed the preferences last and when: a person by name (the username on hover), a system by what it is
 * ('from the enrollment application').
 */
function lastUpdated(preferences: CommunicationPreferences) {
  const { updatedBy, updatedByName } = preferences;
  const source = updatedBy ? PREFERENCE_SOURCES[updatedBy] : undefined;
  return (
    <>
      {formatTimestamp(preferences.updatedAt)}
      {source ? ` from ${source}` : null}
      {updatedBy && !source ? (
        <>
          {' by '}
          <PersonName username={updatedBy} name={updatedByName} />
        </>
      ) : null}
    </>
  );
}

/**
 * The edit form, mounted while open. After a stale save (409), Reload reads the preferences again: the form moves to
 * the new version, keeping what the user changed and taking the saved values for what they did not touch.
 */
function PreferencesForm({
  preferences,
  onClose,
  onReload,
}: {
  preferences: CommunicationPreferences;
  onClose: () => void;
  onReload: () => Promise<unknown>;
}) {
  const saved = useMemo(() => toForm(preferences), [preferences]);
  const form = useForm<CommunicationPreferencesInput, unknown, CommunicationPreferencesUpdate>({
    resolver: zodResolver(communicationPreferencesUpdateSchema),
    values: saved,
    resetOptions: { keepDirtyValues: true },
  });
  const { control, handleSubmit, formState } = form;
  const save = useUpdateCommunicationPreferences(preferences.memberId);
  const submit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => {
        notifySuccess(M.saved);
        onClose();
      },
    }),
  );
  return (
    <FormDialog
      opened
      onClose={onClose}
      title="Edit Communication Preferences"
      saving={save.isPending}
      dirty={formState.isDirty}
      submitDisabled={!formState.isDirty}
      onSubmit={(event) => void submit(event)}
      footer={<SaveErrorAlert error={save.error} onReload={() => void onReload().then(() => save.reset())} />}
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <SelectField
          control={control}
          name="preferredChannel"
          label="Preferred Channel"
          required
          data={[...PREFERRED_CHANNELS]}
        />
        <SelectField
          control={control}
          name="preferredLanguage"
          label="Preferred Language"
          required
          searchable
          data={[...PREFERRED_LANGUAGES]}
        />
        <SelectField control={control} name="preferredTime" label="Preferred Time" data={[...PREFERRED_TIMES]} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} mt="md">
        <CheckboxField control={control} name="doNotCall" label="Do not call" />
        <CheckboxField control={control} name="emailOptIn" label="Email opt-in" />
        <CheckboxField control={control} name="smsOptIn" label="Text message opt-in" />
        <CheckboxField control={control} name="mailOptIn" label="Mail opt-in" />
      </SimpleGrid>
    </FormDialog>
  );
}

/**
 * How the member wants to be reached for their health plan (getmembercommunicationpreferences); users with Patient 360
 * write change it (updatemembercommunicationpreferences) at the version they read.
 */
export function CommunicationPreferencesPanel({ memberId }: { memberId: string }) {
  const preferences = useCommunicationPreferences(memberId);
  const canEdit = useCan(MODULE_IDS.patient360, 'write');
  const [editing, setEditing] = useState(false);
  const data = preferences.data;
  return (
    <RecordPanel
      title="Communication Preferences"
      actions={
        canEdit && data ? (
          <Button size="xs" variant="light" onClick={() => setEditing(true)}>
            Edit
          </Button>
        ) : null
      }
    >
      {preferences.isLoading ? (
        <Loader size="sm" aria-label="Loading communication preferences" />
      ) : preferences.error ? (
        <Alert color="red">{preferences.error.message}</Alert>
      ) : data ? (
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <LabeledValue label="Health Plan" value={data.companyCode} />
          <LabeledValue label="Preferred Channel" value={data.preferredChannel} />
          <LabeledValue label="Preferred Language" value={data.preferredLanguage} />
          <LabeledValue label="Preferred Time" value={data.preferredTime ?? 'No preference'} />
          <LabeledValue label="Do Not Call" value={yesNo(data.doNotCall)} />
          <LabeledValue label="Email Opt-in" value={yesNo(data.emailOptIn)} />
          <LabeledValue label="Text Message Opt-in" value={yesNo(data.smsOptIn)} />
          <LabeledValue label="Mail Opt-in" value={yesNo(data.mailOptIn)} />
          <LabeledValue label="Last Updated" value={lastUpdated(data)} />
        </SimpleGrid>
      ) : null}
      {editing && data ? (
        <PreferencesForm preferences={data} onClose={() => setEditing(false)} onReload={() => preferences.refetch()} />
      ) : null}
    </RecordPanel>
  );
}
