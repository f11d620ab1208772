import { SimpleGrid } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  contactFormSchema,
  showsClaimAddress,
  type ContactDto,
  type ContactFormInput,
} from '@portal/contracts/ipa-admin/contacts';
import { FEATURE_FLAGS } from '@portal/contracts/platform/feature-flags';
import { OPEN_END_DATE } from '@portal/contracts/ipa-admin/ipa-lookups';
import { IPA_MESSAGES } from '@portal/contracts/ipa-admin/ipa-admin.messages';
import { FormDialog } from '../../../ui/FormDialog.tsx';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { DateField, PhoneField, TextareaField, TextField } from '../../../ui/form/FormFields.tsx';
import { CheckboxField, SelectField } from '../../../ui/form/ChoiceFields.tsx';
import { SaveErrorAlert, staleOnly } from '../../../ui/SaveErrorAlert.tsx';
import { useSaveContact } from '../api/save-contact.ts';
import { useNetworkAdminFlags } from '../api/network-admin-flags.ts';
import { offerPrintCardWorkflow } from '../print-card-prompt.ts';

function toForm(ipaWebId: number, contact: ContactDto | null, department: number | null): ContactFormInput {
  if (!contact)
    return {
      id: 0,
      ipaWeb_Id: ipaWebId,
      department: department as number,
      startDt: '',
      endDt: OPEN_END_DATE,
      primaryContactName: '',
      isClaimAddress: false,
      canAcceptClaimTypes: false,
      canAcceptEditInboundOutbound: false,
    };
  const {
    departmentCode: _c,
    departmentText: _t,
    createdBy: _cb,
    createdDt: _cd,
    updatedBy: _ub,
    updatedDt: _ud,
    ...rest
  } = contact;
  return Object.fromEntries(
    Object.entries(rest).map(([key, value]) => [key, value ?? '']),
  ) as unknown as ContactFormInput;
}

export interface ContactDialogProps {
  opened: boolean;
  onClose: () => void;
  ipaWebId: number;
  ipaCode: string;
  ipaRisk: string | null;
  contact: ContactDto | null;
  /** Claim Info: the claim department is fixed and the claim fields show (spec §5). */
  claimDepartmentId: number | null;
  departments: { value: string; label: string }[];
  readOnly: boolean;
}

/** 'Save Additional Contact' (800x550) or 'Save Claim' (spec §2.5, §2.6). */
export function ContactDialog({
  opened,
  onClose,
  ipaWebId,
  ipaCode,
  ipaRisk,
  contact,
  claimDepartmentId,
  departments,
  readOnly,
}: ContactDialogProps) {
  const claim = claimDepartmentId !== null;
  const form = useForm<ContactFormInput>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: toForm(ipaWebId, contact, claimDepartmentId),
  });
  const { control, handleSubmit, reset, formState } = form;
  const save = useSaveContact(ipaWebId);
  const flags = useNetworkAdminFlags();
  const isClaimAddress = useWatch({ control, name: 'isClaimAddress' });
  useEffect(() => {
    if (opened) {
      reset(toForm(ipaWebId, contact, claimDepartmentId));
      save.reset();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset when the dialog opens on another record
  }, [opened, contact, claimDepartmentId]);

  const submit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        notifySuccess(saved.message, IPA_MESSAGES.success);
        onClose();
        // A changed claim address (flag on) with the member-card option on asks for a card-print workflow (spec §4).
        if (saved.claimAddressChanged && flags.active.has(FEATURE_FLAGS.printMemberIdCard))
          void offerPrintCardWorkflow(ipaCode);
      },
      onError: (error) => {
        if (!staleOnly(error)) notifyError(error instanceof Error ? error.message : String(error), 'Error');
      },
    }),
  );
  const showClaimAddress = claim && showsClaimAddress(ipaRisk);

  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={claim ? 'Save Claim' : 'Save Additional Contact'}
      size={800}
      readOnly={readOnly}
      saving={save.isPending}
      submitDisabled={!formState.isDirty}
      dirty={formState.isDirty}
      onSubmit={(event) => void submit(event)}
      footer={<SaveErrorAlert error={staleOnly(save.error)} />}
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {claim ? null : (
          <SelectField control={control} name="department" label="Department" required numeric data={departments} />
        )}
        <DateField control={control} name="startDt" label="Start Date" required />
        <DateField control={control} name="endDt" label="Term Date" required />
        <TextField control={control} name="primaryContactTitle" label="Title" />
        <TextField control={control} name="primaryContactName" label="Name" required />
        <PhoneField control={control} name="primaryContactPhone" label="Phone" />
        <TextField control={control} name="primaryContactExtn" label="Extension" />
        <TextField control={control} name="primaryContactStreet1" label="Street1" />
        <TextField control={control} name="primaryContactStreet2" label="Street2" />
        <TextField control={control} name="primaryContactCity" label="City" />
        <TextField control={control} name="primaryContactState" label="State" />
        <TextField control={control} name="primaryContactZipCode" label="Zip Code" />
        <TextField control={control} name="primaryContractEmail" label="Email" />
        <PhoneField control={control} name="primaryContractFax" label="Fax" />
        <TextField control={control} name="secondaryContactTitle" label="Secondary Title" />
        <TextField control={control} name="secondaryContactName" label="Secondary Name" />
        <PhoneField control={control} name="secondaryContactPhone" label="Secondary Phone" />
        <PhoneField control={control} name="secondaryContactFax" label="Secondary Fax" />
        <TextField control={control} name="secondaryContactEmail" label="Secondary Email" />
        {claim ? (
          <>
            <TextField control={control} name="tradingPartnerId" label="Trading Partner Id" />
            <TextField control={control} name="misDirectedPayerId" label="Misdirected Payer Id" />
            <CheckboxField
              control={control}
              name="canAcceptEditInboundOutbound"
              label="Can Accept Edit Inbound/Outbound"
            />
            <CheckboxField control={control} name="canAcceptClaimTypes" label="Can Accept Claim Types" />
          </>
        ) : null}
        {showClaimAddress ? (
          <>
            <TextField control={control} name="claimAddress" label="Claim Address" required={Boolean(isClaimAddress)} />
            <TextField control={control} name="claimAddress2" label="Claim Address 2" />
            <CheckboxField control={control} name="isClaimAddress" label="Is Claim Address Display on IDCard" />
          </>
        ) : null}
      </SimpleGrid>
      <TextareaField control={control} name="comments" label="Comments" />
    </FormDialog>
  );
}
