import { Alert, Button, Group, Paper, SimpleGrid, Stepper, Text } from '@mantine/core';
import { Select } from '../../../ui/inputs/Select.tsx';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { ipaCreateSchema, type IpaCreateInput, type IpaDto } from '@portal/contracts/ipa-admin/ipa';
import { IPA_MESSAGES as M } from '@portal/contracts/ipa-admin/ipa-admin.messages';
import { OPEN_END_DATE } from '@portal/contracts/ipa-admin/ipa-lookups';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { useUnsavedChanges } from '../../../ui/use-unsaved-changes.ts';
import { useTabEdits } from '../ipa-tab-edits.tsx';
import { DateField, PhoneField, TextField } from '../../../ui/form/FormFields.tsx';
import { SelectField } from '../../../ui/form/ChoiceFields.tsx';
import { useAddIpa } from '../api/add-ipa.ts';
import { useIpaContracts } from '../api/ipa-contracts.ts';
import { useMsoDetails } from '../api/mso-details.ts';
import { useCompanyCodes } from '../api/company-codes.ts';
import { useContractCodes } from '../api/contract-codes.ts';
import { usePbpCodes } from '../api/pbp-codes.ts';
import { ipaCodeAlreadyExists } from '../api/ipa-code-exists.ts';
import { fetchNextVendorId } from '../api/vendor-id.ts';
import { ContractNameField, ContractTypeField, IpaTypeField } from '../fields/IpaLookupFields.tsx';

const STEPS: { label: string; fields: Path<IpaCreateInput>[] }[] = [
  { label: 'Contract & MSO Info', fields: ['contractLevelId'] },
  {
    label: 'IPA Details Info',
    fields: [
      'ipaCode',
      'ipaDesc',
      'effDate',
      'endDate',
      'type',
      'risk',
      'facetsCode',
      'notes',
      'ip',
      'webSite',
      'ipaPhone',
      'ipaPhone2',
      'internalPointofContact',
      'manager',
      'specialist',
    ],
  },
  {
    label: 'Member ID & Provider Info',
    fields: [
      'ipaNameIdCard',
      'ipaPhoneIdCard',
      'vendorId',
      'vendorName',
      'taxId',
      'npi',
      'addr',
      'addr2',
      'city',
      'state',
      'zip',
      'vendorPhoneNumber',
      'vendorFaxNumber',
      'emailAddress',
    ],
  },
  { label: 'PBP Info', fields: ['contractCode', 'pbp', 'pbpStartDate', 'pbpEndDate'] },
];

const EMPTY = {
  ipaCode: '',
  ipaDesc: '',
  effDate: '',
  endDate: OPEN_END_DATE,
  companyCode: null,
  termed: false,
  facetsCode: '',
  contractLevelId: null,
  risk: '',
  type: 'IPA',
  notes: '',
  ip: '',
  webSite: '',
  ipaPhone: '',
  ipaPhone2: '',
  ipaPhoneIdCard: '',
  ipaNameIdCard: '',
  internalPointofContact: '',
  manager: '',
  specialist: '',
  vendorId: '',
  vendorName: '',
  vendorNm: '',
  taxId: '',
  npi: '',
  addr: '',
  addr2: '',
  city: '',
  state: '',
  zip: '',
  intlZip: '',
  vendorPhoneNumber: '',
  vendorFaxNumber: '',
  emailAddress: '',
  pbpStartDate: '',
  pbpEndDate: OPEN_END_DATE,
  contractCode: '',
  pbp: '',
} as unknown as IpaCreateInput;

/**
 * The IPA wizard (spec §2.3): four steps, Back and Next (Next scrolls to the top), a later step reachable only once the
 * earlier ones were visited, Save with a spinner on the last step.
 */
