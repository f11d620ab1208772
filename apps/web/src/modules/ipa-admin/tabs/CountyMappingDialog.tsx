import { Button, Group, SimpleGrid } from '@mantine/core';
import { MultiSelect } from '../../../ui/inputs/MultiSelect.tsx';
import { Select } from '../../../ui/inputs/Select.tsx';
import { useEffect, useState } from 'react';
import {
  countyMappingDataSchema,
  firstOfMonth,
  lastOfMonth,
  type CountyMappingDto,
  type CountyRefDto,
} from '@portal/contracts/ipa-admin/county-mappings';
import { IPA_MESSAGES as M } from '@portal/contracts/ipa-admin/ipa-admin.messages';
import type { IpaDto } from '@portal/contracts/ipa-admin/ipa';
import { FormDialog } from '../../../ui/FormDialog.tsx';
import { DateInput } from '../../../ui/inputs/DateInput.tsx';
import { DeleteRecordButton } from '../../../ui/DeleteRecordButton.tsx';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { staleOnly } from '../../../ui/SaveErrorAlert.tsx';
import { RecordDialogFooter } from '../../../ui/form/RecordDialogFooter.tsx';
import { useCompanyCodes } from '../api/company-codes.ts';
import { useOperatingCounties } from '../api/operating-counties.ts';
import { useContiguousCounties } from '../api/contiguous-counties.ts';
import { useSaveCountyMapping } from '../api/save-county-mapping.ts';
import { useDeleteCountyMapping } from '../api/delete-county-mapping.ts';
import { useOpening } from '../../../ui/use-changed.ts';
import { recordDialogTitle } from './dialog-title.ts';

interface Values {
  companyCode: string | null;
  start: string;
  end: string;
  operating: string[];
  contiguous: string[];
}

/** The data fields whose messages each form value clears when it changes. */
const ERROR_KEYS: Record<keyof Values, string[]> = {
  companyCode: ['companyCode'],
  start: ['effectiveBeginDate'],
  end: ['effectiveEndDate'],
  operating: ['operatingCounties', 'contiguousCounties'],
  contiguous: ['operatingCounties', 'contiguousCounties'],
};

/**
 * 'Create County Mapping' / 'Edit County Mapping' ('Viewing County Mapping' to a viewer, 900x600) with Save, Delete
 * (existing only), Cancel (spec §2.8).
 */
