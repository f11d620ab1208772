import { Accordion, Badge, Checkbox, Group, Table, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { ACTIONS, MODULES, type Action, type ModuleEntry } from '@portal/contracts/platform/modules';
import type { ModuleGrant } from '@portal/contracts/user-management/groups';
import { TextInput } from '../../ui/inputs/TextInput.tsx';
import { toggleAction } from './module-grants.ts';

const ACTION_LABELS: Record<Action, string> = {
  read: 'Read',
  write: 'Write',
  approve: 'Approve',
  export: 'Export',
  admin: 'Admin',
};
const TOP_LEVEL = 'Other modules';

/** The modules of the menu by menu group (top-level entries together), groups and modules alphabetical. */
function modulesByMenuGroup(): [string, ModuleEntry[]][] {
  const byGroup = new Map<string, ModuleEntry[]>();
  for (const entry of MODULES) {
    const group = entry.group ?? TOP_LEVEL;
    byGroup.set(group, [...(byGroup.get(group) ?? []), entry]);
  }
  return [...byGroup.entries()]
    .map(([group, entries]): [string, ModuleEntry[]] => [
      group,
      [...entries].sort((a, b) => a.label.localeCompare(b.label)),
    ])
    .sort(([a], [b]) => (a === TOP_LEVEL ? 1 : b === TOP_LEVEL ? -1 : a.localeCompare(b)));
}

export interface ModuleGrantsEditorProps {
  value: ModuleGrant[];
  onChange: (grants: ModuleGrant[]) => void;
  readOnly?: boolean;
  error?: string;
}

/** Which modules the group's members hold, and which actions in each: one row per module, grouped as in the menu. */
export function ModuleGrantsEditor({ value, onChange, readOnly = false, error }: ModuleGrantsEditorProps) {
  const groups = useMemo(() => modulesByMenuGroup(), []);
  const [search, setSearch] = useState('');
  // Until the user opens or closes a menu group, the groups holding grants are open (also once the group's data arrives).
  const [opened, setOpened] = useState<string[] | null>(null);
  const granted = new Map(value.map((grant) => [grant.moduleId, grant.actions]));
  const needle = search.trim().toLowerCase();
  const visible = groups
    .map(([group, entries]): [string, ModuleEntry[]] => [
      group,
      needle
        ? entries.filter((entry) => entry.label.toLowerCase().includes(needle) || group.toLowerCase().includes(needle))
        : entries,
    ])
    .filter(([, entries]) => entries.length > 0);

  return (
    <div>
      <Group justify="space-between" align="flex-end" mb="xs">
        <Text fw={500} size="sm">
          Module grants <Badge variant="light">{value.length} modules</Badge>
        </Text>
        <TextInput
          aria-label="Find a module"
          placeholder="Find a module"
          size="xs"
          w={220}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
      </Group>
      {error ? (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      ) : null}
      <Accordion
        multiple
        variant="contained"
        value={
          opened ??
          groups.filter(([, entries]) => entries.some((entry) => granted.has(entry.id))).map(([group]) => group)
        }
        onChange={setOpened}
      >
        {visible.map(([group, entries]) => {
          const count = entries.filter((entry) => granted.has(entry.id)).length;
          return (
            <Accordion.Item key={group} value={group}>
              <Accordion.Control>
                <Group gap="xs">
                  <Text size="sm">{group}</Text>
                  {count > 0 ? <Badge size="xs">{count}</Badge> : null}
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                <Table striped withRowBorders={false} verticalSpacing={4}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Module</Table.Th>
                      {ACTIONS.map((action) => (
                        <Table.Th key={action} ta="center">
                          {ACTION_LABELS[action]}
                        </Table.Th>
                      ))}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {entries.map((entry) => (
                      <Table.Tr key={entry.id}>
                        <Table.Td>
                          <Text size="sm">
                            {entry.label}{' '}
                            <Text span size="xs" c="gray.7">
                              #{entry.id}
                            </Text>
                          </Text>
                        </Table.Td>
                        {ACTIONS.map((action) => (
                          <Table.Td key={action}>
                            <Group justify="center">
                              <Checkbox
                                aria-label={`${entry.label} (${group}): ${ACTION_LABELS[action]}`}
                                checked={granted.get(entry.id)?.includes(action) ?? false}
                                disabled={readOnly}
                                onChange={(event) =>
                                  onChange(toggleAction(value, entry.id, action, event.currentTarget.checked))
                                }
                              />
                            </Group>
                          </Table.Td>
                        ))}
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Accordion.Panel>
            </Accordion.Item>
          );
        })}
      </Accordion>
    </div>
  );
}
