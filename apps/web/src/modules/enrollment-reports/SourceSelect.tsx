import { Select } from '../../ui/inputs/Select.tsx';
import { ENROLLMENT_SOURCES } from '@portal/contracts/enrollment/enrollment-codes';

/** The reports' Source filter: one enrollment source, or all of them while cleared. */
export function SourceSelect({ value, onChange }: { value: string | null; onChange: (source: string | null) => void }) {
  return (
    <Select
      label="Source"
      w={180}
      clearable
      placeholder="All sources"
      data={[...ENROLLMENT_SOURCES]}
      value={value}
      onChange={(source) => onChange(source)}
    />
  );
}