export function IpaWizard({
  initial,
  onCreated,
  onDirtyChange,
}: {
  initial: Partial<IpaCreateInput> | null;
  onCreated: (ipa: IpaDto) => void;
  /** Told whether the form holds edits not saved (the create dialog asks before dropping them). */
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const form = useForm<IpaCreateInput>({
    resolver: zodResolver(ipaCreateSchema),
    defaultValues: { ...EMPTY, ...initial, ipaCode: '' },
    mode: 'onTouched',
  });
  const { control, trigger, handleSubmit, setError, clearErrors, setValue, getValues, getFieldState, formState } = form;
  const [step, setStep] = useState(0);
  const [visited, setVisited] = useState(1);
  const [company, setCompany] = useState<string | null>(null);
  const top = useRef<HTMLDivElement>(null);
  const add = useAddIpa();
  const contracts = useIpaContracts();
  const companies = useCompanyCodes();
  const contractId = useWatch({ control, name: 'contractLevelId' });
  const contractCode = useWatch({ control, name: 'contractCode' });
  const ipaCode = useWatch({ control, name: 'ipaCode' });
  const effDate = useWatch({ control, name: 'effDate' });
  const mso = useMsoDetails(typeof contractId === 'number' ? contractId : null);
  const contractCodes = useContractCodes(company);
  const pbps = usePbpCodes(company, contractCode || null);
  useUnsavedChanges(formState.isDirty && !add.isSuccess);
  const dirty = formState.isDirty && !add.isSuccess;
  useTabEdits(dirty);
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  useEffect(() => {
    if (!getValues('vendorId'))
      void fetchNextVendorId()
        .then((next) => setValue('vendorId', next.vendorId))
        .catch(() => undefined);
  }, [getValues, setValue]);

  // IPA code uniqueness for the effective date, checked after a 1 second pause (spec §5, §9).
  // The answer is kept apart from the form's errors: validating the step (Next) would otherwise wipe the message.
  const codeTaken = useRef(false);
  useEffect(() => {
    codeTaken.current = false;
    if (!ipaCode || !effDate) return undefined;
    const timer = setTimeout(() => {
      void ipaCodeAlreadyExists(ipaCode, effDate)
        .then((exists) => {
          codeTaken.current = exists;
          if (exists) setError('ipaCode', { message: M.ipaCodeExists });
          else if (getFieldState('ipaCode').error?.message === M.ipaCodeExists) clearErrors('ipaCode');
        })
        .catch(() => undefined);
    }, 1000);
    return () => clearTimeout(timer);
  }, [ipaCode, effDate, setError, clearErrors, getFieldState]);

  const goTo = async (next: number) => {
    if (next > step) {
      const fields = STEPS[step]?.fields ?? [];
      const valid = await trigger(fields);
      if (fields.includes('ipaCode') && codeTaken.current) {
        setError('ipaCode', { message: M.ipaCodeExists }, { shouldFocus: true });
        return;
      }
      if (!valid) return;
    }
    setStep(next);
    setVisited((count) => Math.max(count, next + 1));
    top.current?.scrollIntoView({ block: 'start' });
  };

  const save = handleSubmit((values) =>
    add.mutate(values, {
      onSuccess: (saved) => {
        notifySuccess(M.ipaCreated);
        onCreated(saved.ipa);
      },
      onError: (error) =>
        notifyError(`${M.ipaSaveErrorPrefix} ${error instanceof Error ? error.message : String(error)}`),
    }),
  );
  const termed = contracts.data?.find((c) => c.id === contractId)?.isTermed ?? false;

  return (
    <Paper withBorder p="md" ref={top} w="100%">
      <Stepper
        active={step}
        onStepClick={(index) => (index < visited ? void goTo(index) : undefined)}
        allowNextStepsSelect={false}
        size="sm"
      >
        {STEPS.map((s, index) => (
          <Stepper.Step key={s.label} label={s.label} allowStepSelect={index < visited} />
        ))}
      </Stepper>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save(event);
        }}
      >
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} mt="md">
          {step === 0 ? (
            <>
              {/* A row of its own, up to 640 px wide: contract names start with their MSO's name, so a one-column box cut
                  off what tells one contract of an MSO from another. */}
              <div style={{ gridColumn: '1 / -1', maxWidth: 640 }}>
                <ContractNameField control={control} name="contractLevelId" />
              </div>
              <Stack0>
                {termed ? <Alert color="red">{M.contractTermed}</Alert> : null}
                {mso.data ? (
                  <Text size="sm">
                    <b>MSO:</b> {mso.data.msoName ?? '-'} ·{' '}
                    {[mso.data.msoAddress1, mso.data.msoCity, mso.data.msoState, mso.data.msoZipCode]
                      .filter(Boolean)
                      .join(', ')}{' '}
                    · {mso.data.msoPhone ?? ''}
                  </Text>
                ) : null}
              </Stack0>
            </>
          ) : null}
          {step === 1 ? (
            <>
              <TextField control={control} name="ipaCode" label="IPA Code" required />
              <TextField control={control} name="ipaDesc" label="IPA Name / Description" />
              <DateField control={control} name="effDate" label="Effective Date" required />
              <DateField control={control} name="endDate" label="End Date" required />
              <IpaTypeField control={control} name="type" label="Type" />
              <ContractTypeField control={control} name="risk" label="Contract Type" />
              <TextField control={control} name="facetsCode" label="Facets Code" required />
              <PhoneField control={control} name="ipaPhone" label="IPA Phone 1" />
              <PhoneField control={control} name="ipaPhone2" label="IPA Phone 2" />
              <TextField control={control} name="webSite" label="Website" />
              <TextField control={control} name="internalPointofContact" label="Internal Point of Contact" />
              <TextField control={control} name="manager" label="Manager" />
              <TextField control={control} name="specialist" label="Specialist" />
              <TextField control={control} name="ip" label="IP" />
              <TextField control={control} name="notes" label="Notes" />
            </>
          ) : null}
          {step === 2 ? (
            <>
              <TextField control={control} name="ipaNameIdCard" label="Member Card/IPA Name" required />
              <PhoneField control={control} name="ipaPhoneIdCard" label="Member Card/IPA Phone" required />
              <TextField control={control} name="vendorId" label="Vendor ID" disabled />
              <TextField control={control} name="vendorName" label="Vendor Name" />
              <TextField control={control} name="taxId" label="Tax ID" />
              <TextField control={control} name="npi" label="NPI" />
              <TextField control={control} name="addr" label="Street Address" />
              <TextField control={control} name="addr2" label="Suite" />
              <TextField control={control} name="city" label="City" />
              <TextField control={control} name="state" label="State" />
              <TextField control={control} name="zip" label="Zip" />
              <PhoneField control={control} name="vendorPhoneNumber" label="Vendor Phone" />
              <PhoneField control={control} name="vendorFaxNumber" label="Vendor Fax" />
              <TextField control={control} name="emailAddress" label="Email" />
            </>
          ) : null}
          {step === 3 ? (
            <>
              <Select
                label="Company"
                data={(companies.data ?? []).map((c) => ({ value: c.value, label: c.text }))}
                value={company}
                onChange={(v) => {
                  setCompany(v);
                  setValue('contractCode', '');
                  setValue('pbp', '');
                }}
                clearable
                comboboxProps={{ withinPortal: true }}
              />
              <SelectField
                control={control}
                name="contractCode"
                label="Contract Code"
                required
                data={(contractCodes.data ?? []).map((c) => c.value)}
                onPicked={() => setValue('pbp', '')}
              />
              <SelectField
                control={control}
                name="pbp"
                label="PBP Code"
                required
                data={(pbps.data ?? []).map((p) => p.value)}
              />
              <DateField control={control} name="pbpStartDate" label="Start Date" required />
              <DateField control={control} name="pbpEndDate" label="End Date" required />
            </>
          ) : null}
        </SimpleGrid>
        <Group justify="space-between" mt="lg">
          <Button variant="default" disabled={step === 0} onClick={() => void goTo(step - 1)}>
            Back
          </Button>
          {step < STEPS.length - 1 ? (
            <Button onClick={() => void goTo(step + 1)}>Next</Button>
          ) : (
            <Button type="submit" loading={add.isPending}>
              Save
            </Button>
          )}
        </Group>
      </form>
    </Paper>
  );
}

function Stack0({ children }: { children: React.ReactNode }) {
  return <div>{children}</div>;
}
