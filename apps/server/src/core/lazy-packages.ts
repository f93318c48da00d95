/**
 * Packages that only some requests use, imported on first use instead of at start (D-555): together they were about
 * three quarters of a second of every start — exceljs ≈ 320 ms, pdfkit ≈ 200 ms, the AWS S3 client ≈ 180 ms — for
 * exports most processes never write and a storage most installs do not configure.
 * Each is imported once; later calls get the same module.
 *
 * ioredis and BullMQ (≈ 270 ms of a start together) serve only a process with REDIS_URL (D-557). The factories that
 * use them are synchronous and called once at start, so these two are required synchronously on first use; both
 * are CommonJS packages whose `import` loads the same files, so nothing is loaded twice.
 */
import { createRequire } from 'node:module';
import type * as S3 from '@aws-sdk/client-s3';
import type * as BullMQ from 'bullmq';
import type * as ExcelJS from 'exceljs';
import type * as IORedis from 'ioredis';
import type PDFKit from 'pdfkit';
import { serverPath } from '../server-root.js';

/** Resolves packages as apps/server's own files do (from the sources or from the bundle in dist/). */
const requireFromServer = createRequire(serverPath('package.json'));

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

/** ioredis (the Redis client of pub/sub and the throttle store). */
export function redisPackage(): typeof IORedis {
  return requireFromServer('ioredis') as typeof IORedis;
}

/** BullMQ (the job runner with REDIS_URL). */
export function bullmqPackage(): typeof BullMQ {
  return requireFromServer('bullmq') as typeof BullMQ;
}
