/** @jest-environment node */
process.env.SESSION_SECRET = 'unit-test-secret-unit-test-secret-0123456789';
import { controlIdsOf, libraryControls } from '@/lib/catalog/controls';
import { getDb } from '@/lib/db/client';
import { controlStates, evidence, evidenceControls, evidenceFiles, policies, policyVersions } from '@/lib/db/schema';
import { fileStorage } from '@/lib/storage';
import type { Member } from '@/lib/workspace/member';
import {
  guestAuditView,
  guestEvidenceFile,
  guestEvidenceView,
  guestPolicyPdfSource,
  listGuestViews,
  type AuditorGuest,
} from '@/lib/workspace/audit-guests';
import { founder, joinAs, refusal, UNKNOWN_ID, withThrowAwayDatabase } from '../fixtures';
import { storedAudit, workingGuest } from './fixtures';

withThrowAwayDatabase('audit-guest-reads');

const soc2Control = controlIdsOf('soc2')[0]!;
const otherControl = libraryControls.find((control) => !controlIdsOf('soc2').includes(control.id))!.id;

/** An evidence item of the organization linked to `controlId`, collected on `day`, with one stored file. */
async function storedEvidence(owner: Member, name: string, day: string, controlId = soc2Control) {
  const db = await getDb();
  const [item] = await db
    .insert(evidence)
    .values({ organizationId: owner.organizationId, name, type: 'document', framework: 'soc2', status: 'verified', collectedOn: day })
    .returning({ id: evidence.id });
  await db.insert(evidenceControls).values({ organizationId: owner.organizationId, evidenceId: item!.id, controlId });
  const storageKey = `tests/${item!.id}`;
  await fileStorage().put(storageKey, Buffer.from(`contents of ${name}`), 'text/plain');
  const [file] = await db
    .insert(evidenceFiles)
    .values({
      organizationId: owner.organizationId,
      evidenceId: item!.id,
      revision: 1,
      name: `${name}.txt`,
      contentType: 'text/plain',
      sizeBytes: 20,
      storageKey,
      uploadedByName: 'Uploader',
    })
    .returning({ id: evidenceFiles.id });
  return { id: item!.id, fileId: file!.id };
}

/** A policy with one approved version per day given. */
async function storedPolicy(owner: Member, name: string, approvedDays: string[], archivedAt: Date | null = null) {
  const db = await getDb();
  const [policy] = await db
    .insert(policies)
    .values({
      organizationId: owner.organizationId,
      name,
      status: 'approved',
      frameworks: ['soc2'],
      owner: 'Ana',
      reviewFrequencyMonths: 12,
      archivedAt,
    })
    .returning({ id: policies.id });
  const versions = await db
    .insert(policyVersions)
    .values(
      approvedDays.map((day, index) => ({
        organizationId: owner.organizationId,
        policyId: policy!.id,
        label: `v${index + 1}.0`,
        name,
        description: '',
        body: `# ${name} v${index + 1}`,
        approvedAt: new Date(`${day}T12:00:00Z`),
        approvedByName: 'Approver',
      })),
    )
    .returning({ id: policyVersions.id, label: policyVersions.label });
  return versions;
}

let admin: Member;
let guest: AuditorGuest;
let inside: { id: string; fileId: string };
let before: { id: string; fileId: string };
let after: { id: string; fileId: string };
let unscoped: { id: string; fileId: string };
let theirs: { id: string; fileId: string };

beforeAll(async () => {
  admin = await founder('Audited');
  // Observation period: 2026-01-01 to 2026-06-30.
  const audit = await storedAudit(admin);
  guest = await workingGuest(admin, audit.id);
  inside = await storedEvidence(admin, 'Access review Q1', '2026-03-15');
  before = await storedEvidence(admin, 'Old access review', '2025-12-31');
  after = await storedEvidence(admin, 'Late access review', '2026-07-01');
  unscoped = await storedEvidence(admin, 'Unrelated record', '2026-03-15', otherControl);
  const stranger = await founder('Stranger');
  theirs = await storedEvidence(stranger, 'Their review', '2026-03-15');
  const db = await getDb();
  await db.insert(controlStates).values({ organizationId: admin.organizationId, controlId: soc2Control, state: 'implemented' });
}, 60_000);

