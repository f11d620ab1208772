import { Alert, SimpleGrid, Text, Typography } from '@mantine/core';
import { useWatch, type Control, type FieldValues, type UseFormSetValue } from 'react-hook-form';
import type { WorkflowType } from '@portal/contracts/crm-my-queue/crm-constants';
import { CRM_LANGUAGES } from '@portal/contracts/crm-my-queue/lists';
import {
  MEMBER_REIMBURSEMENT_STATUSES,
  PCP_CHANGE_REASONS,
  POA_RELATIONSHIPS,
  POA_TYPES,
  POA_VALIDATION_OUTCOMES,
  SSBCI_CONDITIONS,
  SSBCI_MEALS_PER_YEAR,
} from '@portal/contracts/crm-my-queue/workflow-forms';
import { formatDate } from '../../../lib/format.ts';
import {
  DateField,
  EmailField,
  NumberField,
  PhoneField,
  TextareaField,
  TextField,
} from '../../../ui/form/FormFields.tsx';
import { MultiSelectField, SelectField } from '../../../ui/form/ChoiceFields.tsx';
import { usePoaMembers } from '../../../ui/member/member-profile-api.ts';
import {
  useCaregiverBenefitAwardedDate,
  useCaregiverBenefitDescription,
  useMailItemsByPlan,
  useSsbciMealsValidation,
} from '../api/workflow-type-api.ts';
import { AddressFields } from './AddressFields.tsx';
import { PcpProviderPicker } from './PcpProviderPicker.tsx';
import { EMAIL_LABEL, NEW_EMAIL_LABEL, WORKFLOW_FIELD_LABELS as L } from './workflow-form-labels.ts';

export interface TypeFieldsProps {
  control: Control;
  setValue: UseFormSetValue<FieldValues>;
  memberId: string;
  /** PCP change v2: the agent picks the date the new PCP takes effect (else the first of next month). */
  pcpChangeV2: boolean;
}

const F = (name: string) => `formData.${name}`;
const notes = (control: Control) => (
  <TextareaField control={control} name={F('notes')} label={L.notes} maxLength={2000} />
);

function DemographicChangeFields({ control }: TypeFieldsProps) {
  return (
    <>
      <Text size="sm" c="gray.7">
        Change at least one of the address, phone, e-mail or language.
      </Text>
      <AddressFields control={control} prefix={F('address')} legend="New residence address" />
      <SimpleGrid cols={{ base: 1, sm: 3 }} mt="sm">
        <PhoneField control={control} name={F('phone')} label={L.phone} />
        <EmailField control={control} name={F('email')} label={NEW_EMAIL_LABEL} />
        <SelectField control={control} name={F('language')} label={L.language} searchable data={[...CRM_LANGUAGES]} />
      </SimpleGrid>
      {notes(control)}
    </>
  );
}

function PcpChangeFields({ control, setValue, memberId, pcpChangeV2 }: TypeFieldsProps) {
  const chosen = useWatch({ control, name: F('providerName') }) as string | undefined;
  return (
    <>
      <PcpProviderPicker
        memberId={memberId}
        onChoose={(provider) => {
          setValue(F('providerNpi'), provider.npi, { shouldValidate: true, shouldDirty: true });
          setValue(F('providerName'), provider.name, { shouldValidate: true, shouldDirty: true });
          setValue(F('ipaCode'), provider.ipaCode ?? '');
        }}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }} mt="sm">
        <TextField control={control} name={F('providerName')} label={L.providerName} required readOnly />
        <TextField control={control} name={F('providerNpi')} label={L.providerNpi} required readOnly />
        <TextField control={control} name={F('ipaCode')} label={L.ipaCode} readOnly />
      </SimpleGrid>
      {chosen ? null : (
        <Text size="xs" c="gray.7">
          Search for the provider and choose one.
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} mt="sm">
        <DateField
          control={control}
          name={F('effectiveDate')}
          label={L.effectiveDate}
          required
          readOnly={!pcpChangeV2}
          allowMaxDate={false}
        />
        <SelectField
          control={control}
          name={F('changeReason')}
          label="Reason"
          required
          data={[...PCP_CHANGE_REASONS]}
        />
      </SimpleGrid>
      {notes(control)}
    </>
  );
}

function RequestPlanMaterialFields({ control }: TypeFieldsProps) {
  const contractCode = (useWatch({ control, name: F('contractCode') }) as string | undefined) ?? '';
  const planCode = (useWatch({ control, name: F('planCode') }) as string | undefined) ?? '';
  const items = useMailItemsByPlan(contractCode, planCode);
  const materials = [...new Set((items.data?.items ?? []).map((item) => item.material))];
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField control={control} name={F('contractCode')} label={L.contractCode} required maxLength={5} />
        <TextField control={control} name={F('planCode')} label={L.planCode} required maxLength={3} />
      </SimpleGrid>
      <MultiSelectField
        control={control}
        name={F('planMaterials')}
        label={L.planMaterials}
        required
        data={materials}
        placeholder={items.isFetching ? 'Loading the plan materials' : 'Choose the materials to mail'}
      />
      <AddressFields control={control} prefix={F('mailingAddress')} legend="Mailing address" required />
      <EmailField control={control} name={F('email')} label={EMAIL_LABEL} />
    </>
  );
}

