/** @jest-environment node */
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { evidence, vulnerabilityMonthlyFigures } from '@/lib/db/schema';
import { FORBIDDEN_MESSAGE } from '@/lib/domain/permissions';
import type { ReportedFinding } from '@/lib/domain/vulnerabilities/sync';
import { readCheckStandings } from '@/lib/workspace/checks';
import { tasksOf } from '@/lib/workspace/tasks';
import {
  applySourceReport,
  approveVulnerabilityException,
  fileDueMonthlyFigures,
  fileMonthlyFigures,
  importFindingsFile,
  listFindings,
  openFindings,
  OWN_EXCEPTION_REFUSAL,
  requestVulnerabilityException,
  setAssetOwner,
  setDeadlines,
} from '@/lib/workspace/vulnerabilities';
import type { Member } from '@/lib/workspace/member';
import { founder, joinAs, refusal, UNKNOWN_ID, withThrowAwayDatabase } from '../fixtures';

withThrowAwayDatabase('workspace-vulnerabilities');

const day = (text: string) => new Date(`${text}T09:00:00Z`);
const march = day('2026-03-02');
const lodash = { asset: 'acme/web', identifier: 'CVE-2026-1001', title: 'lodash', severity: 'critical' as const };
const semver = { asset: 'acme/api', identifier: 'GHSA-aaaa-bbbb-cccc', title: 'semver', severity: 'high' as const };
const dependabot = (findings: ReportedFinding[]) => ({ source: 'github:dependabot', complete: true, findings });

let admin: Member;
let secondAdmin: Member;
let editor: Member;
let viewer: Member;

beforeAll(async () => {
  admin = await founder('Vulnerability admin');
  secondAdmin = await joinAs(admin, 'admin');
  editor = await joinAs(admin, 'member');
  viewer = await joinAs(admin, 'viewer');
});

describe('reports of a source', () => {
  it('keeps a finding once across syncs and fixes it on the day a full sync no longer lists it', async () => {
    const owner = await founder('Sync owner');
    await applySourceReport(owner, dependabot([lodash, semver]), day('2026-03-01'));
    await applySourceReport(owner, dependabot([lodash, semver]), day('2026-03-02'));
    expect(await listFindings(owner, '2026-03-02')).toHaveLength(2);
    const outcome = await applySourceReport(owner, dependabot([semver]), day('2026-03-04'));
    expect(outcome).toEqual({ source: 'github:dependabot', created: 0, updated: 1, fixed: 1 });
    const [fixed] = await listFindings(owner, '2026-03-04', 'fixed');
    expect(fixed).toMatchObject({ identifier: 'CVE-2026-1001', firstSeenOn: '2026-03-01', fixedOn: '2026-03-04', state: 'fixed' });
    expect((await listFindings(owner, '2026-03-04')).map((finding) => finding.identifier)).toEqual(['GHSA-aaaa-bbbb-cccc']);
  });

  it('computes due days from the organization’s deadlines, which only admins change', async () => {
    const owner = await founder('Deadline owner');
    const member = await joinAs(owner, 'member');
    await applySourceReport(owner, dependabot([lodash]), day('2026-01-31'));
    expect((await listFindings(owner, '2026-02-01'))[0]!.dueOn).toBe('2026-02-07');
    expect((await refusal(setDeadlines(member, { critical: 1, high: 2, medium: 3, low: 4 }))).message).toBe(FORBIDDEN_MESSAGE);
    await setDeadlines(owner, { critical: 30, high: 60, medium: 90, low: 180 });
    expect((await listFindings(owner, '2026-02-01'))[0]!.dueOn).toBe('2026-03-02');
  });

  it('refuses viewers’ writes', async () => {
    expect((await refusal(applySourceReport(viewer, dependabot([lodash])))).message).toBe(FORBIDDEN_MESSAGE);
    expect(await refusal(setAssetOwner(viewer, 'acme/web', ''))).toMatchObject({ kind: 'forbidden' });
    const file = { format: 'csv' as const, text: 'asset,identifier,severity\na,b,high', asset: null, source: null, complete: true };
    expect((await refusal(importFindingsFile(viewer, file))).kind).toBe('forbidden');
    expect(
      (await refusal(requestVulnerabilityException(viewer, { findingId: UNKNOWN_ID, reason: 'x', expiresOn: '2099-01-01' }))).kind,
    ).toBe('forbidden');
  });

  it('keeps each organization’s findings to itself', async () => {
    const stranger = await founder('Stranger');
    await applySourceReport(stranger, dependabot([{ ...lodash, identifier: 'CVE-2026-9999' }]), day('2026-03-01'));
    const theirs = (await listFindings(stranger, '2026-03-01'))[0]!;
    expect((await listFindings(admin, '2026-03-01')).some((finding) => finding.id === theirs.id)).toBe(false);
    const asked = refusal(
      requestVulnerabilityException(admin, { findingId: theirs.id, reason: 'Not ours', expiresOn: '2026-04-01' }, march),
    );
    expect((await asked).kind).toBe('not-found');
    const mine = await requestVulnerabilityException(
      stranger,
      { findingId: theirs.id, reason: 'Vendor fix pending', expiresOn: '2026-04-01' },
      march,
    );
    expect((await refusal(approveVulnerabilityException(admin, mine.id))).kind).toBe('not-found');
    expect((await refusal(setAssetOwner(admin, 'acme/web', stranger.id))).kind).toBe('not-found');
  });
});

