import { Button, Group, type ButtonProps } from '@mantine/core';
import { IconCheck, IconFileSpreadsheet, IconFileTypePdf } from '@tabler/icons-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { buildExportRequest, EXPORT_WARNING_HEADER, withExportExtension } from '@portal/contracts/platform/exports';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { apiFetch, isApiError, isSessionExpired, type Query } from '../lib/api.ts';
import { notifyError, notifyWarning } from './notify.ts';
import { fileNameFromDisposition, saveBlob } from './download.ts';

/** Shell spec §4: export buttons go idle, loading, success for 2 seconds, then reset. */
export const EXPORT_SUCCESS_MS = 2000;

export type ExportState = 'idle' | 'loading' | 'success';

export interface ExportButtonProps {
  /** The export endpoint, e.g. '/api/audithistory/excelexport' (POST, file response). */
  url: string;
  /** The screen's filters, sent as the export request's filtersAndValues; a function is read at click time. */
  filters?: object | (() => object);
  /** The grid's visible columns (keys), sent as columnNames; none: every column the endpoint exports. */
  columnNames?: string[];
  requestType?: string;
  /** The Excel file's name; the PDF takes the same name ending in .pdf. */
  fileName: string;
  /** Offer the PDF beside Excel (shell spec §1 "data grids with Excel and PDF export"); on unless told. */
  pdf?: boolean;
  label?: ReactNode;
  disabled?: boolean;
  icon?: ReactNode;
  variant?: ButtonProps['variant'];
  /** Called after the file is saved. */
  onExported?: () => void;
  /**
   * 'GET' for an export the server reads from query parameters (the filters, fileName and comma-separated
   * columnNames) instead of the POSTed export request; 'POST' unless told.
   */
  method?: 'GET' | 'POST';
}

/** Reads a server message from a failed export: a JSON body `{ message }` or a short text body (shell spec §8). */
function serverMessage(error: unknown): string | null {
  if (!isApiError(error) || error.status === 0) return null;
  const { body } = error;
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message)
    return body.message;
  if (typeof body === 'string' && body.trim()) return body.trim();
  return null;
}

/** The one export control: Excel, and PDF beside it, each sending the spec's export request (shell spec §3). */
export function ExportButton({ pdf = true, label = 'Export to Excel', icon, fileName, ...props }: ExportButtonProps) {
  if (!pdf)
    return (
      <ExportFileButton
        {...props}
        fileName={withExportExtension(fileName, 'xlsx')}
        label={label}
        icon={icon ?? <IconFileSpreadsheet size={16} aria-hidden />}
      />
    );
  return (
    <Group gap="xs" wrap="nowrap">
      <ExportFileButton
        {...props}
        fileName={withExportExtension(fileName, 'xlsx')}
        label={label}
        icon={icon ?? <IconFileSpreadsheet size={16} aria-hidden />}
      />
      <ExportFileButton
        {...props}
        fileName={withExportExtension(fileName, 'pdf')}
        label="Export to PDF"
        icon={<IconFileTypePdf size={16} aria-hidden />}
      />
    </Group>
  );
}

type ExportFileButtonProps = Omit<ExportButtonProps, 'pdf' | 'label' | 'icon'> & { label: ReactNode; icon: ReactNode };

/** The export request as query parameters (a GET export): the filters' own values, the file name and the columns. */
function exportQuery(filters: object, fileName: string, columnNames: string[] | undefined): Query {
  const query: Query = { fileName };
  for (const [key, value] of Object.entries(filters)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') query[key] = value;
  }
  if (columnNames?.length) query.columnNames = columnNames.join(',');
  return query;
}

/** One file kind: downloads the file the server streams and shows the spec's states and messages. */
const isFilterReader = (filters: object | (() => object) | undefined): filters is () => object =>
  typeof filters === 'function';

function ExportFileButton({
  url,
  filters,
  columnNames,
  requestType,
  fileName,
  label,
  disabled = false,
  icon,
  variant = 'light',
  onExported,
  method = 'POST',
}: ExportFileButtonProps) {
  const [state, setState] = useState<ExportState>('idle');
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(resetTimer.current), []);

  const run = async () => {
    if (state !== 'idle') return;
    setState('loading');
    try {
      const current = isFilterReader(filters) ? filters() : (filters ?? {});
      const body = buildExportRequest({
        filters: current,
        fileName,
        ...(columnNames ? { columnNames } : {}),
        ...(requestType ? { requestType } : {}),
      });
      const response =
        method === 'GET'
          ? await apiFetch('GET', url, { query: exportQuery(current, fileName, columnNames) })
          : await apiFetch('POST', url, { body });
      const warning = response.headers.get(EXPORT_WARNING_HEADER);
      const blob = await response.blob();
      saveBlob(blob, fileNameFromDisposition(response.headers.get('content-disposition')) ?? fileName);
      if (warning) notifyWarning(warning, 'Warning');
      setState('success');
      onExported?.();
      resetTimer.current = setTimeout(() => setState('idle'), EXPORT_SUCCESS_MS);
    } catch (error) {
      setState('idle');
      // An expired session already shows its own toast.
      if (isSessionExpired(error)) return;
      notifyError(serverMessage(error) ?? MESSAGES.exportFailed);
    }
  };

  return (
    <Button
      // Success is a filled dark green with white text: readable (WCAG 1.4.3) whatever the button's own variant.
      variant={state === 'success' ? 'filled' : variant}
      color={state === 'success' ? '#237032' : undefined}
      leftSection={state === 'success' ? <IconCheck size={16} aria-hidden /> : icon}
      loading={state === 'loading'}
      disabled={disabled}
      onClick={() => void run()}
      data-state={state}
    >
      {state === 'success' ? 'Exported' : label}
    </Button>
  );
}
