import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  List,
  NumberInput,
  Stack,
  TagsInput,
  Text,
  Title,
  Typography,
} from '@mantine/core';
import { Select } from '../../ui/inputs/Select.tsx';
import { useState } from 'react';
import { BENEFITS_ADMIN_TEXT } from '@portal/contracts/crm-admin-benefits/benefits-admin';
import {
  BENEFIT_TYPES,
  normalizeBenefitCode,
  type BenefitType,
} from '@portal/contracts/patient-360/supplemental-benefits';
import { todayInLosAngeles } from '@portal/contracts/platform/rules/dates';
// The filter row's rule: fields line up by their tops, so a message under one (the Code's) leaves the others in line.
import fieldRow from '../../ui/FilterPanel.module.css';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { TextInput } from '../../ui/inputs/TextInput.tsx';
import { useBenefitConfig, useValidationErrorsMap, type ConfigKey } from './api/benefits-api.ts';

/** A look-up that found nothing or failed: the server's reason (a look-up saves nothing, so not 'Not saved'). */
function LookupError({ error }: { error: Error | null }) {
  if (!error) return null;
  return (
    <Alert color="red" mt="md" role="alert" title="Nothing to show">
      <Text size="sm">{error.message}</Text>
    </Alert>
  );
}

const CHECK_MESSAGES = {
  code: 'Enter the benefit code.',
  memberId: 'Enter the member ID.',
  names: 'Add at least one incentive name (press Enter after each).',
} as const;

/**
 * Benefit Config (/crm/benefit-config): a benefit's configuration looked up by code, year and type (the code without
 * whitespace or slashes, spec §5), and which incentives can be awarded to a member (the validation errors map).
 * Agents read it; changes are made on CRM admin Benefits.
 */
export function BenefitConfigScreen() {
  const [code, setCode] = useState('');
  const [year, setYear] = useState<number>(Number(todayInLosAngeles().slice(0, 4)));
  const [type, setType] = useState<BenefitType>('Reward');
  const [key, setKey] = useState<ConfigKey | null>(null);
  const [codeError, setCodeError] = useState<string | undefined>();
  const config = useBenefitConfig(key);

  const [memberId, setMemberId] = useState('');
  const [names, setNames] = useState<string[]>([]);
  const [check, setCheck] = useState<{ memberId: string; incentiveNames: string[] } | null>(null);
  const [checkErrors, setCheckErrors] = useState<{ memberId?: string; names?: string }>({});
  const errors = useValidationErrorsMap(check);

  return (
    <>
      <PageHeader title={BENEFITS_ADMIN_TEXT.configTitle} description={BENEFITS_ADMIN_TEXT.configDescription} />
      <Stack gap="lg">
        <Card withBorder>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              // An empty code (or one of slashes and spaces only) says so under the field, not in the browser's bubble.
              const normalized = normalizeBenefitCode(code);
              setCodeError(normalized ? undefined : CHECK_MESSAGES.code);
              if (normalized) setKey({ code: normalized, year, type });
            }}
            noValidate
          >
            <Group className={fieldRow.fields} align="flex-start">
              <TextInput
                label="Code"
                withAsterisk
                w={160}
                maxLength={40}
                value={code}
                error={codeError}
                onChange={(e) => {
                  setCode(e.currentTarget.value);
                  setCodeError(undefined);
                }}
              />
              <NumberInput
                label="Year"
                w={110}
                min={1970}
                max={2100}
                allowDecimal={false}
                value={year}
                onChange={(value) => setYear(Number(value) || year)}
              />
              <Select
                label="Type"
                w={140}
                allowDeselect={false}
                data={[...BENEFIT_TYPES]}
                value={type}
                onChange={(value) => value && setType(value)}
              />
              <div className={fieldRow.actions}>
                <Button type="submit" loading={config.isFetching}>
                  Look up
                </Button>
              </div>
            </Group>
          </form>
          <LookupError error={config.error} />
          {config.data ? (
            <Stack mt="md" gap="xs">
              <Title order={2} size="h5">
                {config.data.name} ({config.data.code} {config.data.year}, {config.data.type})
              </Title>
              <Group gap={4}>
                <Text size="sm" fw={600}>
                  Incentive names:
                </Text>
                {config.data.incentiveNames.length === 0 ? <Text size="sm">none</Text> : null}
                {config.data.incentiveNames.map((name) => (
                  <Badge key={name} variant="light" tt="none">
                    {name}
                  </Badge>
                ))}
              </Group>
              <Typography fz="sm">
                {/* Sanitised on the server when the benefit editor saved it. */}
                <div dangerouslySetInnerHTML={{ __html: config.data.displayText }} />
              </Typography>
            </Stack>
          ) : null}
        </Card>
        <Card withBorder>
          <Title order={2} size="h5" mb="sm">
            Incentives for a member
          </Title>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              // Check with a box left empty says what is missing instead of doing nothing.
              const problems = {
                ...(memberId.trim() ? {} : { memberId: CHECK_MESSAGES.memberId }),
                ...(names.length > 0 ? {} : { names: CHECK_MESSAGES.names }),
              };
              setCheckErrors(problems);
              if (!problems.memberId && !problems.names)
                setCheck({ memberId: memberId.trim().toUpperCase(), incentiveNames: names });
            }}
          >
            <Group className={fieldRow.fields} align="flex-start">
              <TextInput
                label="Member ID"
                w={160}
                maxLength={10}
                value={memberId}
                error={checkErrors.memberId}
                onChange={(e) => {
                  setMemberId(e.currentTarget.value);
                  // A message goes once the box it names is filled in, as the Code's does.
                  setCheckErrors(({ memberId: _gone, ...rest }) => rest);
                }}
              />
              <TagsInput
                label="Incentive names"
                w={420}
                value={names}
                error={checkErrors.names}
                onChange={(value) => {
                  setNames(value);
                  setCheckErrors(({ names: _gone, ...rest }) => rest);
                }}
                splitChars={[]}
              />
              <div className={fieldRow.actions}>
                <Button type="submit" loading={errors.isFetching}>
                  Check
                </Button>
              </div>
            </Group>
          </form>
          <LookupError error={errors.error} />
          {errors.data ? (
            <List mt="md" spacing={4} size="sm" aria-label="Incentive checks">
              {Object.entries(errors.data).map(([name, error]) => (
                <List.Item key={name}>
                  <Text span fw={600}>
                    {name}:
                  </Text>{' '}
                  {error ?? 'can be awarded'}
                </List.Item>
              ))}
            </List>
          ) : null}
        </Card>
      </Stack>
    </>
  );
}
