import { Badge, Button, FileButton, Group, Modal, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import {
  CONFIG_TRANSFER_MESSAGES as M,
  type ConfigFile,
  type ConfigImportReport,
  type ConfigRowOutcome,
} from '@portal/contracts/platform/config-transfer';
import { api, type Query } from '../lib/api.ts';
import { saveBlob } from './download.ts';
import { notifyError, notifyInfo, notifySuccess } from './notify.ts';

const OUTCOME_LABELS: Record<ConfigRowOutcome, { label: string; color: string }> = {
  create: { label: 'New', color: 'green' },
  update: { label: 'Changed', color: 'blue' },
  unchanged: { label: 'Same', color: 'gray' },
  invalid: { label: 'Invalid', color: 'red' },
};

interface ConfigTransferProps {
  /** The module's base path: `${basePath}/ExportConfiguration` and `${basePath}/ImportConfiguration`. */
  basePath: string;
  /** What the screen calls its configuration ("text replace shortcuts"). */
  label: string;
  canImport: boolean;
  /** After an import: refresh what the screen shows. */
  onImported?: () => void;
  /** Which items to export, when the section exports a choice of them (the IPA search's criteria). */
  exportQuery?: Query;
  /** Export waits for the screen (a choice of items not made yet). */
  exportDisabled?: boolean;
}

/**
 * Export and Import of a screen's configuration as JSON (issue 13): Export saves the file; Import reads one, shows what
 * it would create, change, leave alone and what is invalid, and imports every change on confirmation (nothing while a
 * row is invalid).
 */
export function ConfigTransfer({
  basePath,
  label,
  canImport,
  onImported,
  exportQuery,
  exportDisabled = false,
}: ConfigTransferProps) {
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<{ file: ConfigFile; report: ConfigImportReport } | null>(null);

  const exportFile = async () => {
    setBusy(true);
    try {
      const file = await api.get<ConfigFile>(`${basePath}/ExportConfiguration`, { query: exportQuery });
      const blob = new Blob([JSON.stringify(file, null, 2)], { type: 'application/json' });
      saveBlob(blob, `${file.section}-${file.exportedAt.slice(0, 10)}.json`);
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };

  const preview = async (chosen: File | null) => {
    if (!chosen) return;
    setBusy(true);
    try {
      let file: ConfigFile;
      try {
        file = JSON.parse(await chosen.text()) as ConfigFile;
      } catch {
        throw new Error(M.notAConfigurationFile);
      }
      const report = await api.post<ConfigImportReport>(`${basePath}/ImportConfiguration`, { file, apply: false });
      setPending({ file, report });
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };

  const apply = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      const report = await api.post<ConfigImportReport>(`${basePath}/ImportConfiguration`, {
        file: pending.file,
        apply: true,
        // The preview's fingerprint: records changed since the preview make the server refuse it (409, reload).
        fingerprint: pending.report.fingerprint,
      });
      setPending(null);
      const changes = report.created + report.updated;
      if (changes === 0) notifyInfo(M.nothingToImport);
      else notifySuccess(M.imported(changes));
      onImported?.();
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };

  const report = pending?.report;
  const changes = report ? report.created + report.updated : 0;
  return (
    <>
      <Group gap="xs">
        <Button
          variant="default"
          size="xs"
          loading={busy && !pending}
          disabled={exportDisabled}
          onClick={() => void exportFile()}
        >
          Export configuration
        </Button>
        {canImport ? (
          <FileButton onChange={(file) => void preview(file)} accept="application/json,.json">
            {(props) => (
              <Button variant="default" size="xs" disabled={busy} {...props}>
                Import configuration
              </Button>
            )}
          </FileButton>
        ) : null}
      </Group>
      <Modal opened={pending !== null} onClose={() => setPending(null)} title={`Import ${label}`} size="lg">
        {report ? (
          <Stack gap="sm">
            <Text size="sm">
              {report.created} new, {report.updated} changed, {report.unchanged} the same, {report.invalid} invalid.
            </Text>
            {report.invalid > 0 ? (
              <Text size="sm" c="red.8" role="alert">
                {M.invalidRows}
              </Text>
            ) : null}
            <ScrollArea.Autosize mah={360}>
              <Table striped aria-label="Rows of the file">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Row</Table.Th>
                    <Table.Th>Key</Table.Th>
                    <Table.Th>Result</Table.Th>
                    <Table.Th>Message</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {report.rows.map((row) => (
                    <Table.Tr key={row.row}>
                      <Table.Td>{row.row}</Table.Td>
                      <Table.Td>{row.key}</Table.Td>
                      <Table.Td>
                        <Badge color={OUTCOME_LABELS[row.outcome].color}>{OUTCOME_LABELS[row.outcome].label}</Badge>
                      </Table.Td>
                      <Table.Td>{row.message ?? ''}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea.Autosize>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setPending(null)}>
                Cancel
              </Button>
              <Button onClick={() => void apply()} loading={busy} disabled={report.invalid > 0 || changes === 0}>
                {changes === 1 ? 'Import 1 change' : `Import ${changes} changes`}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </>
  );
}
