import { ActionIcon, Box, Button, Group, Modal, SimpleGrid, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ipaUpdateSchema, type IpaDto, type IpaUpdateInput } from '@portal/contracts/ipa-admin/ipa';
import { IPA_MESSAGES as M } from '@portal/contracts/ipa-admin/ipa-admin.messages';
import { FEATURE_FLAGS } from '@portal/contracts/platform/feature-flags';
import { todayInLosAngeles } from '@portal/contracts/platform/rules/dates';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { useUnsavedChanges } from '../../../ui/use-unsaved-changes.ts';
import { useTabEdits } from '../ipa-tab-edits.tsx';
import { DateField, PhoneField, TextField } from '../../../ui/form/FormFields.tsx';
import { CheckboxField } from '../../../ui/form/ChoiceFields.tsx';
import { FormFieldset } from '../../../ui/form/FormFieldset.tsx';
import { SaveErrorAlert, staleOnly } from '../../../ui/SaveErrorAlert.tsx';
import type { IpaTabProps } from '../ipa-tab-props.ts';
import { useUpdateIpa } from '../api/update-ipa.ts';
import { useIpaDetail } from '../api/ipa-detail.ts';
import { useNetworkAdminFlags } from '../api/network-admin-flags.ts';
import { useCopyToNewRecord } from '../ipa-copy-context.ts';
import { offerPrintCardWorkflow } from '../print-card-prompt.ts';
import { newIpaFromCopy } from '../wizard/ipa-copy-values.ts';
import { ContractNameField, ContractTypeField, IpaTypeField } from '../fields/IpaLookupFields.tsx';

function toForm(ipa: IpaDto): IpaUpdateInput {
  return {
    id: ipa.id,
    version: ipa.version,
    ipaCode: ipa.ipaCode,
    ipaDesc: ipa.ipaDesc ?? '',
    effDate: ipa.effDate,
    endDate: ipa.endDate,
    companyCode: ipa.companyCode,
    termed: ipa.termed,
    facetsCode: ipa.facetsCode ?? '',
    contractLevelId: ipa.contractLevelId as number,
    risk: ipa.risk ?? '',
    type: ipa.type,
    notes: ipa.notes ?? '',
    ip: ipa.ip ?? '',
    webSite: ipa.webSite ?? '',
    ipaPhone: ipa.ipaPhone ?? '',
    ipaPhone2: ipa.ipaPhone2 ?? '',
    ipaPhoneIdCard: ipa.ipaPhoneIdCard ?? '',
    ipaNameIdCard: ipa.ipaNameIdCard ?? '',
    internalPointofContact: ipa.internalPointofContact ?? '',
    manager: ipa.manager ?? '',
    specialist: ipa.specialist ?? '',
    vendorId: ipa.vendorId ?? '',
    vendorName: ipa.vendorName ?? '',
    vendorNm: ipa.vendorNm ?? '',
    taxId: ipa.taxId ?? '',
    npi: ipa.npi ?? '',
    addr: ipa.addr ?? '',
    addr2: ipa.addr2 ?? '',
    city: ipa.city ?? '',
    state: ipa.state ?? '',
    zip: ipa.zip ?? '',
    intlZip: ipa.intlZip ?? '',
    vendorPhoneNumber: ipa.vendorPhoneNumber ?? '',
    vendorFaxNumber: ipa.vendorFaxNumber ?? '',
    emailAddress: ipa.emailAddress ?? '',
  };
}

