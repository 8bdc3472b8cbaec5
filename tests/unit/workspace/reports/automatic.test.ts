/** @jest-environment node */
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { activity, organizationFrameworks, reports } from '@/lib/db/schema';
import { addMonths } from '@/lib/domain/reports/automatic';
import type { FrameworkSettings } from '@/lib/schemas/frameworks/settings';
import { addFrameworks, frameworkSettings, saveFrameworkSettings } from '@/lib/workspace/frameworks';
import type { Member } from '@/lib/workspace/member';
import { distributeReadyReports, distributeReport, drainReportJobs } from '@/lib/workspace/reports';
import { requestAutomaticReport, requestDueAutomaticReports } from '@/lib/workspace/reports';
import { founder, withThrowAwayDatabase } from '../fixtures';
import { readOutboxLetter } from '../../../support/outbox-letter';

withThrowAwayDatabase('automatic-reports');
// lib/env.ts reads the environment once, on first use: the links in the letters point here.
process.env.SITE_URL = 'https://compliance.example.com';
jest.setTimeout(60_000);

const DAY = 86_400_000;
const months = (n: number) => n * 31 * DAY;

let admin: Member;
let outsider: Member;

beforeAll(async () => {
  admin = await founder('Scheduler', 'Schedule Org');
  outsider = await founder('Outsider', 'Outside Org');
  await addFrameworks(admin, ['soc2', 'gdpr', 'pci-dss', 'iso27001']);
  await addFrameworks(outsider, ['soc2']);
});

const save = async (member: Member, frameworkId: string, patch: Partial<FrameworkSettings>) => {
  const record = (await frameworkSettings(member, frameworkId))!;
  return saveFrameworkSettings(member, frameworkId, { ...record.settings, ...patch }, record.version);
};

async function markerOf(member: Member, frameworkId: string): Promise<Date | null> {
  const [row] = await (
    await getDb()
  )
    .select({ from: organizationFrameworks.autoReportsFrom })
    .from(organizationFrameworks)
    .where(and(eq(organizationFrameworks.organizationId, member.organizationId), eq(organizationFrameworks.frameworkId, frameworkId)));
  return row!.from;
}

async function setMarker(member: Member, frameworkId: string, from: Date | null): Promise<void> {
  await (
    await getDb()
  )
    .update(organizationFrameworks)
    .set({ autoReportsFrom: from })
    .where(and(eq(organizationFrameworks.organizationId, member.organizationId), eq(organizationFrameworks.frameworkId, frameworkId)));
}

const reportsOf = async (member: Member) => (await getDb()).select().from(reports).where(eq(reports.organizationId, member.organizationId));

const activityOf = async (member: Member, action: string) =>
  (await getDb())
    .select()
    .from(activity)
    .where(and(eq(activity.organizationId, member.organizationId), eq(activity.action, action)));

const outbox = () => join(process.env.DATA_DIR!, 'outbox');
const letters = () => {
  try {
    return readdirSync(outbox()).map((name) => readOutboxLetter(join(outbox(), name)));
  } catch {
    return [];
  }
};

describe('saving automatic report generation', () => {
  it('starts the period when turned on, keeps it on other saves, and stops it when turned off', async () => {
    expect(await markerOf(admin, 'iso27001')).toBeNull();
    const before = Date.now();
    await save(admin, 'iso27001', { autoReports: true });
    const started = await markerOf(admin, 'iso27001');
    expect(started!.getTime()).toBeGreaterThanOrEqual(before);
    const saved = await save(admin, 'iso27001', { description: 'Another description', compliancePeriod: '6' });
    expect(await markerOf(admin, 'iso27001')).toEqual(started);
    expect(saved.nextAutomaticReport).toEqual(addMonths(started!, 6));
    expect((await frameworkSettings(admin, 'iso27001'))!.nextAutomaticReport).toEqual(addMonths(started!, 6));
    expect((await save(admin, 'iso27001', { autoReports: false })).nextAutomaticReport).toBeNull();
    expect(await markerOf(admin, 'iso27001')).toBeNull();
    expect((await frameworkSettings(admin, 'iso27001'))!.nextAutomaticReport).toBeNull();
    // Never saved: the defaults show automatic reports on, but nothing counts until they are saved.
    expect((await frameworkSettings(admin, 'gdpr'))!).toMatchObject({ stored: false, nextAutomaticReport: null });
  });
});