describe('exceptions, tasks, the check and the dashboard figure', () => {
  let findingId: string;

  beforeAll(async () => {
    await applySourceReport(admin, dependabot([lodash, semver]), day('2026-03-01'));
    findingId = (await listFindings(admin, '2026-03-01')).find((finding) => finding.identifier === lodash.identifier)!.id;
  });

  it('makes an overdue finding a task of its asset’s owner, the admins’ when nobody owns it', async () => {
    const today = '2026-03-10';
    expect((await openFindings(admin, today)).open.map((finding) => [finding.identifier, finding.state])).toEqual([
      ['GHSA-aaaa-bbbb-cccc', 'open'],
      ['CVE-2026-1001', 'overdue'],
    ]);
    const adminTasks = (await tasksOf(admin, today)).filter((task) => task.kind === 'vulnerability');
    expect(adminTasks).toEqual([expect.objectContaining({ title: 'CVE-2026-1001 on acme/web', dueOn: '2026-03-08', overdue: true })]);
    expect((await tasksOf(editor, today)).some((task) => task.kind === 'vulnerability')).toBe(false);
    await setAssetOwner(admin, 'acme/web', editor.id);
    expect((await tasksOf(editor, today)).filter((task) => task.kind === 'vulnerability')).toHaveLength(1);
    expect((await tasksOf(admin, today)).some((task) => task.kind === 'vulnerability')).toBe(false);
  });

  it('fails the deadline check on VUL-01 while a finding is overdue', async () => {
    expect((await readCheckStandings(admin, '2026-03-10')).failing.get('VUL-01')).toContain(
      'No vulnerability finding stays open past its deadline',
    );
    expect((await readCheckStandings(admin, '2026-03-05')).failing.has('VUL-01')).toBe(false);
  });

  it('refuses an exception approved by the person who asked for it', async () => {
    const asked = await requestVulnerabilityException(
      admin,
      { findingId, reason: 'Vendor patch due in April', expiresOn: '2026-04-30' },
      march,
    );
    const refused = await refusal(approveVulnerabilityException(admin, asked.id));
    expect(refused).toMatchObject({ kind: 'forbidden', message: OWN_EXCEPTION_REFUSAL });
    expect((await refusal(approveVulnerabilityException(editor, asked.id))).message).toBe(FORBIDDEN_MESSAGE);
    await approveVulnerabilityException(secondAdmin, asked.id);
    expect((await refusal(approveVulnerabilityException(secondAdmin, asked.id))).kind).toBe('conflict');
  });

  it('keeps an excepted finding from being overdue until its exception expires', async () => {
    const owner = await founder('Expiry owner');
    const other = await joinAs(owner, 'admin');
    await applySourceReport(owner, dependabot([lodash]), day('2026-03-01'));
    const [finding] = await listFindings(owner, '2026-03-01');
    const asked = await requestVulnerabilityException(
      owner,
      { findingId: finding!.id, reason: 'Compensating WAF rule', expiresOn: '2026-03-20' },
      day('2026-03-02'),
    );
    await approveVulnerabilityException(other, asked.id);
    expect((await openFindings(owner, '2026-03-20')).open[0]!.state).toBe('excepted');
    expect((await tasksOf(owner, '2026-03-20')).some((task) => task.kind === 'vulnerability')).toBe(false);
    expect((await openFindings(owner, '2026-03-21')).open[0]!.state).toBe('overdue');
    expect((await tasksOf(owner, '2026-03-21')).some((task) => task.kind === 'vulnerability')).toBe(true);
  });

  it('refuses an exception that ends today or more than a year on', async () => {
    const now = day('2026-03-02');
    expect((await refusal(requestVulnerabilityException(admin, { findingId, reason: 'x', expiresOn: '2026-03-02' }, now))).kind).toBe(
      'invalid',
    );
    expect((await refusal(requestVulnerabilityException(admin, { findingId, reason: 'x', expiresOn: '2027-03-03' }, now))).kind).toBe(
      'invalid',
    );
  });
});

describe('monthly figures', () => {
  it('files last month’s figures once as evidence linked to VUL-01', async () => {
    const owner = await founder('Figures owner');
    await applySourceReport(owner, dependabot([lodash, semver]), day('2026-01-20'));
    await applySourceReport(owner, dependabot([semver]), day('2026-02-10'));
    const figures = await fileMonthlyFigures(owner.organizationId, '2026-02', day('2026-03-01'));
    expect(figures).toMatchObject({
      month: '2026-02',
      openAtMonthEnd: { critical: 0, high: 1, medium: 0, low: 0 },
      fixedWithinDeadline: 0,
      fixedPastDeadline: 1,
      medianDaysToFix: 21,
    });
    expect(await fileMonthlyFigures(owner.organizationId, '2026-02', day('2026-03-01'))).toBeNull();
    const db = await getDb();
    const rows = await db
      .select()
      .from(vulnerabilityMonthlyFigures)
      .where(eq(vulnerabilityMonthlyFigures.organizationId, owner.organizationId));
    expect(rows).toHaveLength(1);
    const items = await db
      .select({ name: evidence.name })
      .from(evidence)
      .where(and(eq(evidence.organizationId, owner.organizationId), eq(evidence.id, rows[0]!.evidenceId!)));
    expect(items).toEqual([{ name: 'Vulnerability figures of 2026-02' }]);
  });

  it('files every due organization from the schedule, and nothing again on the next run', async () => {
    const owner = await founder('Scheduled figures');
    await applySourceReport(owner, dependabot([lodash]), new Date(Date.now() - 40 * 24 * 3600 * 1000));
    const now = new Date();
    expect(await fileDueMonthlyFigures(now)).toBeGreaterThanOrEqual(1);
    expect(await fileDueMonthlyFigures(now)).toBe(0);
  });
});
