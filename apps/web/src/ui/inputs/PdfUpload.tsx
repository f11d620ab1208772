import { FileInput, type FileInputProps } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import {
  PDF_END_WINDOW_BYTES,
  UPLOAD_LIMIT_LARGE_BYTES,
  checkPdfUpload,
  fileTooLargeMessage,
} from '@portal/contracts/platform/rules/pdf';

export interface PdfUploadProps extends Omit<FileInputProps, 'value' | 'onChange' | 'multiple' | 'accept'> {
  value: File | null;
  /** Called with a file that passed the checks, or null when cleared or refused. */
  onChange: (file: File | null) => void;
  /** Size limit in bytes (UPLOAD_LIMIT_LARGE_BYTES 120 MB or UPLOAD_LIMIT_SMALL_BYTES 20 MB). */
  maxBytes?: number;
}

/** Checks a chosen PDF: size limit, then the %%EOF end marker in its last 8 bytes (shell spec §5). */
export async function checkPdfFile(file: File, maxBytes: number = UPLOAD_LIMIT_LARGE_BYTES): Promise<string | null> {
  if (file.size > maxBytes) return fileTooLargeMessage(maxBytes);
  // Only the tail is read, so a 120 MB file is not loaded into memory.
  const tail = new Uint8Array(await file.slice(Math.max(0, file.size - PDF_END_WINDOW_BYTES)).arrayBuffer());
  return checkPdfUpload(tail, Number.MAX_SAFE_INTEGER);
}

/** A PDF file field that refuses damaged or oversized files with the spec's message. */
export function PdfUpload({
  value,
  onChange,
  maxBytes = UPLOAD_LIMIT_LARGE_BYTES,
  error,
  label = 'PDF file',
  ...props
}: PdfUploadProps) {
  const [checkError, setCheckError] = useState<string | null>(null);
  const choose = async (file: File | null) => {
    setCheckError(null);
    if (!file) {
      onChange(null);
      return;
    }
    const problem = await checkPdfFile(file, maxBytes);
    if (problem) {
      setCheckError(problem);
      onChange(null);
      return;
    }
    onChange(file);
  };
  return (
    <FileInput
      {...props}
      label={label}
      accept="application/pdf,.pdf"
      clearable
      clearButtonProps={{ 'aria-label': 'Clear the chosen file' }}
      leftSection={<IconFileTypePdf size={16} aria-hidden />}
      value={value}
      onChange={(file) => void choose(file)}
      error={checkError ?? error}
    />
  );
}
