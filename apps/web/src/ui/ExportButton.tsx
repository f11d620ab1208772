import { Button, type ButtonProps } from '@mantine/core';
import { IconCheck, IconFileSpreadsheet } from '@tabler/icons-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { EXPORT_WARNING_HEADER, type ExportRequest } from '@portal/contracts/platform/exports';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { apiFetch, isApiError } from '../lib/api.ts';
import { notifyError, notifyWarning } from './notify.ts';
import { fileNameFromDisposition, saveBlob } from './download.ts';

/** Shell spec §4: export buttons go idle, loading, success for 2 seconds, then reset. */
export const EXPORT_SUCCESS_MS = 2000;

export type ExportState = 'idle' | 'loading' | 'success';

export interface ExportButtonProps {
  /** The export endpoint, e.g. '/api/audithistory/excelexport'. */
  url: string;
  /** The request body: the spec's export request `{ requestType, filtersAndValues, columnNames, pageIndex, pageSize, fileName }` or the module's own; a function is read at click time. */
  body?: ExportRequest | object | (() => ExportRequest | object);
  method?: 'POST' | 'GET';
  /** The name of the saved file when the server does not name it. */
  fileName: string;
  label?: ReactNode;
  disabled?: boolean;
  icon?: ReactNode;
  variant?: ButtonProps['variant'];
  /** Called after the file is saved. */
  onExported?: () => void;
}

/** Reads a server message from a failed export: a JSON body `{ message }` or a short text body (shell spec §8). */
function serverMessage(error: unknown): string | null {
  if (!isApiError(error) || error.status === 0) return null;
  const { body } = error;
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message) return body.message;
  if (typeof body === 'string' && body.trim()) return body.trim();
  return null;
}

/** The one export button: downloads the file the server streams and shows the spec's states and messages. */
export function ExportButton({ url, body, method = 'POST', fileName, label = 'Export to Excel', disabled = false, icon, variant = 'light', onExported }: ExportButtonProps) {
  const [state, setState] = useState<ExportState>('idle');
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(resetTimer.current), []);

  const run = async () => {
    if (state !== 'idle') return;
    setState('loading');
    try {
      const payload = typeof body === 'function' ? body() : body;
      const response = await apiFetch(method, url, method === 'POST' ? { body: payload ?? {} } : {});
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
      if (isApiError(error) && error.message === MESSAGES.sessionExpired) return;
      notifyError(serverMessage(error) ?? MESSAGES.exportFailed);
    }
  };

  return (
    <Button
      variant={variant}
      color={state === 'success' ? 'green' : undefined}
      leftSection={state === 'success' ? <IconCheck size={16} aria-hidden /> : (icon ?? <IconFileSpreadsheet size={16} aria-hidden />)}
      loading={state === 'loading'}
      disabled={disabled}
      onClick={() => void run()}
      data-state={state}
    >
      {state === 'success' ? 'Exported' : label}
    </Button>
  );
}
