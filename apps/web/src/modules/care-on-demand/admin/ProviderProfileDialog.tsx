import { SimpleGrid, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  PROVIDER_VISIT_LANGUAGES,
  updateProviderProfileSchema,
  US_STATE_CODES,
  type ProviderProfile,
  type ProviderProfileForm,
} from '@portal/contracts/care-on-demand/provider-manager';
import { NumberField } from '../../../ui/form/FormFields.tsx';
import { CheckboxField, MultiSelectField } from '../../../ui/form/ChoiceFields.tsx';
import { RecordFormDialog } from '../../../ui/form/RecordFormDialog.tsx';
import { useSaveProviderProfile } from './api/provider-manager-api.ts';

/** A telehealth provider's profile: licensed states, languages, max concurrent on-demand visits, active. */
export function ProviderProfileDialog({
  target,
  onClose,
  onReload,
}: {
  target: ProviderProfile | null;
  onClose: () => void;
  onReload: () => void;
}) {
  const save = useSaveProviderProfile(target?.providerUserId ?? 0);
  return (
    <RecordFormDialog<ProviderProfile, ProviderProfileForm, ProviderProfile>
      target={target}
      title={(record) => `Editing Provider ${record?.name ?? ''}`}
      resolver={zodResolver(updateProviderProfileSchema)}
      valuesOf={(record) => ({
        statesLicensed: (record?.statesLicensed ?? []) as ProviderProfileForm['statesLicensed'],
        languages: (record?.languages ?? ['English']) as ProviderProfileForm['languages'],
        maxConcurrentVisits: record?.maxConcurrentVisits ?? 1,
        isActive: record?.isActive ?? true,
        version: record?.version ?? 0,
      })}
      save={save}
      savedMessage={(saved) => `${saved.name}'s profile was saved.`}
      onClose={onClose}
      onReload={onReload}
    >
      {({ control }) => (
        <Stack>
          <MultiSelectField
            control={control}
            name="statesLicensed"
            label="States licensed in"
            data={[...US_STATE_CODES]}
            placeholder="State codes"
          />
          <MultiSelectField
            control={control}
            name="languages"
            label="Languages"
            required
            data={[...PROVIDER_VISIT_LANGUAGES]}
          />
          <SimpleGrid cols={2}>
            <NumberField
              control={control}
              name="maxConcurrentVisits"
              label="Max concurrent on-demand visits"
              required
              // No min/max on the box (it would quietly change 0 to 1 on leaving it): the schema names the bounds.
              decimalScale={0}
            />
          </SimpleGrid>
          <CheckboxField control={control} name="isActive" label="Active (takes telehealth visits)" />
        </Stack>
      )}
    </RecordFormDialog>
  );
}
