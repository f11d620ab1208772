import { Checkbox, Group, MultiSelect, Select, SimpleGrid, Tabs, Button, ActionIcon, Text, Paper } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { Controller, useFieldArray, type UseFormReturn } from 'react-hook-form';
import type { EnrollmentForm, EnrollmentFormInput } from '@portal/contracts/enrollment/enrollment-form';
import { ELECTION_TYPES, SEP_REASON_CODES } from '@portal/contracts/enrollment/enrollment-codes';
import { TextInput, Textarea } from '../../ui/inputs/TextInput.tsx';
import { DateInput } from '../../ui/inputs/DateInput.tsx';
import { notifyWarning } from '../../ui/notify.ts';
import { lookupZipCode, useBuyUps, useLookupList, usePlansByYear, useStates } from './api/lookups.ts';

type Form = UseFormReturn<EnrollmentFormInput, unknown, EnrollmentForm>;

const partition = (name: string) => ['/api/MemberEnrollmentConfiguration/GetDescriptionsByPartition', { partitionName: name }] as const;

function TextField({ form, name, label, readOnly, required }: { form: Form; name: keyof EnrollmentFormInput; label: string; readOnly: boolean; required?: boolean }) {
  const error = form.formState.errors[name]?.message;
  return <TextInput label={label} required={required} readOnly={readOnly} error={typeof error === 'string' ? error : undefined} {...form.register(name as 'firstName')} />;
}

function DateField({ form, name, label, readOnly, birth }: { form: Form; name: keyof EnrollmentFormInput; label: string; readOnly: boolean; birth?: boolean }) {
  return (
    <Controller
      control={form.control}
      name={name as 'startDate'}
      render={({ field, fieldState }) => (
        <DateInput label={label} value={field.value || null} onChange={(value) => field.onChange(value ?? '')} readOnly={readOnly} error={fieldState.error?.message} {...(birth ? { minDate: '1900-01-01', allowBeforeMinYear: true } : {})} />
      )}
    />
  );
}

function SelectField({ form, name, label, data, readOnly, searchable }: { form: Form; name: keyof EnrollmentFormInput; label: string; data: { value: string; label: string }[]; readOnly: boolean; searchable?: boolean }) {
  return (
    <Controller
      control={form.control}
      name={name as 'gender'}
      render={({ field, fieldState }) => (
        <Select label={label} data={data} value={field.value || null} onChange={(value) => field.onChange(value ?? '')} readOnly={readOnly} clearable={!readOnly} searchable={searchable} error={fieldState.error?.message} />
      )}
    />
  );
}

function CheckField({ form, name, label, readOnly }: { form: Form; name: keyof EnrollmentFormInput; label: string; readOnly: boolean }) {
  return (
    <Controller
      control={form.control}
      name={name as 'givenSOB'}
      render={({ field }) => <Checkbox mt="xl" label={label} checked={field.value === true} onChange={(event) => !readOnly && field.onChange(event.currentTarget.checked)} readOnly={readOnly} />}
    />
  );
}

/** ZIP look-up (GetZipCodeCity): fills city, state and county from the reference ZIP data. */
async function fillFromZip(form: Form, zip: string, target: 'home' | 'mailing') {
  if (!/^\d{5}$/.test(zip)) return;
  try {
    const answer = await lookupZipCode(zip);
    if (target === 'home') {
      form.setValue('homeCity', answer.city, { shouldDirty: true });
      form.setValue('homeState', answer.state, { shouldDirty: true });
      form.setValue('homeCounty', answer.county ?? '', { shouldDirty: true });
    } else {
      form.setValue('mailingCity', answer.city, { shouldDirty: true });
      form.setValue('mailingState', answer.state, { shouldDirty: true });
    }
  } catch {
    notifyWarning(`ZIP code ${zip} was not found.`);
  }
}