describe('the audit a guest sees', () => {
  it('lists the controls of the audit’s framework only, with their state', async () => {
    const view = await guestAuditView(guest);
    const ids = view.controls.map((control) => control.id);
    expect(ids).toEqual(expect.arrayContaining(controlIdsOf('soc2')));
    expect(ids).not.toContain(otherControl);
    expect(view.controls.find((control) => control.id === soc2Control)).toMatchObject({ state: 'implemented', evidenceCount: 1 });
    expect(view.audit.period).toEqual({ start: '2026-01-01', end: '2026-06-30' });
  });

  it('lists the evidence of those controls collected inside the period only', async () => {
    const view = await guestAuditView(guest);
    expect(view.evidence.map((item) => item.id)).toEqual([inside.id]);
  });

  it('lists the policy versions in force during the period', async () => {
    const [retired, current] = await storedPolicy(admin, 'Access Control Policy', ['2025-01-10', '2025-10-01']);
    const [inForce, later] = await storedPolicy(admin, 'Backup Policy', ['2026-05-01', '2026-09-01']);
    await storedPolicy(admin, 'Archived Policy', ['2025-01-10'], new Date('2025-11-30T00:00:00Z'));
    const ids = (await guestAuditView(guest)).policies.map((policy) => policy.id);
    expect(ids).toEqual([current!.id, inForce!.id]);
    expect(ids).not.toContain(retired!.id);
    expect(ids).not.toContain(later!.id);
    expect((await guestPolicyPdfSource(guest, inForce!.id)).body).toBe('# Backup Policy v1');
    expect((await refusal(guestPolicyPdfSource(guest, later!.id))).status).toBe(404);
    expect((await refusal(guestPolicyPdfSource(guest, retired!.id))).status).toBe(404);
  });
});

describe('evidence and its files', () => {
  it('opens an item in scope and downloads its file', async () => {
    const view = await guestEvidenceView(guest, inside.id);
    expect(view.files.map((file) => file.id)).toEqual([inside.fileId]);
    const file = await guestEvidenceFile(guest, inside.id, inside.fileId);
    expect(Buffer.from(file.bytes).toString()).toBe('contents of Access review Q1');
  });

  it('answers 404 for evidence outside the period, of another control, or of another organization', async () => {
    for (const item of [before, after, unscoped, theirs]) {
      expect((await refusal(guestEvidenceView(guest, item.id))).status).toBe(404);
      expect((await refusal(guestEvidenceFile(guest, item.id, item.fileId))).status).toBe(404);
    }
    expect((await refusal(guestEvidenceFile(guest, inside.id, theirs.fileId))).status).toBe(404);
    expect((await refusal(guestEvidenceView(guest, UNKNOWN_ID))).status).toBe(404);
    expect((await refusal(guestEvidenceView(guest, 'not-an-id'))).status).toBe(404);
  });
});

describe('the log of what guests viewed', () => {
  it('records every view and download with who and what, for the audit’s admins only', async () => {
    const audit = await storedAudit(admin, { name: 'Logged audit' });
    const logged = await workingGuest(admin, audit.id, 'Logger');
    await guestAuditView(logged);
    await guestEvidenceView(logged, inside.id);
    await guestEvidenceFile(logged, inside.id, inside.fileId);
    await refusal(guestEvidenceView(logged, before.id));
    const views = await listGuestViews(admin, audit.id);
    expect(views.map((view) => [view.guestName, view.kind, view.label])).toEqual([
      ['Logger', 'evidence-file', 'Downloaded Access review Q1.txt (revision 1) of Access review Q1'],
      ['Logger', 'evidence', 'Evidence: Access review Q1'],
      ['Logger', 'audit', 'Audit: Logged audit'],
    ]);
    expect((await refusal(listGuestViews(await joinAs(admin, 'member'), audit.id))).status).toBe(403);
    expect(await listGuestViews(await founder('Outsider'), audit.id)).toEqual([]);
  });
});
