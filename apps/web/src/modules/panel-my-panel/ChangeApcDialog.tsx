import { Table, Text } from '@mantine/core';
import { useState } from 'react';
import { PANEL_MESSAGES as M, type PanelMember } from '@portal/contracts/panel-my-panel/my-panel';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { notify } from '../../ui/notify.ts';
import { SaveErrorAlert } from '../../ui/SaveErrorAlert.tsx';
import { useAssignToProvider, useOpenPanelProviderOptions } from './api/my-panel-api.ts';
import { SearchSelect } from '../../ui/inputs/SearchSelect.tsx';
import { useSaveFailure } from '../../ui/use-save-failure.ts';

/**
 * The Change APC dialog (shell spec §2.7): the selected members (memberId, fullName, apc), a provider dropdown (the
 * provider query's id and name) with Cancel and Assign. Assign needs a provider (shell spec §9); the members move at the
 * versions they were read at, all or none, with the spec's toasts in the spec's spelling (§8). Like every dialog with
 * unsaved edits, Cancel, the close button and Escape ask before dropping a chosen provider.
 */
export function ChangeApcDialog({
  members,
  onClose,
  onAssigned,
  onReload,
}: {
  members: PanelMember[];
  onClose: () => void;
  onAssigned: () => void;
  /**
   * After a member changed since it was read (409): reads the panel again, so that `members` come at their versions now
   * (a member no longer on the panel leaves the list). The provider chosen stays, and Assign can be tried again.
   */
  onReload: () => Promise<unknown>;
}) {
  const [providerNpi, setProviderNpi] = useState<string | null>(null);
  const [missingProvider, setMissingProvider] = useState(false);
  const { failure, attempt, clear } = useSaveFailure();
  const assign = useAssignToProvider();

  const submit = async () => {
    if (!providerNpi) {
      setMissingProvider(true);
      return;
    }
    await attempt(async () => {
      try {
        await assign.mutateAsync({
          memberIds: members.map((member) => member.memberId),
          providerNPI: providerNpi,
          versions: members.map((member) => member.version),
        });
      } catch (error) {
        // The spec's toast, and the server's reason under the fields.
        notify({ level: 'error', title: M.failedTitle, content: M.failed });
        throw error;
      }
      notify({ level: 'success', title: M.assignedTitle, content: M.assigned });
      onAssigned();
    });
  };

  return (
    <FormDialog
      opened
      onClose={onClose}
      title="Change APC"
      submitLabel="Assign"
      onSubmit={() => void submit()}
      saving={assign.isPending}
      dirty={providerNpi !== null}
      footer={<SaveErrorAlert error={failure} onReload={() => void onReload().then(clear)} />}
    >
      <Table striped withTableBorder aria-label="Selected members" mb="md">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Member ID</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>APC</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.map((member) => (
            <Table.Tr key={member.memberId}>
              <Table.Td>{member.memberId}</Table.Td>
              <Table.Td>{member.fullName}</Table.Td>
              <Table.Td>{member.pcp?.name ?? ''}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <SearchSelect
        label="Provider"
        placeholder="Type a provider's name or NPI"
        required
        useOptions={useOpenPanelProviderOptions}
        value={providerNpi}
        onChange={(value) => {
          setProviderNpi(value);
          setMissingProvider(false);
        }}
        nothingFound="No provider with an open panel found"
        error={missingProvider ? M.providerRequired : undefined}
      />
      <Text size="xs" c="gray.7" mt="xs">
        Only providers whose panel is open to new members are offered.
      </Text>
    </FormDialog>
  );
}
