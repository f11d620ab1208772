import { Button, Fieldset, Group, SimpleGrid, Text } from '@mantine/core';
import { useState } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { TextField } from '../../../ui/form/FormFields.tsx';
import { validateCountyZip } from '../api/workflow-type-api.ts';

/**
 * An address group of a workflow form (`<prefix>.address1` ...): the county is checked against the ZIP code with
 * validateCountyZipCode before saving (the server checks it again on save).
 */
export function AddressFields({
  control,
  prefix,
  legend,
  required = false,
}: {
  control: Control;
  prefix: string;
  legend: string;
  required?: boolean;
}) {
  const zipCode = useWatch({ control, name: `${prefix}.zipCode` }) as string | undefined;
  const countyCode = useWatch({ control, name: `${prefix}.countyCode` }) as string | undefined;
  const [check, setCheck] = useState<{ ok: boolean; text: string } | null>(null);
  const runCheck = async () => {
    try {
      const result = await validateCountyZip(zipCode ?? '', countyCode ?? '');
      setCheck({ ok: true, text: `${result.countyName} county, ${result.city}, ${result.stateCode}` });
    } catch (error) {
      setCheck({ ok: false, text: error instanceof Error ? error.message : String(error) });
    }
  };
  return (
    <Fieldset legend={legend} mt="sm">
      <TextField control={control} name={`${prefix}.address1`} label="Address Line 1" required={required} />
      <TextField control={control} name={`${prefix}.address2`} label="Address Line 2" />
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <TextField control={control} name={`${prefix}.city`} label="City" required={required} />
        <TextField control={control} name={`${prefix}.state`} label="State" required={required} maxLength={2} />
        <TextField control={control} name={`${prefix}.zipCode`} label="ZIP Code" required={required} maxLength={5} />
        <TextField control={control} name={`${prefix}.countyCode`} label="County Code (FIPS)" maxLength={5} />
      </SimpleGrid>
      <Group mt="xs" gap="sm">
        <Button size="xs" variant="default" onClick={() => void runCheck()} disabled={!zipCode || !countyCode}>
          Check county
        </Button>
        {check ? (
          <Text size="sm" c={check.ok ? 'green.9' : 'red.8'} role="status">
            {check.text}
          </Text>
        ) : null}
      </Group>
    </Fieldset>
  );
}