describe('the periodic check', () => {
  it('requests nothing before a period has passed, then one framework report in the default format', async () => {
    await save(admin, 'soc2', {
      autoReports: true,
      compliancePeriod: '6',
      reportFormat: 'excel',
      reportDistribution: 'ciso@example.com, audit@example.com, CISO@example.com',
    });
    await save(outsider, 'soc2', { autoReports: true, compliancePeriod: '6' });
    const outsiderMarker = await markerOf(outsider, 'soc2');
    const now = new Date();
    expect(await requestDueAutomaticReports(now)).toBe(0);
    expect(await reportsOf(admin)).toHaveLength(0);

    const from = new Date(now.getTime() - months(6));
    await setMarker(admin, 'soc2', from);
    expect(await requestDueAutomaticReports(now)).toBe(1);
    const [report] = await reportsOf(admin);
    expect(report).toMatchObject({
      type: 'framework',
      frameworks: ['soc2'],
      format: 'excel',
      status: 'generating',
      requestedBy: null,
      startOn: from.toISOString().slice(0, 10),
      endOn: now.toISOString().slice(0, 10),
      distributeTo: ['ciso@example.com', 'audit@example.com'],
    });
    expect(report!.name).toBe(`SOC 2 Type II compliance report ${report!.startOn} to ${report!.endOn}`);
    expect(await markerOf(admin, 'soc2')).toEqual(now);
    const requested = await activityOf(admin, 'report.created');
    expect(requested.map((row) => [row.actorName, row.recordId])).toEqual([['Automatic reports', report!.id]]);

    // The same check again, or from another process for the same period: nothing more.
    expect(await requestDueAutomaticReports(now)).toBe(0);
    expect(await requestDueAutomaticReports(new Date(now.getTime() + DAY))).toBe(0);
    expect(await reportsOf(admin)).toHaveLength(1);
    // The other organization's framework kept its own period.
    expect(await reportsOf(outsider)).toHaveLength(0);
    expect(await markerOf(outsider, 'soc2')).toEqual(outsiderMarker);
  });

  it('never requests one for a framework with the setting off or never saved', async () => {
    await save(admin, 'gdpr', { autoReports: false });
    await setMarker(admin, 'gdpr', new Date(Date.now() - months(30)));
    await setMarker(admin, 'pci-dss', new Date(Date.now() - months(30)));
    const before = (await reportsOf(admin)).length;
    expect(await requestDueAutomaticReports()).toBe(0);
    expect(await reportsOf(admin)).toHaveLength(before);
    await setMarker(admin, 'gdpr', null);
    await setMarker(admin, 'pci-dss', null);
  });

  it('starts counting a framework saved on before the period was kept', async () => {
    await save(admin, 'pci-dss', { autoReports: true, compliancePeriod: '12', reportDistribution: '' });
    await setMarker(admin, 'pci-dss', null);
    const now = new Date();
    await requestDueAutomaticReports(now);
    expect(await markerOf(admin, 'pci-dss')).toEqual(now);
  });

  it('gives a period to one of two claims made at once', async () => {
    const from = new Date(Date.now() - months(13));
    await setMarker(admin, 'pci-dss', from);
    const record = (await frameworkSettings(admin, 'pci-dss'))!;
    const candidate = { organizationId: admin.organizationId, frameworkId: 'pci-dss', from, settings: record.settings };
    const before = (await reportsOf(admin)).length;
    const now = new Date();
    const claims = await Promise.all([requestAutomaticReport(candidate, now), requestAutomaticReport(candidate, now)]);
    expect(claims.filter(Boolean)).toHaveLength(1);
    const made = (await reportsOf(admin)).slice(before);
    expect(made.map((report) => report.frameworks)).toEqual([['pci-dss']]);
    // A claim holding another organization's marker does not touch this one.
    expect(await requestAutomaticReport({ ...candidate, organizationId: outsider.organizationId }, now)).toBeNull();
  });
});

describe('the letters of a ready report', () => {
  it('are written once to each distribution address, with the link to the download, and logged', async () => {
    rmSync(outbox(), { recursive: true, force: true });
    await drainReportJobs();
    const [report] = (await reportsOf(admin)).filter((row) => row.frameworks[0] === 'soc2');
    expect(report).toMatchObject({ status: 'generated', distributeTo: null });
    const written = letters();
    // The PCI DSS report has no distribution: two letters in all.
    expect(written).toHaveLength(2);
    expect(written.map((letter) => letter.split('\n')[0]).sort()).toEqual(['To: audit@example.com', 'To: ciso@example.com']);
    for (const letter of written) {
      expect(letter).toContain(`Subject: Report ready: ${report!.name}`);
      expect(letter).toContain(`https://compliance.example.com/manage/reports/${report!.id}/download`);
    }
    const logged = await activityOf(admin, 'report.distributed');
    expect(logged.map((row) => row.summary).sort()).toEqual([
      `Wrote to audit@example.com that the report ${report!.name} is ready`,
      `Wrote to ciso@example.com that the report ${report!.name} is ready`,
    ]);
    expect(logged.every((row) => row.recordId === report!.id && row.actorName === 'Report distribution')).toBe(true);
    expect(await activityOf(outsider, 'report.distributed')).toHaveLength(0);

    // Written once: a second attempt (another process, the periodic check) writes nothing.
    expect(await distributeReport(report!.id)).toBe(0);
    expect(await distributeReadyReports()).toBe(0);
    expect(letters()).toHaveLength(2);
  });

  it('still waiting after a stop are written by the periodic check, never before the file is ready', async () => {
    const [report] = (await reportsOf(admin)).filter((row) => row.frameworks[0] === 'soc2');
    const db = await getDb();
    await db
      .update(reports)
      .set({ distributeTo: ['late@example.com'], status: 'failed' })
      .where(eq(reports.id, report!.id));
    expect(await distributeReadyReports()).toBe(0);
    await db.update(reports).set({ status: 'generated' }).where(eq(reports.id, report!.id));
    expect(await distributeReadyReports()).toBe(1);
    expect(letters().filter((letter) => letter.startsWith('To: late@example.com'))).toHaveLength(1);
  });
});
