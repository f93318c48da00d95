/**
 * Charts and reports (issue 6 item 6): a startup's metric series, a portfolio comparison of a program's startups on one
 * metric, and the metric report export as CSV and XLSX run as a background job with progress; who may see what.
 */
import { inflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthIndexAt, monthStartIn } from '../../src/modules/metrics/metric-periods.js';
import { ACME, closeTestDatabase, DEMO } from '../support/helpers.js';
import { fails, ok, startMetricsApp, type MetricsApp } from './support.js';

const SERIES = `query S($id: ID!, $metricIds: [ID!], $from: DateTime, $to: DateTime) { startupMetricSeries(startupId: $id, metricIds: $metricIds, from: $from, to: $to) {
  metric { _id key unitOfMeasure { unitType } } points { from to value numericValue dateValue } } }`;
const PORTFOLIO = `query P($metricId: ID!, $programId: ID, $periodFrom: DateTime!) { portfolioMetric(metricId: $metricId, programId: $programId, periodFrom: $periodFrom) {
  startup { _id name } from to value numericValue previousValue diff change } }`;
const EXPORT = `mutation E($format: ExportFormat!, $programId: ID, $from: DateTime, $to: DateTime) { exportMetricReport(format: $format, programId: $programId, from: $from, to: $to) { id state progress format url exportType } }`;
const JOB = `query J($id: ID!) { exportJob(id: $id) { id state progress fileName url rowCount error completedAt } }`;
const METRICS = `query { metrics { _id key } programs: metricCollections { program { _id name } } }`;

type Series = { startupMetricSeries: Array<{ metric: { _id: string; key: string; unitOfMeasure: { unitType: string } }; points: Array<{ from: string; to: string; value: string; numericValue: number | null; dateValue: string | null }> }> };
type Portfolio = { portfolioMetric: Array<{ startup: { name: string }; value: string | null; numericValue: number | null; previousValue: string | null; diff: number | null; change: number | null }> };
type Job = { id: string; state: string; progress: number; fileName: string | null; url: string | null; rowCount: number | null; error: string | null };

let t: MetricsApp;
let orbital: string;
let staff: string;
let metricId: Map<string, string>;
let spring: string;

/**
 * The 15th of the month `n` months before this one, counted in the demo tenant's zone — the zone the seed counts its
 * reporting months in. Counted in UTC, the test named the wrong months from 19:00 New York time on a month's last
 * day (UTC is already in the next month) and failed in those hours.
 */
const ZONE = 'America/New_York';
const monthsAgo = (n: number) => new Date(monthStartIn(monthIndexAt(new Date(), ZONE) - n, ZONE).getTime() + 14 * 86_400_000).toISOString();

beforeAll(async () => {
  t = await startMetricsApp();
  orbital = await t.startupId('demo', 'Orbital Labs');
  staff = await t.token(DEMO, 'staff@demo.test');
  const data = await ok<{ metrics: Array<{ _id: string; key: string }>; programs: Array<{ program: { _id: string; name: string } | null }> }>(t.app, DEMO, staff, METRICS);
  metricId = new Map(data.metrics.map((m) => [m.key, m._id]));
  spring = data.programs.find((p) => p.program?.name === 'Spring 2026 Cohort')!.program!._id;
});

afterAll(async () => {
  await t.close();
  await closeTestDatabase();
});

/** The entries of a zip archive (stored or deflated), read from its central directory. */
function unzip(buffer: Buffer): Map<string, Buffer> {
  const end = buffer.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = buffer.readUInt16LE(end + 10);
  let offset = buffer.readUInt32LE(end + 16);
  const out = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    expect(buffer.readUInt32LE(offset)).toBe(0x02014b50);
    const method = buffer.readUInt16LE(offset + 10);
    const size = buffer.readUInt32LE(offset + 20);
    const nameLength = buffer.readUInt16LE(offset + 28);
    const extra = buffer.readUInt16LE(offset + 30);
    const comment = buffer.readUInt16LE(offset + 32);
    const local = buffer.readUInt32LE(offset + 42);
    const name = buffer.toString('utf8', offset + 46, offset + 46 + nameLength);
    const dataStart = local + 30 + buffer.readUInt16LE(local + 26) + buffer.readUInt16LE(local + 28);
    const raw = buffer.subarray(dataStart, dataStart + size);
    out.set(name, method === 8 ? inflateRawSync(raw) : raw);
    offset += 46 + nameLength + extra + comment;
  }
  return out;
}

