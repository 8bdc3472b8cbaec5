/** @jest-environment node */
import { libraryControls } from '@/lib/catalog/controls';
import {
  OBSERVATION_AFTER_FIELDWORK,
  OBSERVATION_END_MISSING,
  type AuditEdit,
  type AuditRecord,
  type AuditSchedule,
} from '@/lib/schemas/audits/records';
import type { PackageManifest } from '@/lib/reports/package/manifest';
import { auditHistory, getAudit, listAudits, rescheduleAudit, scheduleAudit, editAudit } from '@/lib/workspace/audits';
import { createEvidence, linkEvidenceControl, verifyEvidence } from '@/lib/workspace/evidence';
import { addFrameworks, setControlState } from '@/lib/workspace/frameworks';
import { STALE_MESSAGE, type Member } from '@/lib/workspace/member';
import { drainReportJobs, openReportFile, requestAuditPackage, requestFrameworkPackage } from '@/lib/workspace/reports';
import { readZip } from '../../reports/zip-support';
import { pdfFile, upload, uploads } from '../evidence/fixtures';
import { founder, joinAs, refusal, UNKNOWN_ID, withThrowAwayDatabase } from '../fixtures';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';

withThrowAwayDatabase('audit-observation');
jest.setTimeout(30_000);

const typeTwo: AuditSchedule = {
  name: 'SOC 2 Type II 2026',
  type: 'external',
  framework: 'soc2',
  auditor: 'Audit & Co',
  startDate: '2026-07-06',
  endDate: '2026-07-24',
  observationStartDate: '2026-01-01',
  observationEndDate: '2026-06-30',
  description: '',
};

const editOf = (audit: AuditRecord, changes: Partial<AuditEdit> = {}): AuditEdit => ({
  id: audit.id,
  version: audit.version,
  name: audit.name,
  type: audit.type,
  framework: audit.framework,
  auditor: audit.auditor,
  startDate: audit.startOn,
  endDate: audit.endOn,
  observationStartDate: audit.observationStartOn,
  observationEndDate: audit.observationEndOn,
  description: audit.description,
  status: audit.status === 'cancelled' ? 'scheduled' : audit.status,
  result: audit.result,
  ...changes,
});

const summaries = async (member: Member, id: string) => (await auditHistory(member, id)).map((entry) => entry.summary);

let admin: Member;
let member: Member;
let viewer: Member;
let other: Member;
beforeAll(async () => {
  admin = await founder('Observer');
  member = await joinAs(admin, 'member');
  viewer = await joinAs(admin, 'viewer');
  other = await founder('Outsider');
});

describe('scheduling with an observation period', () => {
  it('stores the period beside the fieldwork dates, lists it and says so in the history', async () => {
    const audit = await scheduleAudit(member, typeTwo);
    expect(audit).toMatchObject({
      startOn: '2026-07-06',
      endOn: '2026-07-24',
      observationStartOn: '2026-01-01',
      observationEndOn: '2026-06-30',
    });
    expect(await getAudit(viewer, audit.id)).toEqual(audit);
    expect((await listAudits(viewer)).rows.find((row) => row.id === audit.id)).toMatchObject({ observationStartOn: '2026-01-01' });
    expect(await summaries(admin, audit.id)).toEqual([
      'Scheduled the audit SOC 2 Type II 2026 for 2026-07-06, with the observation period 2026-01-01 – 2026-06-30',
    ]);
  });

  it('is optional: an audit without one stores none', async () => {
    const { observationStartDate, observationEndDate, ...fieldwork } = typeTwo;
    void observationStartDate;
    void observationEndDate;
    const audit = await scheduleAudit(member, { ...fieldwork, name: 'Internal review' });
    expect(audit).toMatchObject({ observationStartOn: null, observationEndOn: null });
    expect(await summaries(admin, audit.id)).toEqual(['Scheduled the audit Internal review for 2026-07-06']);
  });

  it('refuses half a period, or one ending after the fieldwork, and a viewer', async () => {
    expect(await refusal(scheduleAudit(member, { ...typeTwo, observationEndDate: null }))).toMatchObject({
      kind: 'invalid',
      message: OBSERVATION_END_MISSING,
    });
    expect(await refusal(scheduleAudit(member, { ...typeTwo, observationEndDate: '2026-07-25' }))).toMatchObject({
      kind: 'invalid',
      message: OBSERVATION_AFTER_FIELDWORK,
    });
    expect((await refusal(scheduleAudit(member, { ...typeTwo, observationStartDate: '2026-07-01' }))).kind).toBe('invalid');
    expect((await refusal(scheduleAudit(viewer, typeTwo))).status).toBe(403);
  });
});

