import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { constants } from 'node:fs';
import { open, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { expect, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { readZip } from '../../unit/reports/zip-support';

// Reading back the files reports and auditor packages are made of, as a person opening them would: the text of a
// PDF, the sheets of a workbook, the XML of a Word document, the entries of a ZIP and `npm run verify-package`.

const root = process.cwd();

/** The Recent reports table's rows. */
export const reportRows = (page: Page) => page.getByRole('table', { name: 'Recent reports' }).locator('tbody tr');

/** The row of the report named `name` (exactly one such row is expected). */
export const reportRow = (page: Page, name: string) => reportRows(page).filter({ has: page.getByText(name, { exact: true }) });

/** A file the browser downloaded: the name it suggested and its bytes. */
export type Downloaded = { name: string; path: string; bytes: Buffer };

/** Clicks `link` and answers the file the browser saves. */
export async function download(page: Page, link: Locator): Promise<Downloaded> {
  const downloading = page.waitForEvent('download');
  await link.click();
  const file = await downloading;
  const path = await file.path();
  return { name: file.suggestedFilename(), path, bytes: await readFile(path) };
}

/** Collapses runs of white space, as text extracted from a document breaks lines where its layout did. */
export const flat = (text: string) => text.replace(/\s+/g, ' ');

/**
 * The text of each page of a PDF, as pdf.js reads it (through pdf-parse). pdf.js is ES modules only and loads its
 * worker with import(), so the reading runs in a Node.js process of its own (as in the unit tests).
 */
export function pdfPages(pdf: Uint8Array): Promise<string[]> {
  const script = `
    import { PDFParse } from 'pdf-parse';
    const chunks = [];
    for await (const chunk of process.stdin) chunks.push(chunk);
    const parser = new PDFParse({ data: new Uint8Array(Buffer.concat(chunks)) });
    try {
      const result = await parser.getText();
      process.stdout.write(JSON.stringify(result.pages.map((page) => page.text)));
    } finally {
      await parser.destroy();
    }`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '--eval', script], { cwd: root });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(JSON.parse(out) as string[]) : reject(new Error(`The PDF could not be read (${code}): ${err}`)),
    );
    child.stdin.end(Buffer.from(pdf));
  });
}

/** An Excel workbook read with exceljs. */
export async function workbookOf(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  return workbook;
}

/** The text of a Word document: every run of word/document.xml, in order, with the XML entities read. */
export async function docxText(path: string): Promise<string> {
  const xml = (await readZip(path)).get('word/document.xml')?.toString('utf8');
  if (xml === undefined) throw new Error(`${path} has no word/document.xml`);
  return [...xml.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g)]
    .map((match) => match[1]!)
    .join(' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

/** `npm run verify-package -- <file>`: its exit code and everything it printed. */
export function verifyPackage(file: string): { status: number | null; output: string } {
  const result = spawnSync('npm', ['run', '--silent', 'verify-package', '--', file], { cwd: root, encoding: 'utf8', timeout: 120_000 });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/**
 * Opens the database of a stopped server's data folder directly (the folder's lock is free once it stopped) and
 * runs `work` on it, closing it afterwards.
 */
export async function withStoppedDatabase<T>(dataDir: string, work: (db: PGlite) => Promise<T>): Promise<T> {
  const db = await PGlite.create(join(dataDir, 'pglite'));
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}

/** The demo organization's id in a stopped server's database (the embedded backend seeds it on first start). */
export async function demoOrganizationId(db: PGlite): Promise<string> {
  const { rows } = await db.query<{ id: string }>(`select organization_id as id from members where email = 'demo@example.com'`);
  expect(rows).toHaveLength(1);
  return rows[0]!.id;
}

/** A report request written straight into a stopped server's database, as the Generate Report form stores one. */
export type QueuedReport = { name: string; type?: string; frameworks?: string[]; format?: 'pdf' | 'excel' | 'word' | 'zip' };

/**
 * Queues reports of the demo organization in a stopped server's database, Generating and unclaimed, requested
 * in the order given (the last is the newest: listed first, run last), over the last 90 days. Each is requested
 * after every report already there, even one the seed stamped a moment ago, so the order never rests on the clock.
 */
export async function queueReports(db: PGlite, organizationId: string, queued: readonly QueuedReport[]): Promise<void> {
  for (const [index, report] of queued.entries()) {
    await db.query(
      `insert into reports (organization_id, name, type, frameworks, start_on, end_on, format, status, created_at)
       select $1, $2, $3, $4::jsonb, current_date - 90, current_date, $5, 'generating',
              greatest(now() - $6::int * interval '1 second', max(created_at) + interval '1 millisecond')
       from reports where organization_id = $1`,
      [
        organizationId,
        report.name,
        report.type ?? 'framework',
        JSON.stringify(report.frameworks ?? ['soc2']),
        report.format ?? 'pdf',
        queued.length - index,
      ],
    );
  }
}

/** The name of the auditor package that holds the report jobs of a server prepared by `holdReportJobs`. */
export const HOLDING_PACKAGE = 'SOC 2 package held open';

/**
 * Holds a stopped server's report jobs (one runs at a time, oldest first) until the test releases them, with no
 * switch in the product: the demo organization's verified SOC 2 evidence file "Access Control Logs Q4" is
 * replaced by a named pipe, and an auditor package of SOC 2 that packs it is queued before `queued`. Once the
 * server runs, that package's job opens the pipe and waits there for a writer, so every report queued after it
 * stays Generating, for as long as the test needs. `release()` opens the pipe for writing once the job waits on
 * it: the job then finds no regular file there and the package ends Failed, "missing from storage"; the
 * reports behind it run as usual.
 */
export async function holdReportJobs(dataDir: string, queued: readonly QueuedReport[]): Promise<{ release: () => Promise<void> }> {
  const pipe = await withStoppedDatabase(dataDir, async (db) => {
    const organizationId = await demoOrganizationId(db);
    const { rows } = await db.query<{ key: string }>(
      `select f.storage_key as key from evidence_files f join evidence e on e.id = f.evidence_id
       where e.organization_id = $1 and e.name = 'Access Control Logs Q4' and e.status = 'verified' and f.storage_key is not null`,
      [organizationId],
    );
    expect(rows).toHaveLength(1);
    await queueReports(db, organizationId, [{ name: HOLDING_PACKAGE, type: 'auditor-package', format: 'zip' }, ...queued]);
    return join(dataDir, 'files', rows[0]!.key);
  });
  await rm(pipe);
  execFileSync('mkfifo', [pipe]);
  return {
    async release() {
      // Opening the writing end without waiting fails (ENXIO) until the job has opened the reading end.
      await expect(async () => {
        const writer = await open(pipe, constants.O_WRONLY | constants.O_NONBLOCK);
        await writer.close();
      }).toPass({ timeout: 60_000 });
    },
  };
}