function ProcessSsbciFields({ control, memberId }: TypeFieldsProps) {
  const validation = useSsbciMealsValidation(memberId, true);
  const data = validation.data;
  return (
    <>
      {data ? (
        <Alert color={data.eligible ? 'blue' : 'orange'} mb="sm" title="SSBCI meals">
          {data.eligible
            ? `Eligible: ${data.mealsRemaining} of ${data.mealsPerYear} meals left in ${data.planYear}.`
            : (data.message ?? 'The member is not eligible for SSBCI meals.')}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <SelectField
          control={control}
          name={F('condition')}
          label={L.condition}
          required
          data={[...SSBCI_CONDITIONS]}
        />
        <NumberField
          control={control}
          name={F('mealsRequested')}
          label={L.mealsRequested}
          required
          min={1}
          max={SSBCI_MEALS_PER_YEAR}
          decimalScale={0}
        />
      </SimpleGrid>
      <AddressFields control={control} prefix={F('deliveryAddress')} legend="Delivery address (if not home)" />
      {notes(control)}
    </>
  );
}

function PoaValidationFields({ control, setValue, memberId }: TypeFieldsProps) {
  const poaMembers = usePoaMembers(memberId);
  const options = (poaMembers.data?.items ?? []).map((poa) => ({ value: String(poa.id), label: poa.poaName }));
  return (
    <>
      <SelectField
        control={control}
        name={F('poaMemberId')}
        label="POA on record"
        numeric
        data={options}
        onPicked={(value) => {
          const poa = poaMembers.data?.items.find((row) => String(row.id) === value);
          if (poa) setValue(F('poaName'), poa.poaName, { shouldValidate: true, shouldDirty: true });
        }}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField control={control} name={F('poaName')} label={L.poaName} required />
        <SelectField control={control} name={F('poaType')} label={L.poaType} required data={[...POA_TYPES]} />
        <SelectField
          control={control}
          name={F('relationship')}
          label={L.relationship}
          required
          data={[...POA_RELATIONSHIPS]}
        />
        <SelectField
          control={control}
          name={F('validationOutcome')}
          label={L.validationOutcome}
          required
          data={[...POA_VALIDATION_OUTCOMES]}
        />
        <DateField control={control} name={F('effectiveDate')} label={L.effectiveDate} />
        <DateField control={control} name={F('expirationDate')} label={L.expirationDate} allowMaxDate />
      </SimpleGrid>
      <TextField
        control={control}
        name={F('documentPath')}
        label={L.documentPath}
        description="poa/<member id>/<file>.pdf"
      />
      {notes(control)}
    </>
  );
}

function MemberReimbursementFields({ control, memberId }: TypeFieldsProps) {
  const hcode = (useWatch({ control, name: F('hcode') }) as string | undefined) ?? '';
  const pbpId = (useWatch({ control, name: F('pbpId') }) as string | undefined) ?? '';
  const planYear = (useWatch({ control, name: F('planYear') }) as number | null | undefined) ?? null;
  const benefit = useCaregiverBenefitDescription(hcode, pbpId, planYear);
  const awarded = useCaregiverBenefitAwardedDate(memberId);
  return (
    <>
      {benefit.data ? (
        <Alert color="blue" mb="sm" title={benefit.data.benefitName}>
          {/* The benefit editor's HTML, sanitised on the server when it was saved. */}
          <Typography fz="sm">
            <div dangerouslySetInnerHTML={{ __html: benefit.data.description }} />
          </Typography>
          <Text size="sm" mt="xs">
            Awarded: {awarded.data?.awardedDate ? formatDate(awarded.data.awardedDate) : 'not yet'}
          </Text>
        </Alert>
      ) : benefit.error ? (
        <Text size="sm" c="gray.7" mb="sm">
          {benefit.error.message}
        </Text>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextField control={control} name={F('hcode')} label={L.hcode} required maxLength={5} />
        <TextField control={control} name={F('pbpId')} label={L.pbpId} required maxLength={3} />
        <NumberField control={control} name={F('planYear')} label={L.planYear} required decimalScale={0} />
        <DateField control={control} name={F('serviceDate')} label={L.serviceDate} required allowMaxDate={false} />
        <NumberField
          control={control}
          name={F('amountRequested')}
          label={L.amountRequested}
          required
          decimalScale={2}
        />
        <TextField control={control} name={F('payeeName')} label={L.payeeName} required />
        <SelectField
          control={control}
          name={F('reimbursementStatus')}
          label={L.reimbursementStatus}
          required
          data={[...MEMBER_REIMBURSEMENT_STATUSES]}
        />
      </SimpleGrid>
      <Text size="xs" c="gray.7" mt="xs">
        Receipts are the case's files: upload them on the workflow once it is saved.
      </Text>
      {notes(control)}
    </>
  );
}

/** The form of one workflow type (each type its own fields and calls). */
export function WorkflowTypeFields({ type, ...props }: TypeFieldsProps & { type: WorkflowType }) {
  switch (type) {
    case 'DemographicChange':
      return <DemographicChangeFields {...props} />;
    case 'PcpChange':
      return <PcpChangeFields {...props} />;
    case 'RequestPlanMaterial':
      return <RequestPlanMaterialFields {...props} />;
    case 'ProcessSSBCI':
      return <ProcessSsbciFields {...props} />;
    case 'PoaValidation':
      return <PoaValidationFields {...props} />;
    case 'MemberReimbursement':
      return <MemberReimbursementFields {...props} />;
  }
}