describe('editing the observation period', () => {
  it('sets, changes and clears it, writing each change into the history', async () => {
    const { observationStartDate, observationEndDate, ...fieldwork } = typeTwo;
    void observationStartDate;
    void observationEndDate;
    const audit = await scheduleAudit(admin, { ...fieldwork, name: 'Edited period' });
    const set = await editAudit(member, editOf(audit, { observationStartDate: '2026-01-01', observationEndDate: '2026-06-30' }));
    expect(set).toMatchObject({ observationStartOn: '2026-01-01', observationEndOn: '2026-06-30', version: audit.version + 1 });
    const moved = await editAudit(member, editOf(set, { observationEndDate: '2026-07-24' }));
    expect(moved.observationEndOn).toBe('2026-07-24');
    const cleared = await editAudit(member, editOf(moved, { observationStartDate: null, observationEndDate: null }));
    expect(cleared).toMatchObject({ observationStartOn: null, observationEndOn: null });
    expect((await summaries(admin, audit.id)).slice(0, 3)).toEqual([
      'Edited the audit Edited period: observation period 2026-01-01 – 2026-07-24 → none',
      'Edited the audit Edited period: observation period 2026-01-01 – 2026-06-30 → 2026-01-01 – 2026-07-24',
      'Edited the audit Edited period: observation period none → 2026-01-01 – 2026-06-30',
    ]);
  });

  it('keeps the period when an edit leaves it out, and refuses fieldwork ending before it', async () => {
    const audit = await scheduleAudit(admin, { ...typeTwo, name: 'Kept period' });
    const { observationStartDate, observationEndDate, ...withoutPeriod } = editOf(audit, { auditor: 'KPMG' });
    void observationStartDate;
    void observationEndDate;
    const saved = await editAudit(admin, withoutPeriod);
    expect(saved).toMatchObject({ auditor: 'KPMG', observationStartOn: '2026-01-01', observationEndOn: '2026-06-30' });
    expect((await refusal(editAudit(admin, editOf(saved, { endDate: '2026-06-29', startDate: '2026-06-01' })))).message).toBe(
      OBSERVATION_AFTER_FIELDWORK,
    );
    expect(await getAudit(admin, audit.id)).toEqual(saved);
  });

  it('refuses a stale version, a viewer and another organization’s audit, and changes nothing', async () => {
    const audit = await scheduleAudit(admin, { ...typeTwo, name: 'Guarded period' });
    const newer = await editAudit(admin, editOf(audit, { observationStartDate: '2026-02-01' }));
    const stale = await refusal(editAudit(member, editOf(audit, { observationStartDate: '2026-03-01' })));
    expect(stale).toMatchObject({ kind: 'conflict', message: STALE_MESSAGE });
    expect((await refusal(editAudit(viewer, editOf(newer, { observationStartDate: '2026-03-01' })))).status).toBe(403);
    expect((await refusal(editAudit(other, editOf(newer, { observationStartDate: '2026-03-01' })))).status).toBe(404);
    expect((await refusal(editAudit(other, { ...editOf(newer), id: UNKNOWN_ID }))).status).toBe(404);
    expect(await getAudit(admin, audit.id)).toEqual(newer);
  });

  it('stays through a reschedule, which may not end the fieldwork before the period ends', async () => {
    const audit = await scheduleAudit(admin, { ...typeTwo, name: 'Rescheduled period' });
    const refused = await refusal(
      rescheduleAudit(admin, { id: audit.id, version: audit.version, startDate: '2026-06-01', endDate: '2026-06-20', note: '' }),
    );
    expect(refused.kind).toBe('invalid');
    expect(refused.message).toMatch(/cannot end before 2026-06-30/);
    const moved = await rescheduleAudit(admin, {
      id: audit.id,
      version: audit.version,
      startDate: '2026-08-03',
      endDate: '2026-08-14',
      note: '',
    });
    expect(moved).toMatchObject({ startOn: '2026-08-03', observationStartOn: '2026-01-01', observationEndOn: '2026-06-30' });
  });
});

