// Excel workbooks with exceljs: every sheet is a "page" (its index from 1) under its
// name as heading, its first non-empty row names the columns and every other row
// becomes a "Header: value; Header: value" line. Formulas give their cached result.
import ExcelJS from 'exceljs';
import type { Section } from './chunk.ts';
import type { Deadline } from './deadline.ts';
import { rowLine } from './rows.ts';

export interface XlsxText {
  pages: number;
  sections: Section[];
}

/** The text a cell shows, whatever exceljs made of its value. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    const iso = value.toISOString();
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso.replace('.000Z', 'Z');
  }
  if (typeof value !== 'object') return String(value);
  if ('richText' in value) return value.richText.map((run) => run.text).join('');
  if ('error' in value) return value.error;
  if ('formula' in value || 'sharedFormula' in value) return cellText((value as { result?: ExcelJS.CellValue }).result ?? null);
  if ('text' in value) return typeof value.text === 'string' ? value.text : cellText(value.text as ExcelJS.CellValue);
  return '';
}

function sheetRows(sheet: ExcelJS.Worksheet): string[] {
  let headers: string[] | null = null;
  const lines: string[] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const values: string[] = [];
    row.eachCell({ includeEmpty: false }, (cell, column) => {
      values[column - 1] = cellText(cell.value);
    });
    const filled = Array.from(values, (value) => value ?? '');
    if (headers === null) headers = filled;
    else {
      const line = rowLine(headers, filled);
      if (line) lines.push(line);
    }
  });
  return lines;
}

/**
 * The bytes as an ArrayBuffer of their own: what exceljs's types ask for (JSZip reads
 * it), copied only when the bytes are a view into a larger buffer.
 */
function ownArrayBuffer(bytes: Uint8Array): ArrayBuffer {
  const { buffer } = bytes;
  const whole = buffer instanceof ArrayBuffer && bytes.byteOffset === 0 && bytes.byteLength === buffer.byteLength;
  return whole ? buffer : new Uint8Array(bytes).buffer;
}

export async function xlsxText(bytes: Uint8Array, deadline: Deadline): Promise<XlsxText> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(ownArrayBuffer(bytes));
  const sections: Section[] = [];
  workbook.worksheets.forEach((sheet, index) => {
    deadline.check();
    sections.push({ page: index + 1, heading: sheet.name, blocks: sheetRows(sheet), joiner: '\n' });
  });
  return { pages: workbook.worksheets.length, sections };
}
