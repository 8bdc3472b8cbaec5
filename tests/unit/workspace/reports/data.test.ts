/** @jest-environment node */
import { and, eq } from 'drizzle-orm';
import { libraryControls } from '@/lib/catalog/controls';
import { libraryFrameworks } from '@/lib/catalog/library';
import { getDb } from '@/lib/db/client';
import { organizationFrameworks } from '@/lib/db/schema';
import { controlsByRequirement } from '@/lib/domain/frameworks/scores';
import type { ReportData } from '@/lib/reports/data';
import type { AuditSchedule } from '@/lib/schemas/audits/records';
import type { PolicyCreate } from '@/lib/schemas/policies/records';
import { scheduleAudit } from '@/lib/workspace/audits';
import { editAudit } from '@/lib/workspace/audits';
import { closeCcpaIssue, createCcpaIssue } from '@/lib/workspace/ccpa-issues';
import { setControlState } from '@/lib/workspace/frameworks';
import { archiveEvidence, createEvidence, linkEvidenceControl, verifyEvidence } from '@/lib/workspace/evidence';
import { addFrameworks, listOrganizationFrameworks } from '@/lib/workspace/frameworks';
import type { Member } from '@/lib/workspace/member';
import { createPolicy } from '@/lib/workspace/policies';
import { approvePolicy, submitPolicy } from '@/lib/workspace/policies';
import { loadReportData } from '@/lib/workspace/reports';
import { pdfFile, upload, uploads } from '../evidence/fixtures';
import { founder, joinAs, refusal, withThrowAwayDatabase } from '../fixtures';

withThrowAwayDatabase('report-data');

const TODAY = '2026-02-01';
const request = { frameworks: ['gdpr', 'soc2'], startOn: '2026-01-01', endOn: '2026-03-31' };

// A GDPR requirement whose controls are all implemented (so it is met), and two SOC 2 controls outside it.
const index = controlsByRequirement(libraryControls);
const gdprLibrary = libraryFrameworks.find((framework) => framework.id === 'gdpr')!;
const soc2Library = libraryFrameworks.find((framework) => framework.id === 'soc2')!;
const metRequirement = gdprLibrary.groups[0]!.requirements[0]!;
const metControls = index.get(`gdpr:${metRequirement.id}`)!;
const [underWay, notApplicable] = libraryControls.filter(
  (control) => control.maps.some((key) => key.startsWith('soc2:')) && !metControls.includes(control.id),
);
const linkedControl = metControls[0]!;

let admin: Member;
let member: Member;
let viewer: Member;
let other: Member;

/** An evidence item collected on `collectedOn`, optionally verified and linked to `controlId`. */
async function evidenceItem(
  owner: Member,
  name: string,
  options: {
    framework?: typeof upload.framework | 'gdpr' | 'hipaa' | 'pci-dss';
    collectedOn?: string;
    expiresOn?: string | null;
    verified?: boolean;
    controlId?: string;
    /** More controls to link it to. */
    alsoControls?: readonly string[];
  } = {},
) {
  const now = new Date(`${options.collectedOn ?? '2026-01-05'}T10:00:00Z`);
  let record = await createEvidence(
    owner,
    { ...upload, name, framework: options.framework ?? 'soc2', expiresOn: options.expiresOn ?? null },
    await uploads(pdfFile(`${name}.pdf`)),
    now,
  );
  // The member's uploads are verified by the administrator: a second person, as the organization requires.
  if (options.verified) record = await verifyEvidence(owner.id === member.id ? admin : owner, { id: record.id, version: record.version });
  for (const controlId of [...(options.controlId ? [options.controlId] : []), ...(options.alsoControls ?? [])])
    record = await linkEvidenceControl(owner, { id: record.id, version: record.version, controlId });
  return record;
}

async function approvedPolicy(owner: Member, input: Omit<PolicyCreate, 'description' | 'reviewFrequency'>, approvedOn: string) {
  const draft = await createPolicy(owner, { ...input, description: '', reviewFrequency: '12' });
  const submitted = await submitPolicy(owner, draft.id, draft.version, approvedOn);
  return approvePolicy(owner, submitted.id, submitted.version, approvedOn);
}