/** Main Info (spec §2.4): every field, 'Copy to New Record', Save enabled only after a change, the termination warning. */
export function IpaDetailsTab({ ipa, readOnly }: IpaTabProps) {
  const form = useForm<IpaUpdateInput>({
    resolver: zodResolver(ipaUpdateSchema),
    values: toForm(ipa),
    resetOptions: { keepDirtyValues: false },
  });
  const { control, handleSubmit, formState, reset } = form;
  const update = useUpdateIpa();
  const detail = useIpaDetail(ipa.id);
  const flags = useNetworkAdminFlags();
  const copy = useCopyToNewRecord();
  const [warning, setWarning] = useState(false);
  const webSite = useWatch({ control, name: 'webSite' });
  useUnsavedChanges(formState.isDirty);
  useTabEdits(formState.isDirty);

  const save = handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (saved) => {
        notifySuccess(M.ipaUpdated);
        reset(toForm(saved.ipa));
        // A changed card phone or name with the member-card flag on asks for a PrintMemberIdCard workflow (spec §4).
        if (saved.cardChanged && flags.active.has(FEATURE_FLAGS.printMemberIdCard))
          void offerPrintCardWorkflow(saved.ipa.ipaCode);
      },
      onError: (error) => {
        if (!staleOnly(error))
          notifyError(`${M.ipaSaveErrorPrefix} ${error instanceof Error ? error.message : String(error)}`);
      },
    }),
  );

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save(event);
      }}
      aria-label="Main Info"
    >
      <Group justify="space-between" mb="sm">
        <Title order={3} size="h5">
          {readOnly ? 'Main Info' : 'Edit Main Info'}
        </Title>
        <Group gap="xs">
          <Button
            variant="default"
            disabled={readOnly || !copy}
            onClick={() => copy?.({ ipa, copy: newIpaFromCopy(toForm(ipa)) })}
          >
            Copy to New Record
          </Button>
          {readOnly ? null : (
            <Button type="submit" disabled={!formState.isDirty} loading={update.isPending}>
              Save
            </Button>
          )}
        </Group>
      </Group>
      {/* Under Save, where the user looks after pressing it: at the form's end, below Vendor Info, it was off screen. */}
      {staleOnly(update.error) ? (
        <Box mb="sm">
          <SaveErrorAlert
            error={staleOnly(update.error)}
            onReload={() => void detail.refetch().then(() => update.reset())}
          />
        </Box>
      ) : null}
      <FormFieldset readOnly={readOnly}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          <TextField control={control} name="ipaCode" label="IPA Code" disabled />
          <DateField control={control} name="effDate" label="Effective Date" required />
          <DateField
            control={control}
            name="endDate"
            label="End Date"
            required
            onPicked={(value) => {
              // An end date in the past terminates the IPA: warn (spec §2.4).
              if (value && value < todayInLosAngeles()) setWarning(true);
              return value;
            }}
          />
          <TextField control={control} name="ipaDesc" label="IPA Name / Description" />
          <PhoneField control={control} name="ipaPhone" label="IPA Phone 1" />
          <PhoneField control={control} name="ipaPhone2" label="IPA Phone 2" />
          <TextField control={control} name="ipaNameIdCard" label="Member Card/IPA Name" required />
          <PhoneField control={control} name="ipaPhoneIdCard" label="Member Card/IPA Phone" required />
          <ContractTypeField control={control} name="risk" label="Current Contract Type" />
          <IpaTypeField control={control} name="type" label="Current Type" />
          <TextField control={control} name="notes" label="Notes" />
          <TextField control={control} name="ip" label="IP" />
          <Group align="flex-end" gap={4} wrap="nowrap">
            <TextField control={control} name="webSite" label="Website" />
            <ActionIcon
              variant="light"
              aria-label="Open website in a new tab"
              disabled={!webSite}
              component="a"
              href={webSite ? (/^https?:\/\//.test(webSite) ? webSite : `https://${webSite}`) : undefined}
              target="_blank"
              rel="noreferrer"
              mb={4}
            >
              <IconExternalLink size={16} />
            </ActionIcon>
          </Group>
          <TextField control={control} name="internalPointofContact" label="Internal Point of Contact" />
          <TextField control={control} name="facetsCode" label="Facets Code" required />
          <ContractNameField control={control} name="contractLevelId" />
          <CheckboxField control={control} name="termed" label="Hide On Web" />
        </SimpleGrid>
        <Title order={4} size="h6" mt="md" mb="xs">
          Vendor Info
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          <TextField control={control} name="vendorName" label="Vendor Name" />
          <TextField control={control} name="taxId" label="Tax ID" />
          <TextField control={control} name="npi" label="NPI" />
          <TextField control={control} name="addr" label="Address" />
          <TextField control={control} name="addr2" label="Suite" />
          <TextField control={control} name="city" label="City" />
          <TextField control={control} name="state" label="State" />
          <TextField control={control} name="zip" label="Zip" />
          <PhoneField control={control} name="vendorPhoneNumber" label="Phone" />
          <PhoneField control={control} name="vendorFaxNumber" label="Fax" />
          <TextField control={control} name="emailAddress" label="Email" />
        </SimpleGrid>
      </FormFieldset>
      <Modal opened={warning} onClose={() => setWarning(false)} title={M.terminationTitle} centered>
        <Text size="sm">{M.terminationText}</Text>
        <Group justify="flex-end" mt="md">
          <Button onClick={() => setWarning(false)}>Ok</Button>
        </Group>
      </Modal>
    </form>
  );
}
