import { TagsInput, Text } from '@mantine/core';
import { useState } from 'react';
import { validateIncentiveName } from './api/benefits-api.ts';

export interface IncentiveNamesInputProps {
  value: string[];
  onChange: (names: string[]) => void;
  /** The config the names are for: a name another benefit of the year goes by is reported. */
  code: string;
  year: number;
  error?: string | undefined;
  readOnly?: boolean;
}

/**
 * The incentive names of a benefit as tags; each new name is checked by validateIncentiveName (the rule and the plan
 * year's other benefits) and its message shown under the input. The form's schema refuses an invalid name on Save.
 */
export function IncentiveNamesInput({ value, onChange, code, year, error, readOnly }: IncentiveNamesInputProps) {
  const [check, setCheck] = useState<{ name: string; valid: boolean; message: string } | null>(null);
  const checkNew = (names: string[]) => {
    const added = names.find((name) => !value.includes(name));
    onChange(names);
    if (added === undefined) return;
    validateIncentiveName({ incentiveName: added, code, year })
      .then((answer) => setCheck({ name: added, valid: answer.valid, message: answer.message }))
      .catch(() => setCheck(null));
  };
  return (
    <>
      <TagsInput
        label="Incentive names"
        description="Press Enter after each name."
        placeholder={readOnly ? undefined : 'Add an incentive name'}
        value={value}
        onChange={checkNew}
        readOnly={readOnly}
        clearable={!readOnly}
        error={error ?? (check && !check.valid ? `${check.name}: ${check.message}` : undefined)}
        splitChars={[]}
      />
      {check?.valid ? (
        <Text size="xs" c="green.8" mt={4}>
          {check.name}: {check.message}
        </Text>
      ) : null}
    </>
  );
}
