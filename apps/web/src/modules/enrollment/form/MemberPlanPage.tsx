import { Group, SimpleGrid } from '@mantine/core';
import { Controller, useWatch } from 'react-hook-form';
import { DateField, EmailField, PhoneField, TextField } from '../../../ui/form/FormFields.tsx';
import { CheckboxField, MultiSelectField, SelectField } from '../../../ui/form/ChoiceFields.tsx';
import { Select } from '../../../ui/inputs/Select.tsx';
import { ENROLLMENT_FORM_LABELS, labelled } from '@portal/contracts/enrollment/enrollment-form-labels';
import { useBuyUps, useLookupList, usePlansByYear } from '../api/lookups.ts';
import { AddressCheck } from './AddressCheck.tsx';
import { fillFromZip } from './fill-from-zip.ts';
import { PAGE_COLUMNS, type EnrollmentPageProps } from './enrollment-form-page.ts';
import classes from './enrollment-form-page.module.css';
import { yearInLosAngeles } from '@portal/contracts/platform/rules/dates';

/**
 * An e-mail address longer than this takes the page's whole row: its two columns show about 45 characters at 1280 px,
 * the whole row over twice as many, and a longer one still (up to 254) runs on to further lines of its box.
 */
const WHOLE_ROW_EMAIL_LENGTH = 45;

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
  const email = useWatch({ control, name: 'emailAddress' }) ?? '';
  const field = { control, readOnly };

  return (
    <>
      <SimpleGrid cols={PAGE_COLUMNS}>
        <TextField {...field} {...labelled('firstName')} required />
        <TextField {...field} {...labelled('lastName')} required />
        <TextField {...field} {...labelled('middleInitial')} />
        <DateField
          {...field}
          {...labelled('birthdate')}
          required
          allowMaxDate={false}
          minDate="1900-01-01"
          allowBeforeMinYear
        />
        <TextField {...field} {...labelled('medicareId')} required />
        <TextField {...field} {...labelled('medicalId')} />
        <SelectField {...field} {...labelled('gender')} data={genders.data ?? []} />
        <PhoneField {...field} {...labelled('homePhone')} />
        <TextField {...field} {...labelled('homeStreet1')} required />
        <TextField {...field} {...labelled('homeStreet2')} />
        <TextField
          {...field}
          {...labelled('homeZipCode')}
          required
          onBlurred={(zip) => void fillFromZip(form, zip, 'home')}
        />
        <TextField {...field} {...labelled('homeCity')} required />
        <SelectField
          {...field}
          {...labelled('homeState')}
          data={stateOptions}
          searchable
          required
          clearable={!readOnly}
        />
        <TextField {...field} {...labelled('homeCounty')} />
        <div className={email.length > WHOLE_ROW_EMAIL_LENGTH ? classes.wholeRow : classes.wide}>
          <EmailField {...field} {...labelled('emailAddress')} wrap />
        </div>
        <TextField {...field} {...labelled('mailingStreet')} />
        <TextField {...field} {...labelled('mailingZip')} onBlurred={(zip) => void fillFromZip(form, zip, 'mailing')} />
        <TextField {...field} {...labelled('mailingCity')} />
        <SelectField {...field} {...labelled('mailingState')} data={stateOptions} searchable />
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
              label={ENROLLMENT_FORM_LABELS.planYear}
              data={[year - 1, year, year + 1].map((y) => String(y))}
              value={year_.value ? String(year_.value) : String(year)}
              onChange={(value) => year_.onChange(value ? Number(value) : null)}
              readOnly={readOnly}
            />
          )}
        />
        <div className={classes.wide}>
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
        </div>
        <TextField {...field} {...labelled('contractCode')} required />
        <TextField {...field} {...labelled('pbpCode')} required />
        <SelectField {...field} {...labelled('hpOption')} data={hpOptions.data ?? []} />
        <MultiSelectField
          {...field}
          {...labelled('buyUps')}
          data={(buyUps.data?.items ?? []).map((b) => ({ value: b.code, label: b.description }))}
          placeholder={buyUps.data && buyUps.data.items.length === 0 ? 'None for this plan' : undefined}
        />
        <DateField {...field} {...labelled('startDate')} allowMaxDate={false} required />
        <DateField {...field} {...labelled('endDate')} allowMaxDate={false} />
        <TextField {...field} {...labelled('signature')} />
        <CheckboxField {...field} disabled={readOnly} {...labelled('isSignedByAuthorisedRep')} mt="xl" />
        <TextField {...field} {...labelled('authorizedRepName')} />
        <TextField {...field} {...labelled('authorizedRepAddress')} />
        <PhoneField {...field} {...labelled('authorizedRepPhone')} />
        <TextField {...field} {...labelled('authorizedRepRelationshipToEnrollee')} />
      </SimpleGrid>
    </>
  );
}
