import { Group, Select, SimpleGrid } from '@mantine/core';
import { Controller } from 'react-hook-form';
import {
  CheckboxField,
  DateField,
  EmailField,
  MultiSelectField,
  PhoneField,
  SelectField,
  TextField,
} from '../../../ui/form/FormFields.tsx';
import { useBuyUps, useLookupList, usePlansByYear } from '../api/lookups.ts';
import { AddressCheck } from './AddressCheck.tsx';
import { fillFromZip } from './fill-from-zip.ts';
import { PAGE_COLUMNS, type EnrollmentPageProps } from './enrollment-form-page.ts';
import { yearInLosAngeles } from '@portal/contracts/platform/rules/dates';

/** Page 1: member identity, address, plan and signature (enrollment spec §2). */
export function MemberPlanPage({
  form,
  readOnly,
  stateOptions,
  workItemId,
}: EnrollmentPageProps & { stateOptions: { value: string; label: string }[]; workItemId: number }) {
  const { control } = form;
  const year = form.watch('planYear') || yearInLosAngeles();
  const contractCode = form.watch('contractCode') ?? '';
  const pbpCode = form.watch('pbpCode') ?? '';
  const plans = usePlansByYear(year);
  const buyUps = useBuyUps(year, contractCode, pbpCode);
  const genders = useLookupList('/api/MemberEnrollmentLookup/Gender');
  const hpOptions = useLookupList('/api/MemberEnrollmentLookup/HPOptionDetails');
  const planOptions = (plans.data?.items ?? []).map((plan) => ({
    value: `${plan.contractCode}-${plan.pbpCode}`,
    label: `${plan.contractCode}-${plan.pbpCode} ${plan.planName}`,
  }));
  const field = { control, readOnly };

  return (
    <>
      <SimpleGrid cols={PAGE_COLUMNS}>
        <TextField {...field} name="firstName" label="First Name" required />
        <TextField {...field} name="lastName" label="Last Name" required />
        <TextField {...field} name="middleInitial" label="Middle Initial" />
        <DateField
          {...field}
          name="birthdate"
          label="Birth Date"
          required
          allowMaxDate={false}
          minDate="1900-01-01"
          allowBeforeMinYear
        />
        <TextField {...field} name="medicareId" label="Medicare ID (MBI)" required />
        <TextField {...field} name="medicalId" label="Medicaid ID" />
        <SelectField {...field} name="gender" label="Gender" data={genders.data ?? []} />
        <PhoneField {...field} name="homePhone" label="Home Phone" />
        <TextField {...field} name="homeStreet1" label="Home Street 1" required />
        <TextField {...field} name="homeStreet2" label="Home Street 2" />
        <TextField
          {...field}
          name="homeZipCode"
          label="Home ZIP Code"
          required
          onBlurred={(zip) => void fillFromZip(form, zip, 'home')}
        />
        <TextField {...field} name="homeCity" label="Home City" required />
        <SelectField
          {...field}
          name="homeState"
          label="Home State"
          data={stateOptions}
          searchable
          required
          clearable={!readOnly}
        />
        <TextField {...field} name="homeCounty" label="Home County" />
        <EmailField {...field} name="emailAddress" label="Email Address" />
        <TextField {...field} name="mailingStreet" label="Mailing Street" />
        <TextField
          {...field}
          name="mailingZip"
          label="Mailing ZIP"
          onBlurred={(zip) => void fillFromZip(form, zip, 'mailing')}
        />
        <TextField {...field} name="mailingCity" label="Mailing City" />
        <SelectField {...field} name="mailingState" label="Mailing State" data={stateOptions} searchable />
      </SimpleGrid>
      {readOnly ? null : (
        <Group mt="sm" align="flex-start" gap="xl">
          <AddressCheck form={form} workItemId={workItemId} type="home" />
          <AddressCheck form={form} workItemId={workItemId} type="mailing" />
        </Group>
      )}
      <SimpleGrid cols={PAGE_COLUMNS} mt="md">
        <Controller
          control={control}
          name="planYear"
          render={({ field: year_ }) => (
            <Select
              label="Plan Year"
              data={[year - 1, year, year + 1].map((y) => String(y))}
              value={year_.value ? String(year_.value) : String(year)}
              onChange={(value) => year_.onChange(value ? Number(value) : null)}
              readOnly={readOnly}
            />
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
        <TextField {...field} name="contractCode" label="Contract Code" required />
        <TextField {...field} name="pbpCode" label="PBP Code" required />
        <SelectField {...field} name="hpOption" label="HP Option" data={hpOptions.data ?? []} />
        <MultiSelectField
          {...field}
          name="buyUps"
          label="Buy-ups"
          data={(buyUps.data?.items ?? []).map((b) => ({ value: b.code, label: b.description }))}
          placeholder={buyUps.data && buyUps.data.items.length === 0 ? 'None for this plan' : undefined}
        />
        <DateField {...field} name="startDate" label="Start Date" allowMaxDate={false} required />
        <DateField {...field} name="endDate" label="End Date" allowMaxDate={false} />
        <TextField {...field} name="signature" label="Signature" />
        <CheckboxField
          {...field}
          disabled={readOnly}
          name="isSignedByAuthorisedRep"
          label="Signed by authorised representative"
          mt="xl"
        />
        <TextField {...field} name="authorizedRepName" label="Authorised Rep Name" />
        <TextField {...field} name="authorizedRepAddress" label="Authorised Rep Address" />
        <PhoneField {...field} name="authorizedRepPhone" label="Authorised Rep Phone" />
        <TextField {...field} name="authorizedRepRelationshipToEnrollee" label="Relationship to Enrollee" />
      </SimpleGrid>
    </>
  );
}