const audit = (patch: Partial<AuditSchedule>): AuditSchedule => ({
  name: 'Audit',
  type: 'external',
  framework: 'soc2',
  auditor: 'Audit & Co',
  startDate: '2026-01-10',
  endDate: '2026-01-12',
  description: '',
  ...patch,
});

beforeAll(async () => {
  admin = await founder('Reporter', 'Report Org');
  member = await joinAs(admin, 'member');
  viewer = await joinAs(admin, 'viewer');
  other = await founder('Outsider', 'Other Org');

  await addFrameworks(admin, ['soc2', 'gdpr']);
  await addFrameworks(other, ['soc2', 'gdpr']);
  // GDPR becomes active, so it alone makes the compliance score.
  await (
    await getDb()
  )
    .update(organizationFrameworks)
    .set({ status: 'active' })
    .where(and(eq(organizationFrameworks.organizationId, admin.organizationId), eq(organizationFrameworks.frameworkId, 'gdpr')));

  for (const controlId of metControls)
    await setControlState(admin, controlId, { state: 'implemented', reason: '', ownerMemberId: member.id, note: '', version: 0 });
  await setControlState(admin, underWay!.id, { state: 'in-progress', reason: '', ownerMemberId: admin.id, note: '', version: 0 });
  await setControlState(admin, notApplicable!.id, {
    state: 'not-applicable',
    reason: 'No offices',
    ownerMemberId: '',
    note: '',
    version: 0,
  });
  // The other organization implements everything the first one has not touched; none of it may leak.
  await setControlState(other, underWay!.id, { state: 'implemented', reason: '', ownerMemberId: other.id, note: '', version: 0 });

  // It proves every control of the met requirement: an implemented control counts only with current evidence.
  await evidenceItem(member, 'Access review export', {
    expiresOn: '2026-03-10',
    verified: true,
    controlId: linkedControl,
    alsoControls: metControls.slice(1),
  });
  await evidenceItem(member, 'Old DPA', {
    framework: 'gdpr',
    collectedOn: '2025-06-01',
    expiresOn: '2025-12-31',
    verified: true,
    controlId: linkedControl,
  });
  await evidenceItem(member, 'Pending scan');
  await evidenceItem(member, 'HIPAA access log', { framework: 'hipaa', controlId: linkedControl });
  await evidenceItem(member, 'Card scan', { framework: 'pci-dss', verified: true });
  const archived = await evidenceItem(member, 'Archived export', { verified: true, controlId: linkedControl });
  await archiveEvidence(member, { id: archived.id, version: archived.version });
  await evidenceItem(other, 'Outsider secret', { verified: true, controlId: linkedControl });

  await approvedPolicy(admin, { name: 'Access Control Policy', framework: 'soc2', owner: 'Ana' }, '2025-06-01');
  await approvedPolicy(admin, { name: 'Privacy Policy', framework: 'gdpr', owner: 'Cleo' }, '2024-12-01');
  await approvedPolicy(admin, { name: 'Cardholder Policy', framework: 'pci-dss', owner: 'Ana' }, '2025-06-01');
  await approvedPolicy(other, { name: 'Outsider Policy', framework: 'soc2', owner: 'Zed' }, '2025-06-01');

  const readiness = await scheduleAudit(admin, audit({ name: 'SOC 2 readiness', startDate: '2026-01-10', endDate: '2026-01-12' }));
  await editAudit(admin, {
    id: readiness.id,
    version: readiness.version,
    name: readiness.name,
    type: readiness.type,
    framework: readiness.framework,
    auditor: readiness.auditor,
    startDate: readiness.startOn,
    endDate: readiness.endOn,
    description: '',
    status: 'completed',
    result: 'Pass',
  });
  await scheduleAudit(
    admin,
    audit({ name: 'GDPR year end', framework: 'gdpr', type: 'internal', startDate: '2025-12-20', endDate: '2026-01-02' }),
  );
  await scheduleAudit(admin, audit({ name: 'SOC 2 Type II audit', startDate: '2026-04-01', endDate: '2026-04-03' }));
  await scheduleAudit(admin, audit({ name: 'Last autumn', startDate: '2025-11-01', endDate: '2025-11-05' }));
  await scheduleAudit(admin, audit({ name: 'PCI scan', framework: 'pci-dss', startDate: '2026-02-01', endDate: '2026-02-02' }));
  await scheduleAudit(other, audit({ name: 'Outsider audit', startDate: '2026-01-15', endDate: '2026-01-16' }));

  const issueInput = { description: 'Found in review.', category: 'opt-out' as const, tags: [], dueDate: '2026-02-20' };
  await createCcpaIssue(admin, {
    ...issueInput,
    title: 'Deletion backlog',
    priority: 'medium',
    assigneeMemberId: null,
    dueDate: '2026-03-01',
  });
  await createCcpaIssue(admin, { ...issueInput, title: 'Opt-out link missing', priority: 'critical', assigneeMemberId: member.id });
  const closed = await createCcpaIssue(admin, { ...issueInput, title: 'Closed long ago', priority: 'critical', assigneeMemberId: null });
  await closeCcpaIssue(admin, closed.id, closed.version);
  await createCcpaIssue(other, { ...issueInput, title: 'Outsider issue', priority: 'high', assigneeMemberId: null });
}, 120_000);

