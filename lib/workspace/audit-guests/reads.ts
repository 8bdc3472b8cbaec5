import 'server-only';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { evidenceFiles } from '@/lib/db/schema';
import type { PolicyPdfSource } from '@/lib/reports/render/policy-pdf';
import { fileStorage } from '@/lib/storage';
import { checkedId, notFound, WorkspaceError } from '../member';
import type { AuditorGuest } from './guest';
import { guestAuditOf, policiesInForce, scopedCheckRuns, scopedControls, scopedEvidence } from './scope';
import { logGuestView } from './views';

/**
 * What the guest's audit page shows: the audit, its period and framework, the controls in scope with their state
 * and evidence count, the evidence, check runs and policies of the period. The view is logged.
 */
export async function guestAuditView(guest: AuditorGuest) {
  const db = await getDb();
  const audit = await guestAuditOf(db, guest);
  const [controls, items, runs, versions] = await Promise.all([
    scopedControls(db, guest),
    scopedEvidence(db, guest, audit.period),
    scopedCheckRuns(db, guest, audit.period),
    policiesInForce(db, guest, audit.period),
  ]);
  await logGuestView(guest, 'audit', guest.auditId, `Audit: ${audit.name}`);
  const evidenceCount = new Map<string, number>();
  for (const item of items) for (const id of item.controls) evidenceCount.set(id, (evidenceCount.get(id) ?? 0) + 1);
  return {
    audit,
    controls: controls.map((control) => ({ ...control, evidenceCount: evidenceCount.get(control.id) ?? 0 })),
    evidence: items,
    checkRuns: runs,
    policies: versions.map(({ id, policyName, label, approvedAt, approvedByName }) => ({
      id,
      policyName,
      label,
      approvedAt,
      approvedByName,
    })),
  };
}

/** One evidence item in scope with its stored files (every revision); 404 outside the scope. The view is logged. */
export async function guestEvidenceView(guest: AuditorGuest, evidenceId: string) {
  checkedId(evidenceId, 'The evidence');
  const db = await getDb();
  const audit = await guestAuditOf(db, guest);
  const [item] = await scopedEvidence(db, guest, audit.period, evidenceId);
  if (!item) throw notFound('The evidence');
  const files = await db
    .select({
      id: evidenceFiles.id,
      name: evidenceFiles.name,
      revision: evidenceFiles.revision,
      sizeBytes: evidenceFiles.sizeBytes,
      uploadedAt: evidenceFiles.uploadedAt,
    })
    .from(evidenceFiles)
    .where(
      and(
        eq(evidenceFiles.organizationId, guest.organizationId),
        eq(evidenceFiles.evidenceId, item.id),
        isNotNull(evidenceFiles.storageKey),
      ),
    )
    .orderBy(asc(evidenceFiles.revision), asc(evidenceFiles.name));
  await logGuestView(guest, 'evidence', item.id, `Evidence: ${item.name}`);
  return { audit, item, files };
}

/** A stored file of an evidence item in scope; 404 for anything else. The download is logged. */
export async function guestEvidenceFile(guest: AuditorGuest, evidenceId: string, fileId: string) {
  checkedId(evidenceId, 'The evidence');
  checkedId(fileId, 'The file');
  const db = await getDb();
  const audit = await guestAuditOf(db, guest);
  const [item] = await scopedEvidence(db, guest, audit.period, evidenceId);
  if (!item) throw notFound('The file');
  const [file] = await db
    .select({
      name: evidenceFiles.name,
      contentType: evidenceFiles.contentType,
      storageKey: evidenceFiles.storageKey,
      revision: evidenceFiles.revision,
    })
    .from(evidenceFiles)
    .where(
      and(eq(evidenceFiles.id, fileId), eq(evidenceFiles.evidenceId, item.id), eq(evidenceFiles.organizationId, guest.organizationId)),
    );
  if (!file?.storageKey) throw notFound('The file');
  const bytes = await fileStorage().get(file.storageKey);
  if (!bytes) throw new WorkspaceError('not-found', 'The contents of this file are missing from storage.');
  await logGuestView(guest, 'evidence-file', fileId, `Downloaded ${file.name} (revision ${file.revision}) of ${item.name}`);
  return { name: file.name, contentType: file.contentType, bytes };
}

/** A policy version in force during the period, ready for its PDF; 404 for any other. The download is logged. */
export async function guestPolicyPdfSource(guest: AuditorGuest, versionId: string): Promise<PolicyPdfSource> {
  checkedId(versionId, 'The policy');
  const db = await getDb();
  const audit = await guestAuditOf(db, guest);
  const [version] = await policiesInForce(db, guest, audit.period, versionId);
  if (!version) throw notFound('The policy');
  await logGuestView(guest, 'policy-pdf', version.id, `Downloaded the policy ${version.policyName} ${version.label}`);
  return {
    organizationName: guest.organizationName,
    name: version.policyName,
    versionLabel: version.label,
    expired: false,
    approvedAt: version.approvedAt,
    approvedByName: version.approvedByName,
    reviewDueOn: null,
    body: version.body,
  };
}
