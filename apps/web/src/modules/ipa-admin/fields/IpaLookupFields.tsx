import type { Control, FieldValues, Path } from 'react-hook-form';
import { SelectField } from '../../../ui/form/ChoiceFields.tsx';
import { useIpaContracts } from '../api/ipa-contracts.ts';
import { useIpaRisks } from '../api/ipa-risks.ts';
import { useIpaTypes } from '../api/ipa-types.ts';

/** The IPA fields picked from a lookup list, each written once for the wizard (spec §2.3) and Main Info (§2.4). */
interface LookupFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
}

/**
 * Contract Name (spec §2.4, §5: required, 'Contract Name is required'): the IPA's contract, picked by name from every
 * contract and searchable; the form keeps the contract's id.
 */
export function ContractNameField<T extends FieldValues>({ control, name }: LookupFieldProps<T>) {
  const contracts = useIpaContracts();
  return (
    <SelectField
      control={control}
      name={name}
      label="Contract Name"
      required
      numeric
      searchable
      data={(contracts.data ?? []).map((c) => ({ value: String(c.id), label: c.contractName }))}
    />
  );
}

/** The IPA's risk, labelled 'Contract Type' in the wizard and 'Current Contract Type' in Main Info (spec §2.4, §3). */
export function ContractTypeField<T extends FieldValues>({
  control,
  name,
  label,
}: LookupFieldProps<T> & { label: string }) {
  const risks = useIpaRisks();
  return (
    <SelectField
      control={control}
      name={name}
      label={label}
      required
      data={(risks.data ?? []).map((r) => ({ value: r.value, label: r.text }))}
    />
  );
}

/** The IPA's type (default IPA), labelled 'Type' in the wizard and 'Current Type' in Main Info. */
export function IpaTypeField<T extends FieldValues>({ control, name, label }: LookupFieldProps<T> & { label: string }) {
  const types = useIpaTypes();
  return (
    <SelectField
      control={control}
      name={name}
      label={label}
      required
      data={(types.data ?? []).map((t) => ({ value: t.value, label: t.text }))}
    />
  );
}
