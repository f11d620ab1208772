import { Button, Code, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import {
  appendFormulaToken,
  FORMULA_TOKENS,
  formulaComponents,
  formulaProblem,
} from '@portal/contracts/ipa-admin/special-rates';

/**
 * The 'Create Formula' popup (spec §2.7, §9): builds the SCB premium formula by appending tokens from the spec's
 * list; the premium component is the names the formula uses.
 */
export function FormulaBuilder({
  opened,
  initial,
  onClose,
  onApply,
}: {
  opened: boolean;
  initial: string;
  onClose: () => void;
  onApply: (formula: string, components: string) => void;
}) {
  const [formula, setFormula] = useState(initial);
  const problem = formula.trim() === '' ? null : formulaProblem(formula);
  return (
    <Modal opened={opened} onClose={onClose} title="Create Formula" size={700} centered>
      <Stack gap="sm">
        <Group gap={6}>
          {FORMULA_TOKENS.map((token) => (
            <Button
              key={token}
              size="xs"
              variant="light"
              onClick={() => setFormula(appendFormulaToken(formula, token))}
            >
              {token}
            </Button>
          ))}
        </Group>
        <Text size="sm" fw={600}>
          Formula
        </Text>
        <Code block data-testid="formula-text">
          {formula || ' '}
        </Code>
        <Text size="sm">Premium component: {formulaComponents(formula) || '—'}</Text>
        {problem ? (
          <Text c="red" size="sm">
            {problem}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setFormula('')}>
            Clear
          </Button>
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button disabled={problem !== null} onClick={() => onApply(formula, formulaComponents(formula))}>
            OK
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
