import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import {
  BULK_STICKY_NOTES_MAX_ROWS,
  STICKY_NOTES_ADMIN_MESSAGES as M,
} from '@portal/contracts/crm-admin-sticky-notes/sticky-notes-admin';
import { badRequest } from '../../platform/errors/errors.ts';

/**
 * Reads a bulk upload file of sticky notes (CSV or Excel .xlsx, read with exceljs as the exports write them): the first
 * row names the columns Member ID and Note, and optionally Active, in any order and case; each later non-blank row is
 * one note. Cells are read as text, so a member id is never turned into a number or a date.
 */
export interface FileRow {
  /** The row's line in the file (the column names are line 1). */
  line: number;
  memberId: string;
  note: string;
  active: string;
}

const COLUMN_NAMES: Record<string, keyof Omit<FileRow, 'line'>> = {
  memberid: 'memberId',
  member: 'memberId',
  note: 'note',
  notes: 'note',
  stickynote: 'note',
  active: 'active',
  isactive: 'active',
};

const normalizeName = (value: string) => value.toLowerCase().replace(/[^a-z]/g, '');

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return value.text;
    if ('result' in value) {
      const result = value.result;
      return typeof result === 'string' || typeof result === 'number' || typeof result === 'boolean'
        ? String(result)
        : '';
    }
    return '';
  }
  return String(value);
}

async function worksheetOf(fileName: string, content: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  const lower = fileName.toLowerCase();
  try {
    if (lower.endsWith('.csv')) {
      // Every cell kept as the text written in the file.
      return await workbook.csv.read(Readable.from(content), { map: (value: unknown) => value });
    }
    if (lower.endsWith('.xlsx')) {
      await workbook.xlsx.load(content as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0];
      if (!sheet) throw badRequest(M.noRows);
      return sheet;
    }
  } catch (error) {
    if (error instanceof Error && 'statusCode' in error) throw error;
    throw badRequest(M.fileUnreadable);
  }
  throw badRequest(M.fileType);
}

export async function readBulkFile(fileName: string, content: Buffer): Promise<FileRow[]> {
  const sheet = await worksheetOf(fileName, content);
  const header = sheet.getRow(1);
  const columns = new Map<number, keyof Omit<FileRow, 'line'>>();
  header.eachCell((cell, column) => {
    const key = COLUMN_NAMES[normalizeName(cellText(cell.value))];
    if (key && ![...columns.values()].includes(key)) columns.set(column, key);
  });
  const named = [...columns.values()];
  if (!named.includes('memberId') || !named.includes('note')) throw badRequest(M.columnsMissing);
  const rows: FileRow[] = [];
  for (let line = 2; line <= sheet.rowCount; line += 1) {
    const row: FileRow = { line, memberId: '', note: '', active: '' };
    for (const [column, key] of columns) row[key] = cellText(sheet.getRow(line).getCell(column).value).trim();
    if (row.memberId === '' && row.note === '' && row.active === '') continue;
    rows.push(row);
    if (rows.length > BULK_STICKY_NOTES_MAX_ROWS) throw badRequest(M.tooManyRows(BULK_STICKY_NOTES_MAX_ROWS));
  }
  if (rows.length === 0) throw badRequest(M.noRows);
  return rows;
}