let data: ReportData;
beforeAll(async () => {
  data = await loadReportData(viewer, request, TODAY);
});

/** Every name a report's data mentions, to look for another organization's records. */
const namesIn = (report: ReportData) => [
  ...report.evidence.items.map((item) => item.name),
  ...report.policies.map((policy) => policy.name),
  ...report.audits.map((entry) => entry.name),
  ...report.issues.map((issue) => issue.title),
  ...report.frameworks.flatMap((framework) =>
    framework.requirements.flatMap((requirement) => requirement.controls.flatMap((control) => [control.owner ?? '', ...control.evidence])),
  ),
];

describe('loadReportData', () => {
  it('answers the requested frameworks in the directory order with their status, progress and the organization score', async () => {
    expect(data.today).toBe(TODAY);
    expect(data.period).toEqual({ start: '2026-01-01', end: '2026-03-31' });
    expect(data.frameworks.map((framework) => [framework.id, framework.name, framework.status])).toEqual([
      ['soc2', 'SOC 2 Type II', 'progress'],
      // Active, below the default 95% threshold: Review Required.
      ['gdpr', 'GDPR', 'review'],
    ]);
    const gdpr = data.frameworks[1]!;
    const requirementCount = gdprLibrary.groups.reduce((sum, group) => sum + group.requirements.length, 0);
    expect(gdpr.edition).toBe(gdprLibrary.edition);
    expect(gdpr.requirements).toHaveLength(requirementCount);
    expect(gdpr.progress!.total).toBe(requirementCount);
    expect(gdpr.progress!.met).toBe(gdpr.requirements.filter((requirement) => requirement.met).length);
    expect(gdpr.progress!.met).toBeGreaterThanOrEqual(1);
    const followed = await listOrganizationFrameworks(admin, TODAY);
    expect(gdpr.progress!.percent).toBe(followed.find((row) => row.frameworkId === 'gdpr')!.progress);
    // The score is the mean of every followed framework the library measures, SOC 2 (In Progress) included.
    expect(data.complianceScore).toBe(Math.round((data.frameworks[0]!.progress!.percent + gdpr.progress!.percent) / 2));
    expect(data.frameworks[0]!.requirements).toHaveLength(soc2Library.groups.reduce((sum, group) => sum + group.requirements.length, 0));
  });

  it('gives each requirement its controls with states, owners and only the evidence that counts', () => {
    const gdpr = data.frameworks[1]!;
    const met = gdpr.requirements.find((requirement) => requirement.id === metRequirement.id)!;
    expect(met).toMatchObject({ title: metRequirement.title, met: true });
    expect(met.group).toMatch(/\S/);
    expect(met.controls.map((control) => control.id)).toEqual(metControls);
    for (const control of met.controls) expect(control).toMatchObject({ state: 'implemented', owner: member.displayName });
    // Verified and current only: not the expired item, not the pending one, not the archived one, not another organization's.
    expect(met.controls.find((control) => control.id === linkedControl)!.evidence).toEqual(['Access review export']);

    const soc2Controls = data.frameworks[0]!.requirements.flatMap((requirement) => requirement.controls);
    expect(soc2Controls.find((control) => control.id === underWay!.id)).toMatchObject({
      state: 'in-progress',
      owner: admin.displayName,
      evidence: [],
    });
    expect(soc2Controls.find((control) => control.id === notApplicable!.id)).toMatchObject({
      state: 'not-applicable',
      reason: 'No offices',
      owner: null,
    });
    const untouched = soc2Controls.find(
      (control) => control.id !== underWay!.id && control.id !== notApplicable!.id && !metControls.includes(control.id),
    )!;
    expect(untouched).toMatchObject({ state: 'not-started', owner: null });
  });

  it('lists the evidence of the frameworks or linked to their controls, not archived, with expiry in and out of the period', () => {
    expect(data.evidence.items.map((item) => item.name)).toEqual(['Access review export', 'HIPAA access log', 'Old DPA', 'Pending scan']);
    expect(data.evidence.items[0]).toMatchObject({
      framework: 'soc2',
      status: 'verified',
      collectedOn: '2026-01-05',
      expiresOn: '2026-03-10',
      expired: false,
      expiresInPeriod: true,
      controls: metControls,
    });
    expect(data.evidence.items[2]).toMatchObject({ framework: 'gdpr', collectedOn: '2025-06-01', expired: true, expiresInPeriod: false });
    expect(data.evidence.items[1]).toMatchObject({ framework: 'hipaa', status: 'pending', controls: [linkedControl] });
    expect(data.evidence.summary).toEqual({ total: 4, verified: 2, pending: 2, failed: 0, expired: 1, expiringInPeriod: 1 });
  });

  it('lists the policies of the frameworks with the status they show today', () => {
    expect(
      data.policies.map(({ name, version, status, owner, frameworks, reviewDueOn }) => ({
        name,
        version,
        status,
        owner,
        frameworks,
        reviewDueOn,
      })),
    ).toEqual([
      { name: 'Access Control Policy', version: 'v1.0', status: 'approved', owner: 'Ana', frameworks: ['soc2'], reviewDueOn: '2026-06-01' },
      { name: 'Privacy Policy', version: 'v1.0', status: 'expired', owner: 'Cleo', frameworks: ['gdpr'], reviewDueOn: '2025-12-01' },
    ]);
  });

  it('lists the audits of the frameworks that overlap the period, and the next one', () => {
    expect(
      data.audits.map(({ name, framework, startOn, endOn, status, result }) => ({ name, framework, startOn, endOn, status, result })),
    ).toEqual([
      { name: 'GDPR year end', framework: 'gdpr', startOn: '2025-12-20', endOn: '2026-01-02', status: 'scheduled', result: 'Pending' },
      { name: 'SOC 2 readiness', framework: 'soc2', startOn: '2026-01-10', endOn: '2026-01-12', status: 'completed', result: 'Pass' },
    ]);
    expect(data.nextAudit).toMatchObject({ name: 'SOC 2 Type II audit', startOn: '2026-04-01', status: 'scheduled' });
  });

  it('lists the open CCPA issues, most urgent first', () => {
    expect(data.issues).toEqual([
      {
        reference: expect.stringMatching(/^CCPA-\d{4}-002$/),
        title: 'Opt-out link missing',
        priority: 'critical',
        status: 'open',
        assignee: member.displayName,
        dueOn: '2026-02-20',
      },
      {
        reference: expect.stringMatching(/^CCPA-\d{4}-001$/),
        title: 'Deletion backlog',
        priority: 'medium',
        status: 'open',
        assignee: null,
        dueOn: '2026-03-01',
      },
    ]);
  });

  it('narrows audits and expiries to a shorter period', async () => {
    const january = await loadReportData(admin, { ...request, startOn: '2026-01-05', endOn: '2026-01-31' }, TODAY);
    expect(january.audits.map((entry) => entry.name)).toEqual(['SOC 2 readiness']);
    expect(january.evidence.summary.expiringInPeriod).toBe(0);
    expect(january.evidence.items.find((item) => item.name === 'Access review export')!.expiresInPeriod).toBe(false);
    const edge = await loadReportData(admin, { ...request, startOn: '2026-01-02', endOn: '2026-01-02' }, TODAY);
    expect(edge.audits.map((entry) => entry.name)).toEqual(['GDPR year end']);
  });

  it('reads only the frameworks asked for', async () => {
    const soc2Only = await loadReportData(admin, { ...request, frameworks: ['soc2'] }, TODAY);
    expect(soc2Only.frameworks.map((framework) => framework.id)).toEqual(['soc2']);
    expect(soc2Only.policies.map((policy) => policy.name)).toEqual(['Access Control Policy']);
    expect(soc2Only.audits.map((entry) => entry.name)).toEqual(['SOC 2 readiness']);
    const pci = await loadReportData(admin, { ...request, frameworks: ['pci-dss'] }, TODAY);
    expect(pci.frameworks.map((framework) => [framework.id, framework.status])).toEqual([['pci-dss', null]]);
    expect(pci.evidence.items.map((item) => item.name)).toEqual(['Card scan']);
    expect(pci.policies.map((policy) => policy.name)).toEqual(['Cardholder Policy']);
    expect(pci.audits.map((entry) => entry.name)).toEqual(['PCI scan']);
  });

  it("never shows another organization's records", async () => {
    const names = namesIn(data);
    for (const foreign of ['Outsider secret', 'Outsider Policy', 'Outsider audit', 'Outsider issue', other.displayName])
      expect(names).not.toContain(foreign);
    // The other organization implemented a control this one only started.
    expect(
      data.frameworks[0]!.requirements.flatMap((requirement) => requirement.controls).find((control) => control.id === underWay!.id)!.state,
    ).toBe('in-progress');

    const theirs = await loadReportData(other, request, TODAY);
    expect(theirs.evidence.items.map((item) => item.name)).toEqual(['Outsider secret']);
    expect(theirs.policies.map((policy) => policy.name)).toEqual(['Outsider Policy']);
    expect(theirs.audits.map((entry) => entry.name)).toEqual(['Outsider audit']);
    expect(theirs.issues.map((issue) => issue.title)).toEqual(['Outsider issue']);
    // Their own score: the mean of their own frameworks' progress.
    const theirFrameworks = await listOrganizationFrameworks(other);
    expect(theirs.complianceScore).toBe(Math.round(theirFrameworks.reduce((sum, row) => sum + row.progress!, 0) / theirFrameworks.length));
    expect(theirs.complianceScore).not.toBe(data.complianceScore);
    const theirControls = theirs.frameworks.flatMap((framework) => framework.requirements.flatMap((requirement) => requirement.controls));
    expect(theirControls.find((control) => control.id === underWay!.id)).toMatchObject({ state: 'implemented', owner: other.displayName });
    expect(theirControls.find((control) => control.id === linkedControl)).toMatchObject({
      state: 'not-started',
      evidence: ['Outsider secret'],
    });
    expect(namesIn(theirs)).not.toContain(member.displayName);
  });

  it('refuses a period out of order, a day that is not real and a framework the product does not track', async () => {
    expect(await refusal(loadReportData(admin, { ...request, startOn: '2026-04-01' }, TODAY))).toMatchObject({
      kind: 'invalid',
      message: 'The end date cannot be before the start date.',
    });
    expect(await refusal(loadReportData(admin, { ...request, endOn: '2026-02-30' }, TODAY))).toMatchObject({
      kind: 'invalid',
      status: 422,
    });
    expect(await refusal(loadReportData(admin, { ...request, startOn: 'yesterday' }, TODAY))).toMatchObject({ kind: 'invalid' });
    expect(await refusal(loadReportData(admin, { ...request, frameworks: ['soc2', 'nope'] }, TODAY))).toMatchObject({ kind: 'invalid' });
    expect(await refusal(loadReportData(admin, { ...request, frameworks: [] }, TODAY))).toMatchObject({
      kind: 'invalid',
      message: 'Choose at least one framework.',
    });
    expect(await refusal(loadReportData(admin, request, '2026-13-01'))).toMatchObject({ kind: 'invalid' });
  });
});
