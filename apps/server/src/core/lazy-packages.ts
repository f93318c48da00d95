/**
 * Packages that only some requests use, imported on first use instead of at start (D-555): together they were about
 * three quarters of a second of every start — exceljs ≈ 320 ms, pdfkit ≈ 200 ms, the AWS S3 client ≈ 180 ms — for
 * exports most processes never write and a storage most installs do not configure.
 * Each is imported once; later calls get the same module.
 */
import type * as S3 from '@aws-sdk/client-s3';
import type * as ExcelJS from 'exceljs';
import type PDFKit from 'pdfkit';

let excel: Promise<typeof ExcelJS> | undefined;
let pdfkit: Promise<typeof PDFKit> | undefined;
let s3: Promise<typeof S3> | undefined;

/** exceljs (workbooks, streaming writer). */
export function loadExcelJs(): Promise<typeof ExcelJS> {
  excel ??= import('exceljs').then((module) => module.default);
  return excel;
}

/** pdfkit's PDFDocument class. */
export function loadPdfKit(): Promise<typeof PDFKit> {
  pdfkit ??= import('pdfkit').then((module) => module.default);
  return pdfkit;
}

/** The AWS SDK's S3 client and commands. */
export function loadS3(): Promise<typeof S3> {
  s3 ??= import('@aws-sdk/client-s3');
  return s3;
}
