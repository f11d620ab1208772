import ExcelJS from 'exceljs';
import { textOf } from '@portal/contracts/platform/text';

/** The first sheet of an exported .xlsx, read back as a spreadsheet program would. */
export async function firstSheet(payload: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('the export has no sheet');
  return sheet;
}

/** Every row of the first sheet (banner and header rows included), each cell as text ('' when empty). */
export async function sheetText(payload: Buffer): Promise<string[][]> {
  const rows: string[][] = [];
  (await firstSheet(payload)).eachRow((row) =>
    rows.push((row.values as unknown[]).slice(1).map((value) => (value == null ? '' : textOf(value)))),
  );
  return rows;
}
