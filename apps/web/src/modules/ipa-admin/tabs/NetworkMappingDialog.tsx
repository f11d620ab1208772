import { SimpleGrid } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import {
  networkMappingDataSchema,
  type NetworkMappingDataInput,
  type NetworkMappingDto,
} from '@portal/contracts/ipa-admin/network-mappings';
import { OPEN_END_DATE } from '@portal/contracts/ipa-admin/ipa-lookups';
import { IPA_MESSAGES } from '@portal/contracts/ipa-admin/ipa-admin.messages';
import type { IpaDto } from '@portal/contracts/ipa-admin/ipa';
import { todayInLosAngeles } from '@portal/contracts/platform/rules/dates';
import { FormDialog } from '../../../ui/FormDialog.tsx';
import { notify, notifySuccess } from '../../../ui/notify.ts';
import { DateField, TextField } from '../../../ui/form/FormFields.tsx';
import { SelectField } from '../../../ui/form/ChoiceFields.tsx';
import { SaveErrorAlert, staleOnly } from '../../../ui/SaveErrorAlert.tsx';
import { useContractCodes } from '../api/contract-codes.ts';
import { useSaveNetworkMapping } from '../api/save-network-mapping.ts';
import { recordDialogTitle } from './dialog-title.ts';

/** Network mapping save errors stay 15000 ms (spec §8, §9). */
const NETWORK_ERROR_MS = 15_000;

function toForm(ipa: IpaDto, mapping: NetworkMappingDto | null): NetworkMappingDataInput {
  if (!mapping) {
    // New mapping: start on the first day of the current month, end 12/31/9999 (spec §4).
    return {
      id: 0,
      ipaCode: ipa.ipaCode,
      effectiveStartDate: `${todayInLosAngeles().slice(0, 7)}-01`,
      effectiveEndDate: OPEN_END_DATE,
      contractCode: '',
      isPcp: '' as 'yes',
      tin: '',
      class: '',
      specialty: '',
      networkId: '',
      networkPrefix: '',
      agreementId: '',
      ipaNetworkId: '',
      ipaNetworkPrefix: '',
      dofrAgreementId: '',
    };
  }
  const { createdBy: _a, createdDt: _b, updatedBy: _c, updatedDt: _d, ...rest } = mapping;
  return {
    ...rest,
    isPcp: rest.isPcp as 'yes' | 'no',
    tin: rest.tin ?? '',
    class: rest.class ?? '',
    specialty: rest.specialty ?? '',
  };
}

/**
 * 'Edit Network & Agreement' or 'Save Network & Agreement' ('Viewing Network & Agreement' to a viewer, 800x570)
 * (spec §2.10).
 */
export function NetworkMappingDialog({
  ipa,
  mapping,
  opened,
  onClose,
  readOnly,
}: {
  ipa: IpaDto;
  mapping: NetworkMappingDto | null;
  opened: boolean;
  onClose: () => void;
  readOnly: boolean;
}) {
  const form = useForm<NetworkMappingDataInput>({
    resolver: zodResolver(networkMappingDataSchema),
    defaultValues: toForm(ipa, mapping),
  });
  const { control, handleSubmit, reset } = form;
  const save = useSaveNetworkMapping(ipa.ipaCode);
  const codes = useContractCodes(ipa.companyCode);
  useEffect(() => {
    if (opened) {
      reset(toForm(ipa, mapping));
      save.reset();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset when opened on another record
  }, [opened, mapping]);
  const submit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => {
        notifySuccess(IPA_MESSAGES.success);
        onClose();
      },
      onError: (error) => {
        if (!staleOnly(error)) notify({ content: error, level: 'error', autoClose: NETWORK_ERROR_MS });
      },
    }),
  );

  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={recordDialogTitle(
        readOnly,
        'Network & Agreement',
        mapping ? 'Edit Network & Agreement' : 'Save Network & Agreement',
      )}
      size={800}
      readOnly={readOnly}
      saving={save.isPending}
      onSubmit={(event) => void submit(event)}
      dirty={form.formState.isDirty}
      footer={<SaveErrorAlert error={staleOnly(save.error)} />}
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <DateField control={control} name="effectiveStartDate" label="Start Date" required />
        <DateField control={control} name="effectiveEndDate" label="End Date" />
        <SelectField
          control={control}
          name="contractCode"
          label="Contract Code"
          required
          data={(codes.data ?? []).map((c) => c.value)}
        />
        <SelectField control={control} name="isPcp" label="PCP Flag" required data={['yes', 'no']} />
        <TextField control={control} name="tin" label="TIN" />
        <TextField control={control} name="class" label="Provider Class" />
        <TextField control={control} name="specialty" label="Provider Specialty" />
        <TextField control={control} name="networkId" label="Network ID" required />
        <TextField control={control} name="networkPrefix" label="Network Prefix" required />
        <TextField control={control} name="agreementId" label="Pricing Agreement ID" required />
        <TextField control={control} name="ipaNetworkId" label="IPA Network ID" required />
        <TextField control={control} name="ipaNetworkPrefix" label="IPA Network Prefix" required />
        <TextField control={control} name="dofrAgreementId" label="DOFR Agreement ID" required />
      </SimpleGrid>
    </FormDialog>
  );
}
