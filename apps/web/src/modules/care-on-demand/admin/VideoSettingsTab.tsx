import { Loader, Stack, Text, TextInput as MantineTextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useController, useForm, type Control } from 'react-hook-form';
import {
  updateVideoSettingsSchema,
  type UpdateVideoSettings,
  type VideoSettings,
  type VideoSettingsForm,
} from '@portal/contracts/care-on-demand/admin';
import { TextField } from '../../../ui/form/FormFields.tsx';
import { VersionedSettingForm } from '../../../ui/form/VersionedSettingForm.tsx';
import { useHeldRecord } from '../../../ui/use-held-record.ts';
import { saveVideoSettings, useVideoSettings } from './api/care-on-demand-admin-api.ts';

export const ICE_HELP =
  'With no STUN or TURN server, video visits connect by host candidates only: that works on one machine or one ' +
  'local network (as the tests need) but not between networks. Set a STUN server, and a TURN relay for members ' +
  'behind strict firewalls; the TURN credential is kept on the server and shown as ••••.';

/** A list of URLs edited as one comma-separated line. */
function UrlListField({
  control,
  name,
  label,
}: {
  control: Control<VideoSettingsForm>;
  name: 'stunUrls' | 'turnUrls';
  label: string;
}) {
  const { field, fieldState } = useController({ control, name });
  const value = Array.isArray(field.value) ? field.value.join(', ') : '';
  return (
    <MantineTextInput
      label={label}
      description="Separate several with commas"
      name={field.name}
      value={value}
      onChange={(event) =>
        field.onChange(
          event.currentTarget.value
            .split(',')
            .map((url) => url.trim())
            .filter((url, index, all) => url !== '' || index === all.length - 1),
        )
      }
      onBlur={() => {
        field.onChange((Array.isArray(field.value) ? field.value : []).filter((url) => url !== ''));
        field.onBlur();
      }}
      error={fieldState.error?.message ?? firstItemError(fieldState.error)}
    />
  );
}

/** The message of the first bad URL in the list (the schema reports it on the item). */
function firstItemError(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  for (const item of Object.values(error as Record<string, unknown>)) {
    const message: unknown = item && typeof item === 'object' ? (item as { message?: unknown }).message : undefined;
    if (typeof message === 'string') return message;
  }
  return undefined;
}

const valuesOf = (settings: VideoSettings): VideoSettingsForm => ({
  stunUrls: settings.stunUrls,
  turnUrls: settings.turnUrls,
  turnUsername: settings.turnUsername ?? '',
  turnCredential: settings.turnCredential ?? '',
  version: settings.version,
});

/**
 * The settings form once read (the video visits' ICE servers), read only without the admin action. It starts from
 * `current` (the settings held by the tab) and follows them only when remounted (keyed by their version).
 */
export function VideoSettingsEditor({
  current,
  canAdmin,
  onReload,
}: {
  current: VideoSettings;
  canAdmin: boolean;
  /** Takes the settings as saved now: after a stale save's Reload, and after the admin's own save. */
  onReload: () => void;
}) {
  const form = useForm<VideoSettingsForm, unknown, UpdateVideoSettings>({
    resolver: zodResolver(updateVideoSettingsSchema),
    defaultValues: valuesOf(current),
  });
  const { reset } = form;
  return (
    <VersionedSettingForm
      form={form}
      save={async (body) => {
        const saved = await saveVideoSettings({ ...body, turnUsername: body.turnUsername || null });
        reset(valuesOf(saved));
        onReload();
        return saved;
      }}
      savedMessage="The video settings were saved."
      saveLabel="Save video settings"
      canWrite={canAdmin}
      onReload={onReload}
      modifiedBy={current.updatedBy}
      modifiedByName={current.updatedByName}
      modifiedDate={current.updatedAt}
    >
      <Text size="sm">{ICE_HELP}</Text>
      <UrlListField control={form.control} name="stunUrls" label="STUN URLs" />
      <UrlListField control={form.control} name="turnUrls" label="TURN URLs" />
      <TextField control={form.control} name="turnUsername" label="TURN username" maxLength={200} />
      <TextField
        control={form.control}
        name="turnCredential"
        label="TURN credential"
        maxLength={200}
        description="Leave •••• to keep the stored credential"
      />
    </VersionedSettingForm>
  );
}

/** Settings: the ICE servers (STUN/TURN) video visits use. */
export function VideoSettingsTab({ canAdmin }: { canAdmin: boolean }) {
  const settings = useVideoSettings();
  // The settings as first read, held (the one way, useHeldRecord): a read of them meanwhile (someone else's save, the
  // window's focus) never resets what the admin types; Reload, or their own save, takes them as saved now.
  const held = useHeldRecord(settings.data !== undefined, settings.data);
  if (!held.record) return settings.error ? <Text c="red.9">{String(settings.error)}</Text> : <Loader />;
  return (
    <Stack maw={640}>
      <VideoSettingsEditor
        key={held.record.version}
        current={held.record}
        canAdmin={canAdmin}
        onReload={() => {
          held.reload();
          void settings.refetch();
        }}
      />
    </Stack>
  );
}