async function finished(token: string, id: string): Promise<Job> {
  await t.jobs.idle();
  return (await ok<{ exportJob: Job }>(t.app, DEMO, token, JOB, { id })).exportJob;
}

async function download(token: string, url: string): Promise<{ status: number; type: string | undefined; body: Buffer }> {
  const response = await t.app.inject({ method: 'GET', url, headers: { host: DEMO, authorization: `Bearer ${token}` } });
  return { status: response.statusCode, type: response.headers['content-type'] as string | undefined, body: response.rawPayload };
}

describe('a startup’s series', () => {
  it('by default: the metrics it reports over the last 12 months, oldest first', async () => {
    const { startupMetricSeries } = await ok<Series>(t.app, DEMO, await t.token(DEMO, 'cofounder@demo.test'), SERIES, { id: orbital });
    expect(startupMetricSeries).toHaveLength(12);
    const revenue = startupMetricSeries.find((s) => s.metric.key === 'revenue')!;
    expect(revenue.points.length).toBeGreaterThanOrEqual(9);
    const froms = revenue.points.map((p) => new Date(p.from).getTime());
    expect(froms).toEqual([...froms].sort((a, b) => a - b));
    expect(revenue.points.every((p) => p.numericValue === Number(p.value))).toBe(true);
    const fundraise = startupMetricSeries.find((s) => s.metric.key === 'lastFundraise')!;
    expect(fundraise.points[0]).toMatchObject({ numericValue: null, dateValue: expect.any(String) });
    const pilots = startupMetricSeries.find((s) => s.metric.key === 'pilots')!;
    for (const point of pilots.points) expect(new Date(point.to).getTime() - new Date(point.from).getTime()).toBeGreaterThan(80 * 86_400_000);
  });

  it('chosen metrics and range; a mentor of the startup may look, others may not', async () => {
    const mentor = await t.token(DEMO, 'mentor@demo.test');
    const { startupMetricSeries } = await ok<Series>(t.app, DEMO, mentor, SERIES, { id: orbital, metricIds: [metricId.get('customers')], from: monthsAgo(4), to: monthsAgo(2) });
    expect(startupMetricSeries.map((s) => s.metric.key)).toEqual(['customers']);
    expect(startupMetricSeries[0]!.points).toHaveLength(3);
    const solo = await t.startupId('demo', 'Solo Robotics');
    expect((await fails(t.app, DEMO, mentor, SERIES, { id: solo })).code).toBe('Forbidden');
    expect((await fails(t.app, DEMO, await t.token(DEMO, 'founder@demo.test'), SERIES, { id: orbital })).code).toBe('Forbidden');
    expect((await fails(t.app, DEMO, staff, SERIES, { id: orbital, from: monthsAgo(1), to: monthsAgo(3) })).code).toBe('ValidationError');
    expect((await fails(t.app, ACME, await t.token(ACME, 'admin@acme.test'), SERIES, { id: orbital })).code).toBe('NotFound');
  });
});

describe('portfolio comparison', () => {
  it("a program's startups on one metric for one period, highest first, with the change against the period before", async () => {
    const { portfolioMetric } = await ok<Portfolio>(t.app, DEMO, staff, PORTFOLIO, { metricId: metricId.get('customers'), programId: spring, periodFrom: monthsAgo(2) });
    expect(portfolioMetric.map((p) => p.startup.name)).toEqual(['Tidewater Health', 'Orbital Labs', 'Greenleaf Analytics']);
    expect(portfolioMetric.every((p) => p.diff === 2 && p.numericValue !== null)).toBe(true);
    const greenleaf = portfolioMetric.find((p) => p.startup.name === 'Greenleaf Analytics')!;
    expect(greenleaf.change).toBeCloseTo((2 / (Number(greenleaf.previousValue))) * 100, 2);
    // Last month: Orbital Labs has not reported yet, so it comes last without a value.
    const last = await ok<Portfolio>(t.app, DEMO, staff, PORTFOLIO, { metricId: metricId.get('customers'), programId: spring, periodFrom: monthsAgo(1) });
    expect(last.portfolioMetric.at(-1)).toMatchObject({ startup: { name: 'Orbital Labs' }, value: null, diff: null });
  });

  it('limited to the startups the viewer’s criterion covers; refused without the key', async () => {
    const mentor = await ok<Portfolio>(t.app, DEMO, await t.token(DEMO, 'mentor@demo.test'), PORTFOLIO, { metricId: metricId.get('revenue'), periodFrom: monthsAgo(2) });
    expect(mentor.portfolioMetric.map((p) => p.startup.name).sort()).toEqual(['Greenleaf Analytics', 'Orbital Labs']);
    expect((await fails(t.app, DEMO, await t.token(DEMO, 'applicant@demo.test'), PORTFOLIO, { metricId: metricId.get('revenue'), periodFrom: monthsAgo(2) })).code).toBe('Forbidden');
    expect((await fails(t.app, DEMO, staff, PORTFOLIO, { metricId: '00000000-0000-4000-8000-000000000000', periodFrom: monthsAgo(2) })).code).toBe('NotFound');
    const acmeAdmin = await t.token(ACME, 'admin@acme.test');
    expect((await fails(t.app, ACME, acmeAdmin, PORTFOLIO, { metricId: metricId.get('revenue'), periodFrom: monthsAgo(2) })).code).toBe('NotFound');
  });
});