export function CountyMappingDialog({
  ipa,
  mapping,
  opened,
  onClose,
  onReload,
  readOnly,
}: {
  ipa: IpaDto;
  mapping: CountyMappingDto | null;
  opened: boolean;
  onClose: () => void;
  onReload: () => Promise<unknown>;
  readOnly: boolean;
}) {
  const initial: Values = mapping
    ? {
        companyCode: mapping.companyCode,
        start: mapping.effectiveBeginDate,
        end: mapping.effectiveEndDate,
        operating: mapping.operatingCounties.map((c) => c.countyStateCode),
        contiguous: mapping.contiguousCounties.map((c) => c.countyStateCode),
      }
    : { companyCode: ipa.companyCode, start: '', end: '', operating: [], contiguous: [] };
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const companies = useCompanyCodes();
  const operating = useOperatingCounties(ipa.ipaCode, values.companyCode);
  const contiguous = useContiguousCounties(ipa.ipaCode, values.companyCode);
  const save = useSaveCountyMapping(ipa.ipaCode);
  const remove = useDeleteCountyMapping(ipa.ipaCode);
  // Opened, or opened on another record: the form starts from that record.
  if (useOpening(opened, mapping)) {
    setValues(initial);
    setErrors({});
  }
  useEffect(() => {
    if (opened) {
      save.reset();
      remove.reset();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset when opened on another record
  }, [opened, mapping]);
  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    // A field the user changes drops its message from the last Save (the counties' overlap message names both lists).
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([field]) => !ERROR_KEYS[key].includes(field))),
    );
  };
  const known = new Map<string, CountyRefDto>(
    [
      ...(mapping?.operatingCounties ?? []),
      ...(mapping?.contiguousCounties ?? []),
      ...(operating.data ?? []),
      ...(contiguous.data ?? []),
    ].map((c) => [c.countyStateCode, c]),
  );
  const refs = (codes: string[]) => codes.map((code) => known.get(code)).filter((c): c is CountyRefDto => Boolean(c));

  const submit = () => {
    const data = {
      id: mapping?.id ?? 0,
      version: mapping?.version,
      ipaId: ipa.id,
      ipaCode: ipa.ipaCode,
      companyCode: values.companyCode ?? '',
      effectiveBeginDate: values.start,
      effectiveEndDate: values.end,
      isActive: true,
      operatingCounties: refs(values.operating),
      contiguousCounties: refs(values.contiguous),
    };
    const parsed = countyMappingDataSchema.safeParse(data);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    save.mutate(data, {
      onSuccess: (saved) => {
        notifySuccess(saved.message);
        onClose();
      },
      onError: (error) => {
        if (!staleOnly(error)) notifyError(error instanceof Error ? error.message : String(error), 'Error');
      },
    });
  };
  const deleteMapping = () => {
    if (!mapping) return;
    // A mapping changed by someone else since it was read is not deleted (409): the stale-record alert offers Reload.
    remove.mutate(mapping, {
      onSuccess: () => {
        notifySuccess(M.countyDeleted);
        onClose();
      },
      onError: (error) => {
        if (!staleOnly(error)) notifyError(M.countyDeleteFailed);
      },
    });
  };
  const options = (list: CountyRefDto[] | undefined) =>
    (list ?? []).map((c) => ({ value: c.countyStateCode, label: c.countyName }));

  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={recordDialogTitle(readOnly, 'County Mapping', mapping ? 'Edit County Mapping' : 'Create County Mapping')}
      size={900}
      readOnly={readOnly}
      saving={save.isPending}
      onSubmit={submit}
      dirty={JSON.stringify(values) !== JSON.stringify(initial)}
      footer={
        <RecordDialogFooter mutations={[save, remove]} reload={onReload} onlyStale>
          {mapping && !readOnly ? (
            <DeleteRecordButton
              label="Delete"
              title="Delete county mapping"
              message="Do you want to delete this county mapping?"
              deleting={remove.isPending}
              onConfirmed={deleteMapping}
            />
          ) : null}
        </RecordDialogFooter>
      }
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {/* Changing the company clears the operating counties (spec §4). */}
        <Select
          label="Company Code"
          required
          data={(companies.data ?? []).map((c) => c.value)}
          value={values.companyCode}
          onChange={(v) => {
            set('companyCode', v);
            set('operating', []);
          }}
          error={errors.companyCode}
          comboboxProps={{ withinPortal: true }}
        />
        {/* Start snaps to the first of its month and clears the end; the end snaps to the last of its month (spec §4). */}
        <DateInput
          label="Start Date"
          required
          allowMaxDate
          value={values.start || null}
          onChange={(v) => {
            set('start', v ? firstOfMonth(v) : '');
            set('end', '');
          }}
          error={errors.effectiveBeginDate}
        />
        <DateInput
          label="End Date"
          required
          allowMaxDate
          minDate={values.start || undefined}
          value={values.end || null}
          onChange={(v) => set('end', v ? lastOfMonth(v) : '')}
          error={errors.effectiveEndDate}
        />
      </SimpleGrid>
      <Group align="flex-end" mt="sm" wrap="nowrap">
        <MultiSelect
          style={{ flex: 1 }}
          label="Operating Counties"
          required
          searchable
          data={options(operating.data)}
          value={values.operating}
          onChange={(v) => set('operating', v)}
          error={errors.operatingCounties}
          comboboxProps={{ withinPortal: true }}
        />
        <Button
          variant="default"
          onClick={() =>
            set(
              'operating',
              (operating.data ?? []).map((c) => c.countyStateCode),
            )
          }
        >
          Select all
        </Button>
      </Group>
      <Group align="flex-end" mt="sm" wrap="nowrap">
        <MultiSelect
          style={{ flex: 1 }}
          label="Contiguous Counties"
          searchable
          data={options(contiguous.data)}
          value={values.contiguous}
          onChange={(v) => set('contiguous', v)}
          error={errors.contiguousCounties}
          comboboxProps={{ withinPortal: true }}
        />
        <Button
          variant="default"
          onClick={() =>
            set(
              'contiguous',
              (contiguous.data ?? []).map((c) => c.countyStateCode).filter((code) => !values.operating.includes(code)),
            )
          }
        >
          Select all
        </Button>
      </Group>
    </FormDialog>
  );
}