describe('the auditor package of an audit', () => {
  let folder: string;
  const control = libraryControls.find((candidate) => candidate.maps.some((key) => key.startsWith('soc2:')))!;

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'observation-package-'));
    await addFrameworks(admin, ['soc2']);
    await setControlState(admin, control.id, { state: 'implemented', reason: '', ownerMemberId: member.id, note: '', version: 0 });
    // Collected within the period, and after it ended (both verified and linked).
    for (const [name, collectedOn] of [
      ['Access review H1', '2026-05-15'],
      ['Access review Q3', '2026-07-10'],
    ] as const) {
      let item = await createEvidence(
        member,
        { ...upload, name, collectedOn },
        await uploads(pdfFile(`${name}.pdf`)),
        new Date('2026-11-20T10:00:00Z'),
      );
      item = await verifyEvidence(admin, { id: item.id, version: item.version });
      await linkEvidenceControl(member, { id: item.id, version: item.version, controlId: control.id });
    }
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  async function packageOf(id: string): Promise<{ manifest: PackageManifest; matrix: string }> {
    await drainReportJobs();
    const path = join(folder, `${id}.zip`);
    await pipeline((await openReportFile(member, id)).stream, createWriteStream(path));
    const entries = await readZip(path);
    return {
      manifest: JSON.parse(entries.get('manifest.json')!.toString('utf8')) as PackageManifest,
      matrix: entries.get('control-matrix.csv')!.toString('utf8'),
    };
  }

  it('covers the observation period when the audit has one: the evidence window, the control matrix and the manifest', async () => {
    const audit = await scheduleAudit(admin, { ...typeTwo, name: 'Observed package' });
    const record = await requestAuditPackage(member, audit.id);
    expect(record).toMatchObject({ startOn: '2026-01-01', endOn: '2026-06-30', auditId: audit.id });
    const { manifest, matrix } = await packageOf(record.id);
    expect(manifest.period).toEqual({ start: '2026-01-01', end: '2026-06-30', kind: 'observation' });
    const evidencePaths = manifest.files.filter((file) => file.source.type === 'evidence').map((file) => file.path);
    expect(evidencePaths).toEqual(['evidence/Access review H1/Access review H1.pdf']);
    expect(matrix).toMatch(new RegExp(`${control.id},[^\\r]*,Access review H1,\\r\\n`));
    expect(matrix).not.toContain('Access review Q3');
  });

  it('covers the fieldwork dates when it has none, as before', async () => {
    const { observationStartDate, observationEndDate, ...fieldwork } = typeTwo;
    void observationStartDate;
    void observationEndDate;
    const audit = await scheduleAudit(admin, { ...fieldwork, name: 'Fieldwork package' });
    const record = await requestAuditPackage(member, audit.id);
    expect(record).toMatchObject({ startOn: '2026-07-06', endOn: '2026-07-24' });
    const { manifest, matrix } = await packageOf(record.id);
    expect(manifest.period).toEqual({ start: '2026-07-06', end: '2026-07-24', kind: 'fieldwork' });
    expect(
      manifest.files
        .filter((file) => file.source.type === 'evidence')
        .map((file) => file.path)
        .sort(),
    ).toEqual(['evidence/Access review H1/Access review H1.pdf', 'evidence/Access review Q3/Access review Q3.pdf']);
    expect(matrix).toContain('Access review H1; Access review Q3');
  });

  it('states no audit period for a package of a period chosen on Reports', async () => {
    const record = await requestFrameworkPackage(member, { framework: 'soc2', startDate: '2026-01-01', endDate: '2026-12-31' });
    const { manifest } = await packageOf(record.id);
    expect(manifest.period).toEqual({ start: '2026-01-01', end: '2026-12-31' });
  });

  it('is refused to a viewer and for another organization’s audit', async () => {
    const audit = await scheduleAudit(admin, { ...typeTwo, name: 'Guarded package' });
    expect((await refusal(requestAuditPackage(viewer, audit.id))).status).toBe(403);
    expect((await refusal(requestAuditPackage(other, audit.id))).status).toBe(404);
  });
});