describe('the metric report export (background job)', () => {
  it('CSV: queued, then completed with progress 100 and a file of every value of the program’s startups', async () => {
    const { exportMetricReport } = await ok<{ exportMetricReport: Job & { format: string; exportType: string } }>(t.app, DEMO, staff, EXPORT, { format: 'csv', programId: spring });
    expect(exportMetricReport).toMatchObject({ state: 'queued', progress: 0, format: 'csv', exportType: 'metrics', url: null });
    const job = await finished(staff, exportMetricReport.id);
    expect(job).toMatchObject({ state: 'completed', progress: 100, error: null, fileName: expect.stringMatching(/^metrics-report-\d{4}-\d{2}-\d{2}\.csv$/) });
    const file = await download(staff, job.url!);
    expect(file.status).toBe(200);
    expect(file.type).toMatch(/^text\/csv/);
    const lines = file.body.toString('utf8').replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Startup,Metric,Category,Unit,Period start,Period end,Value');
    expect(lines.length - 1).toBe(job.rowCount);
    expect(new Set(lines.slice(1).map((l) => l.split(',')[0]))).toEqual(new Set(['Greenleaf Analytics', 'Orbital Labs', 'Tidewater Health']));
    expect(lines).toContainEqual(expect.stringMatching(/^Orbital Labs,Last fundraise,Finance,DATE,\d{4}-\d{2}-01,\d{4}-\d{2}-\d{2},2025-0\d-14$/));
    expect(lines).toContainEqual(expect.stringMatching(/^Orbital Labs,Pilots running,Traction,pilots,\d{4}-\d{2}-01,\d{4}-\d{2}-\d{2},\d+$/));
  });

  it('XLSX: a valid Office Open XML workbook with the same rows', async () => {
    const { exportMetricReport } = await ok<{ exportMetricReport: Job }>(t.app, DEMO, staff, EXPORT, { format: 'xlsx', programId: spring, from: monthsAgo(3), to: monthsAgo(2) });
    const job = await finished(staff, exportMetricReport.id);
    expect(job).toMatchObject({ state: 'completed', progress: 100 });
    const file = await download(staff, job.url!);
    expect(file.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const parts = unzip(file.body);
    // exceljs (D-100) writes document properties and a theme besides the parts a workbook needs, and text as t="str".
    expect([...parts.keys()].sort()).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'docProps/app.xml',
      'docProps/core.xml',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/theme/theme1.xml',
      'xl/workbook.xml',
      'xl/worksheets/sheet1.xml',
    ]);
    const sheet = parts.get('xl/worksheets/sheet1.xml')!.toString('utf8');
    expect(sheet).toMatch(/<c r="A1"[^>]* t="str"><v>Startup<\/v><\/c>/);
    expect(sheet).toMatch(/<c r="A\d+" t="str"><v>Orbital Labs<\/v><\/c>/);
    expect(sheet.match(/<row /g)).toHaveLength(job.rowCount! + 1);
    expect(sheet).toMatch(/<c r="G2"><v>\d+(\.\d+)?<\/v><\/c>/);
    expect(parts.get('xl/workbook.xml')!.toString('utf8')).toMatch(/<sheet [^>]*name="Metrics"/);
    // And a full reader opens it: one sheet, the header row, as many rows.
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.body as unknown as ArrayBuffer);
    expect(book.worksheets.map((w) => w.name)).toEqual(['Metrics']);
    expect(book.worksheets[0]!.getRow(1).values).toEqual([undefined, 'Startup', 'Metric', 'Category', 'Unit', 'Period start', 'Period end', 'Value']);
    expect(book.worksheets[0]!.actualRowCount).toBe(job.rowCount! + 1);
  });

  it('only the requester (or an administrator) sees the job; the key is needed to export; bad input refused', async () => {
    const { exportMetricReport } = await ok<{ exportMetricReport: Job }>(t.app, DEMO, staff, EXPORT, { format: 'csv' });
    await finished(staff, exportMetricReport.id);
    expect((await ok<{ exportJob: Job }>(t.app, DEMO, await t.token(DEMO, 'admin@demo.test'), JOB, { id: exportMetricReport.id })).exportJob.state).toBe('completed');
    expect((await fails(t.app, DEMO, await t.token(DEMO, 'mentor@demo.test'), JOB, { id: exportMetricReport.id })).code).toBe('NotFound');
    expect((await fails(t.app, ACME, await t.token(ACME, 'admin@acme.test'), JOB, { id: exportMetricReport.id })).code).toBe('NotFound');
    expect((await fails(t.app, DEMO, await t.token(DEMO, 'applicant@demo.test'), EXPORT, { format: 'csv' })).code).toBe('Forbidden');
    expect((await fails(t.app, DEMO, staff, EXPORT, { format: 'csv', from: monthsAgo(1), to: monthsAgo(3) })).code).toBe('ValidationError');
    expect((await fails(t.app, DEMO, staff, EXPORT, { format: 'csv', programId: '00000000-0000-4000-8000-000000000000' })).code).toBe('ValidationError');
    expect((await fails(t.app, DEMO, staff, EXPORT, { format: 'pdf' })).message).toMatch(/ExportFormat/);
  });

  it("the export history (myExportJobs): the viewer's own runs, newest first, with the file once done; no one else's", async () => {
    const MINE = 'query { myExportJobs { id exportType format state url createdAt } }';
    const coach = await t.token(DEMO, 'coach@demo.test');
    const before = (await ok<{ myExportJobs: Array<{ id: string }> }>(t.app, DEMO, coach, MINE)).myExportJobs;
    expect(before).toEqual([]);
    // The staff member's runs (earlier tests and two here): theirs alone, newest first, each file signed for them.
    const first = (await ok<{ exportMetricReport: Job }>(t.app, DEMO, staff, EXPORT, { format: 'csv' })).exportMetricReport;
    await finished(staff, first.id);
    const second = (await ok<{ exportMetricReport: Job }>(t.app, DEMO, staff, EXPORT, { format: 'xlsx' })).exportMetricReport;
    await finished(staff, second.id);
    const mine = (await ok<{ myExportJobs: Array<Job & { exportType: string; format: string; createdAt: string }> }>(t.app, DEMO, staff, MINE)).myExportJobs;
    expect(mine.slice(0, 2).map((j) => [j.id, j.format, j.state])).toEqual([[second.id, 'xlsx', 'completed'], [first.id, 'csv', 'completed']]);
    expect(mine.map((j) => Date.parse(j.createdAt))).toEqual([...mine.map((j) => Date.parse(j.createdAt))].sort((a, b) => b - a));
    expect((await download(staff, mine[0]!.url!)).status).toBe(200);
    // Not the administrator's list (they may open a job by id, not see it among theirs), nor another tenant's, nor a visitor's.
    const admin = (await ok<{ myExportJobs: Array<{ id: string }> }>(t.app, DEMO, await t.token(DEMO, 'admin@demo.test'), MINE)).myExportJobs;
    expect(admin.map((j) => j.id)).not.toContain(second.id);
    expect((await ok<{ myExportJobs: unknown[] }>(t.app, ACME, await t.token(ACME, 'admin@acme.test'), MINE)).myExportJobs).toEqual([]);
    expect((await fails(t.app, DEMO, undefined, MINE)).code).toBe('AuthenticationRequiredError');
  });

  it('a mentor exports only the startups assigned to them', async () => {
    const mentor = await t.token(DEMO, 'mentor@demo.test');
    const { exportMetricReport } = await ok<{ exportMetricReport: Job }>(t.app, DEMO, mentor, EXPORT, { format: 'csv' });
    const job = await finished(mentor, exportMetricReport.id);
    const lines = (await download(mentor, job.url!)).body.toString('utf8').replace(/^\uFEFF/, '').trim().split('\r\n').slice(1);
    expect(new Set(lines.map((l) => l.split(',')[0]))).toEqual(new Set(['Greenleaf Analytics', 'Orbital Labs']));
  });
});