/** The six pages of the enrollment detail form (enrollment spec §2). */
export function EnrollmentFormPages({ form, readOnly, onSearchPcp }: { form: Form; readOnly: boolean; onSearchPcp: () => void }) {
  const year = Number(form.watch('planYear') ?? new Date().getFullYear()) || new Date().getFullYear();
  const contractCode = String(form.watch('contractCode') ?? '');
  const pbpCode = String(form.watch('pbpCode') ?? '');
  const plans = usePlansByYear(year);
  const buyUps = useBuyUps(year, contractCode, pbpCode);
  const states = useStates();
  const genders = useLookupList('/api/MemberEnrollmentLookup/Gender');
  const hpOptions = useLookupList('/api/MemberEnrollmentLookup/HPOptionDetails');
  const salesReps = useLookupList('/api/MemberEnrollmentLookup/GetSalesRepLookupList');
  const brokers = useLookupList('/api/MemberEnrollmentLookup/GetRefBroker');
  const salesTypes = useLookupList('/api/MemberEnrollmentConfiguration/GetSalesTypes');
  const languages = useLookupList(...partition('Language'));
  const ethnicities = useLookupList(...partition('Ethnicity'));
  const races = useLookupList(...partition('Race'));
  const comPrefs = useLookupList(...partition('CommunicationPreference'));
  const letterReasons = useLookupList(...partition('LetterReasonCode'));
  const withholds = useLookupList(...partition('WithholdOption'));
  const poas = useFieldArray({ control: form.control, name: 'poas' as never });
  const stateOptions = (states.data?.items ?? []).map((state) => ({ value: state.code, label: `${state.code} - ${state.name}` }));
  const planOptions = (plans.data?.items ?? []).map((plan) => ({ value: `${plan.contractCode}-${plan.pbpCode}`, label: `${plan.contractCode}-${plan.pbpCode} ${plan.planName}` }));
  const poaError = form.formState.errors.poas as { message?: string } | undefined;

  return (
    <Tabs defaultValue="1" keepMounted>
      <Tabs.List>
        <Tabs.Tab value="1">1. Member and Plan</Tabs.Tab>
        <Tabs.Tab value="2">2. Application and PCP</Tabs.Tab>
        <Tabs.Tab value="3">3. Status and Preferences</Tabs.Tab>
        <Tabs.Tab value="4">4. Sales</Tabs.Tab>
        <Tabs.Tab value="5">5. POA and Medicare</Tabs.Tab>
        <Tabs.Tab value="6">6. Notes</Tabs.Tab>
      </Tabs.List>

      <Tabs.Panel value="1" pt="sm">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          <TextField form={form} name="firstName" label="First Name" readOnly={readOnly} required />
          <TextField form={form} name="lastName" label="Last Name" readOnly={readOnly} required />
          <TextField form={form} name="middleInitial" label="Middle Initial" readOnly={readOnly} />
          <DateField form={form} name="birthdate" label="Birth Date" readOnly={readOnly} birth />
          <TextField form={form} name="medicareId" label="Medicare ID (MBI)" readOnly={readOnly} required />
          <TextField form={form} name="medicalId" label="Medicaid ID" readOnly={readOnly} />
          <SelectField form={form} name="gender" label="Gender" data={genders.data ?? []} readOnly={readOnly} />
          <TextField form={form} name="homePhone" label="Home Phone" readOnly={readOnly} />
          <TextField form={form} name="homeStreet1" label="Home Street 1" readOnly={readOnly} required />
          <TextField form={form} name="homeStreet2" label="Home Street 2" readOnly={readOnly} />
          <TextInput label="Home ZIP Code" required readOnly={readOnly} error={form.formState.errors.homeZipCode?.message} {...form.register('homeZipCode', { onBlur: (event: { target: { value: string } }) => void fillFromZip(form, event.target.value, 'home') })} />
          <TextField form={form} name="homeCity" label="Home City" readOnly={readOnly} required />
          <SelectField form={form} name="homeState" label="Home State" data={stateOptions} readOnly={readOnly} searchable />
          <TextField form={form} name="homeCounty" label="Home County" readOnly={readOnly} />
          <TextField form={form} name="emailAddress" label="Email Address" readOnly={readOnly} />
          <TextField form={form} name="mailingStreet" label="Mailing Street" readOnly={readOnly} />
          <TextInput label="Mailing ZIP" readOnly={readOnly} error={form.formState.errors.mailingZip?.message} {...form.register('mailingZip', { onBlur: (event: { target: { value: string } }) => void fillFromZip(form, event.target.value, 'mailing') })} />
          <TextField form={form} name="mailingCity" label="Mailing City" readOnly={readOnly} />
          <SelectField form={form} name="mailingState" label="Mailing State" data={stateOptions} readOnly={readOnly} searchable />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} mt="md">
          <Controller
            control={form.control}
            name="planYear"
            render={({ field }) => (
              <Select label="Plan Year" data={[year - 1, year, year + 1].map((y) => String(y))} value={field.value ? String(field.value) : String(year)} onChange={(value) => field.onChange(value ? Number(value) : null)} readOnly={readOnly} />
            )}
          />
          <Select
            label="Plan (Contract-PBP)"
            searchable
            data={planOptions}
            value={contractCode && pbpCode ? `${contractCode}-${pbpCode}` : null}
            readOnly={readOnly}
            onChange={(value) => {
              const [contract, pbp] = (value ?? '-').split('-');
              form.setValue('contractCode', contract ?? '', { shouldDirty: true, shouldValidate: true });
              form.setValue('pbpCode', pbp ?? '', { shouldDirty: true, shouldValidate: true });
            }}
          />
          <TextField form={form} name="contractCode" label="Contract Code" readOnly={readOnly} required />
          <TextField form={form} name="pbpCode" label="PBP Code" readOnly={readOnly} required />
          <SelectField form={form} name="hpOption" label="HP Option" data={hpOptions.data ?? []} readOnly={readOnly} />
          <Controller
            control={form.control}
            name="buyUps"
            render={({ field }) => (
              <MultiSelect label="Buy-ups" data={(buyUps.data?.items ?? []).map((b) => ({ value: b.code, label: b.description }))} value={(field.value ?? []) as string[]} onChange={field.onChange} readOnly={readOnly} placeholder={buyUps.data && buyUps.data.items.length === 0 ? 'None for this plan' : undefined} />
            )}
          />
          <DateField form={form} name="startDate" label="Start Date" readOnly={readOnly} />
          <DateField form={form} name="endDate" label="End Date" readOnly={readOnly} />
          <TextField form={form} name="signature" label="Signature" readOnly={readOnly} />
          <CheckField form={form} name="isSignedByAuthorisedRep" label="Signed by authorised representative" readOnly={readOnly} />
          <TextField form={form} name="authorizedRepName" label="Authorised Rep Name" readOnly={readOnly} />
          <TextField form={form} name="authorizedRepAddress" label="Authorised Rep Address" readOnly={readOnly} />
          <TextField form={form} name="authorizedRepPhone" label="Authorised Rep Phone" readOnly={readOnly} />
          <TextField form={form} name="authorizedRepRelationshipToEnrollee" label="Relationship to Enrollee" readOnly={readOnly} />
        </SimpleGrid>
      </Tabs.Panel>

      <Tabs.Panel value="2" pt="sm">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          <DateField form={form} name="applicationReceiptDate" label="Application Receipt Date" readOnly={readOnly} />
          <DateField form={form} name="applicationSignatureDate" label="Application Signature Date" readOnly={readOnly} />
          <DateField form={form} name="applicationDate" label="Application Date" readOnly={readOnly} />
          <CheckField form={form} name="givenSOB" label="Summary of Benefits given" readOnly={readOnly} />
          <TextInput label="PCP Name" readOnly {...form.register('pcpName')} />
          <TextField form={form} name="medicalGroup" label="Medical Group" readOnly={readOnly} />
          <Group align="flex-end">
            <Button variant="light" onClick={onSearchPcp} disabled={readOnly}>
              Search PCP
            </Button>
          </Group>
          <SelectField form={form} name="letterReasonCode" label="Letter Reason Code" data={letterReasons.data ?? []} readOnly={readOnly} />
          <TextField form={form} name="letterReason" label="Letter Reason" readOnly={readOnly} />
          <TextField form={form} name="previousIpaName" label="Previous IPA" readOnly={readOnly} />
          <TextField form={form} name="previousPcpName" label="Previous PCP" readOnly={readOnly} />
        </SimpleGrid>
      </Tabs.Panel>

      <Tabs.Panel value="3" pt="sm">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          <CheckField form={form} name="soaReceived" label="Scope of Appointment received" readOnly={readOnly} />
          <TextField form={form} name="ltFacilityName" label="Long-Term Facility Name" readOnly={readOnly} />
          <TextField form={form} name="facilityId" label="Facility ID" readOnly={readOnly} />
          <TextField form={form} name="facilityAddress" label="Facility Address" readOnly={readOnly} />
          <TextField form={form} name="benVerifiedBy" label="Benefits Verified By" readOnly={readOnly} />
          <CheckField form={form} name="isChronicCondition" label="Chronic condition" readOnly={readOnly} />
          <SelectField form={form} name="comPref" label="Communication Preference" data={comPrefs.data ?? []} readOnly={readOnly} />
          <SelectField form={form} name="ethnicityDetails" label="Ethnicity" data={ethnicities.data ?? []} readOnly={readOnly} />
          <SelectField form={form} name="raceDetails" label="Race" data={races.data ?? []} readOnly={readOnly} />
          <SelectField form={form} name="mainLanguage" label="Language" data={languages.data ?? []} readOnly={readOnly} searchable />
        </SimpleGrid>
      </Tabs.Panel>

      <Tabs.Panel value="4" pt="sm">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          <SelectField form={form} name="srep" label="Sales Rep" data={salesReps.data ?? []} readOnly={readOnly} searchable />
          <TextField form={form} name="pbpSalesRep" label="PBP Sales Rep" readOnly={readOnly} />
          <SelectField form={form} name="brokerCode" label="Broker" data={brokers.data ?? []} readOnly={readOnly} searchable />
          <SelectField form={form} name="salesType" label="Sales Type" data={salesTypes.data ?? []} readOnly={readOnly} />
          <TextField form={form} name="enrollmentAssistanceNpn" label="Enrollment Assistance NPN" readOnly={readOnly} />
          <TextField form={form} name="newTrans" label="New Transaction" readOnly={readOnly} />
          <SelectField form={form} name="witholdOption" label="Premium Withhold Option" data={withholds.data ?? []} readOnly={readOnly} />
        </SimpleGrid>
      </Tabs.Panel>

      <Tabs.Panel value="5" pt="sm">
        <Paper withBorder p="sm" mb="md">
          <Group justify="space-between" mb="xs">
            <Text fw={600}>Power of Attorney</Text>
            {!readOnly ? (
              <Button size="xs" variant="light" onClick={() => poas.append({ name: '', relationship: '', phone: '', stateCode: '', isPrimary: poas.fields.length === 0 } as never)}>
                Add POA
              </Button>
            ) : null}
          </Group>
          {poas.fields.map((entry, index) => (
            <Group key={entry.id} align="flex-end" mb="xs">
              <TextInput label="Name" readOnly={readOnly} {...form.register(`poas.${index}.name` as 'firstName')} />
              <TextInput label="Relationship" readOnly={readOnly} {...form.register(`poas.${index}.relationship` as 'firstName')} />
              <TextInput label="Phone" readOnly={readOnly} {...form.register(`poas.${index}.phone` as 'firstName')} />
              <Controller
                control={form.control}
                name={`poas.${index}.stateCode` as 'homeState'}
                render={({ field }) => <Select label="State" w={110} data={stateOptions.map((s) => s.value)} value={field.value || null} onChange={(value) => field.onChange(value ?? '')} readOnly={readOnly} />}
              />
              <Controller
                control={form.control}
                name={`poas.${index}.isPrimary` as 'givenSOB'}
                render={({ field }) => <Checkbox label="Primary" mb={8} checked={field.value === true} onChange={(event) => !readOnly && field.onChange(event.currentTarget.checked)} />}
              />
              {!readOnly ? (
                <ActionIcon variant="subtle" color="red" mb={6} aria-label={`Remove POA ${index + 1}`} onClick={() => poas.remove(index)}>
                  <IconTrash size={16} />
                </ActionIcon>
              ) : null}
            </Group>
          ))}
          {poaError?.message ? (
            <Text c="red" size="sm">
              {poaError.message}
            </Text>
          ) : null}
        </Paper>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          <TextField form={form} name="sendStatus" label="Send Status" readOnly={readOnly} />
          <DateField form={form} name="mcEffDtA" label="Medicare Part A Effective" readOnly={readOnly} />
          <DateField form={form} name="mcEffDtB" label="Medicare Part B Effective" readOnly={readOnly} />
          <DateField form={form} name="mcEffDtD" label="Medicare Part D Effective" readOnly={readOnly} />
          <SelectField form={form} name="electionType" label="Election Type" data={ELECTION_TYPES.map((type) => ({ value: type.code, label: `${type.code} - ${type.label}` }))} readOnly={readOnly} />
          <SelectField form={form} name="sepReasonCode" label="SEP Reason Code" data={SEP_REASON_CODES.map((reason) => ({ value: reason.code, label: `${reason.code} - ${reason.label}` }))} readOnly={readOnly} searchable />
          <TextField form={form} name="otherRxId" label="Other Rx ID" readOnly={readOnly} />
          <TextField form={form} name="otherRxGroup" label="Other Rx Group" readOnly={readOnly} />
          <TextField form={form} name="otherRxPcn" label="Other Rx PCN" readOnly={readOnly} />
          <TextField form={form} name="otherRxBin" label="Other Rx BIN" readOnly={readOnly} />
          <TextField form={form} name="secondaryCoverageName" label="Secondary Coverage" readOnly={readOnly} />
        </SimpleGrid>
      </Tabs.Panel>

      <Tabs.Panel value="6" pt="sm">
        <SimpleGrid cols={{ base: 1, md: 3 }}>
          <Textarea label="Conditions" autosize minRows={4} readOnly={readOnly} {...form.register('conditions')} />
          <Textarea label="SNP Notes" autosize minRows={4} readOnly={readOnly} {...form.register('snpNotes')} />
          <Textarea label="Action Taken" autosize minRows={4} readOnly={readOnly} {...form.register('actionTaken')} />
        </SimpleGrid>
      </Tabs.Panel>
    </Tabs>
  );
}
