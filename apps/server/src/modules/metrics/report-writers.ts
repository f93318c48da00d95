/**
 * Report files written row by row to a stream (D-100): CSV through csv-stringify, XLSX through exceljs' streaming
 * workbook writer. Neither holds the whole file: a row is serialized (and, for XLSX, deflated into the zip) as it
 * comes, so an export of any size needs about the memory of one batch of rows.
 */
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import type * as ExcelJS from 'exceljs';
import { loadExcelJs } from '../../core/lazy-packages.js';

export type Cell = string | number | null;

export interface RowWriter {
  /** Resolves when the next row may be written (the output keeps up). */
  write(row: readonly Cell[]): Promise<void>;
  /** Ends the file; resolves once `out` has every byte (it has finished). */
  finish(): Promise<void>;
}

/**
 * CSV (RFC 4180, CRLF, UTF-8 with a BOM for spreadsheet apps). Text that a spreadsheet would run as a formula
 * (=, +, -, @, tab, CR, and their full-width forms) gets a leading ' (csv-stringify's escape_formulas).
 */
export function csvWriter(out: Writable): RowWriter {
  // With a record_delimiter of its own, csv-stringify no longer quotes a lone \n or \r unless told to (RFC 4180 does).
  const stringifier = stringify({ bom: true, record_delimiter: '\r\n', quote_record_delimiter: true, escape_formulas: true });
  const done = pipeline(stringifier, out);
  // pipeline() reports a failure of either side; until finish() awaits it, keep it from being an unhandled rejection.
  done.catch(() => undefined);
  return {
    async write(row) {
      if (!stringifier.write(row)) await Promise.race([once(stringifier, 'drain'), done]);
    },
    async finish() {
      stringifier.end();
      await done;
    },
  };
}

/**
 * Every cell gets one of these two style objects. exceljs remembers a style id per style object, and otherwise works
 * one out afresh for each cell's own copy — that was a third of the time of a large export.
 */
const HEADER_STYLE: Partial<ExcelJS.Style> = { font: { bold: true } };
const PLAIN_STYLE: Partial<ExcelJS.Style> = {};

/** An XLSX value: empty text is no cell, as null is; a number that is not finite is written as its text. */
function xlsxValue(cell: Cell): ExcelJS.CellValue {
  if (cell === '' || cell === null) return null;
  if (typeof cell === 'number' && !Number.isFinite(cell)) return String(cell);
  return cell;
}

/** An .xlsx file with one sheet named `sheetName`; the first row written is the header: bold, frozen at the top. */
export async function xlsxWriter(out: Writable, sheetName: string): Promise<RowWriter> {
  const excel = await loadExcelJs();
  const workbook = new excel.stream.xlsx.WorkbookWriter({
    stream: out,
    // Inline text, not a shared-strings table: that table would grow with every distinct text until the end.
    useSharedStrings: false,
    useStyles: true,
  });
  // Document properties are written at commit (the typings do not list them as constructor options).
  workbook.creator = 'Hatchery';
  workbook.lastModifiedBy = 'Hatchery';
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1, topLeftCell: 'A2' }] });
  let rows = 0;
  return {
    async write(cells) {
      const row = sheet.addRow(cells.map(xlsxValue));
      const style = rows === 0 ? HEADER_STYLE : PLAIN_STYLE;
      row.eachCell((cell) => (cell.style = style));
      row.commit();
      rows += 1;
      // exceljs queues committed rows for the zip without telling when it has caught up: yield now and then so it
      // can deflate and write them out instead of letting them pile up.
      if (rows % 1000 === 0) await new Promise((resolve) => setImmediate(resolve));
    },
    async finish() {
      sheet.commit();
      await workbook.commit();
    },
  };
}
