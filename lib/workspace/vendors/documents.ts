import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { evidenceFiles, vendorDocuments } from '@/lib/db/schema';
import { dayOf } from '@/lib/domain/calendar-days';
import type { CheckedUpload } from '@/lib/domain/evidence/files';
import { documentControls } from '@/lib/domain/vendors/rules';
import { trackedFrameworkCodes, type TrackedFramework } from '@/lib/schemas/frameworks/codes';
import {
  vendorDocumentKindLabels,
  type Vendor,
  type VendorDocument,
  type VendorDocumentRemoval,
  type VendorDocumentUpload,
} from '@/lib/schemas/vendors/records';
import { recordActivity } from '../activity';
import { archiveEvidence, createEvidence, evidenceOf, linkEvidenceControl } from '../evidence';
import { listOrganizationFrameworks } from '../frameworks';
import { checkedId, notFound, WorkspaceError, type Member } from '../member';
import { vendorOf, type Reader } from './records';
import { guardedWrite } from '../guarded-write';

export const ONE_FILE_MESSAGE = 'Choose one file for the document.';
export const EXPIRED_DOCUMENT_MESSAGE = 'This document has already expired: upload its current version.';

const documentColumns = {
  id: vendorDocuments.id,
  kind: vendorDocuments.kind,
  fileName: vendorDocuments.fileName,
  contentType: vendorDocuments.contentType,
  sizeBytes: vendorDocuments.sizeBytes,
  sha256: vendorDocuments.sha256,
  periodStart: vendorDocuments.periodStart,
  periodEnd: vendorDocuments.periodEnd,
  expiresOn: vendorDocuments.expiresOn,
  evidenceId: vendorDocuments.evidenceId,
  evidenceFileId: vendorDocuments.evidenceFileId,
  uploadedByName: vendorDocuments.uploadedByName,
  uploadedAt: vendorDocuments.uploadedAt,
};

/** A vendor's documents, newest first. */
export function documentsOf(reader: Reader, member: Member, vendorId: string): Promise<VendorDocument[]> {
  return reader
    .select(documentColumns)
    .from(vendorDocuments)
    .where(and(eq(vendorDocuments.organizationId, member.organizationId), eq(vendorDocuments.vendorId, vendorId)))
    .orderBy(desc(vendorDocuments.uploadedAt), desc(vendorDocuments.id));
}

/** The framework the evidence library files it under: one the organization follows (SOC 2 when none is tracked). */
async function evidenceFramework(member: Member): Promise<TrackedFramework> {
  const followed = (await listOrganizationFrameworks(member)).map((framework) => framework.frameworkId);
  return (trackedFrameworkCodes.find((code) => followed.includes(code)) ?? 'soc2') as TrackedFramework;
}

/**
 * The document's file becomes an evidence item (the same upload checks, storage, size and SHA-256 as any
 * evidence), expiring with the document and linked to the vendor controls it proves, so the evidence library
 * lists it. Answers the item and its file.
 */
async function fileAsEvidence(member: Member, vendor: Vendor, input: VendorDocumentUpload, file: CheckedUpload, now: Date) {
  const label = vendorDocumentKindLabels[input.kind];
  const period = input.periodStart && input.periodEnd ? ` covering ${input.periodStart} to ${input.periodEnd}` : '';
  let item = await createEvidence(
    member,
    {
      name: `${vendor.name}: ${label}`,
      description: `The ${label}${period} of the vendor ${vendor.name} (${vendor.service}).`,
      type: input.kind === 'soc2' ? 'certificate' : 'document',
      framework: await evidenceFramework(member),
      expiresOn: input.expiresOn,
    },
    [file],
    now,
  );
  for (const controlId of documentControls(input.kind)) {
    item = await linkEvidenceControl(member, { id: item.id, version: item.version, controlId });
  }
  const db = await getDb();
  const [stored] = await db
    .select({
      id: evidenceFiles.id,
      contentType: evidenceFiles.contentType,
      sizeBytes: evidenceFiles.sizeBytes,
      sha256: evidenceFiles.sha256,
    })
    .from(evidenceFiles)
    .where(and(eq(evidenceFiles.organizationId, member.organizationId), eq(evidenceFiles.evidenceId, item.id)));
  if (!stored?.sha256) throw new Error('The document was not stored');
  return { item, stored: { ...stored, sha256: stored.sha256 } };
}

/** Archives the evidence item of a document that is gone (best effort when undoing a failed upload). */
async function archiveItem(member: Member, evidenceId: string): Promise<void> {
  const db = await getDb();
  const item = await evidenceOf(db, member, evidenceId).catch(() => null);
  if (item && item.archivedAt === null) await archiveEvidence(member, { id: item.id, version: item.version });
}

/**
 * Uploads a vendor's document (members and admins): one file, checked and stored as evidence, then the
 * document's row with its kind, SOC 2 period and expiry, and its activity row.
 */
export const uploadVendorDocument = guardedWrite(
  'records.edit',
  async (member: Member, input: VendorDocumentUpload, files: readonly CheckedUpload[], now: Date = new Date()): Promise<VendorDocument> => {
    const db = await getDb();
    const vendor = await vendorOf(db, member, input.vendorId);
    const [file] = files;
    if (!file || files.length !== 1) throw new WorkspaceError('invalid', ONE_FILE_MESSAGE);
    if (input.expiresOn !== null && input.expiresOn < dayOf(now)) throw new WorkspaceError('invalid', EXPIRED_DOCUMENT_MESSAGE);
    const { item, stored } = await fileAsEvidence(member, vendor, input, file, now);
    try {
      return await db.transaction(async (tx) => {
        await vendorOf(tx, member, vendor.id);
        const [created] = await tx
          .insert(vendorDocuments)
          .values({
            organizationId: member.organizationId,
            vendorId: vendor.id,
            kind: input.kind,
            fileName: file.name,
            contentType: stored.contentType,
            sizeBytes: stored.sizeBytes,
            sha256: stored.sha256,
            periodStart: input.periodStart,
            periodEnd: input.periodEnd,
            expiresOn: input.expiresOn,
            evidenceId: item.id,
            evidenceFileId: stored.id,
            uploadedByName: member.displayName,
            uploadedAt: now,
          })
          .returning(documentColumns);
        if (!created) throw new Error('The document was not recorded');
        await recordActivity(tx, member, {
          action: 'vendor.document-uploaded',
          recordType: 'vendor',
          recordId: vendor.id,
          summary: `Uploaded the ${vendorDocumentKindLabels[input.kind]} ${file.name} of the vendor ${vendor.name}`,
        });
        return created;
      });
    } catch (error) {
      await archiveItem(member, item.id).catch(() => undefined);
      throw error;
    }
  },
);

/** Removes a document from the vendor (members and admins); its evidence item is archived with it. */
export const removeVendorDocument = guardedWrite(
  'records.edit',
  async (member: Member, removal: VendorDocumentRemoval): Promise<VendorDocument> => {
    checkedId(removal.documentId, 'The document');
    const db = await getDb();
    const removed = await db.transaction(async (tx) => {
      const vendor = await vendorOf(tx, member, removal.vendorId);
      const [row] = await tx
        .delete(vendorDocuments)
        .where(
          and(
            eq(vendorDocuments.id, removal.documentId),
            eq(vendorDocuments.vendorId, vendor.id),
            eq(vendorDocuments.organizationId, member.organizationId),
          ),
        )
        .returning(documentColumns);
      if (!row) throw notFound('The document');
      await recordActivity(tx, member, {
        action: 'vendor.document-removed',
        recordType: 'vendor',
        recordId: vendor.id,
        summary: `Removed the ${vendorDocumentKindLabels[row.kind]} ${row.fileName} of the vendor ${vendor.name}`,
      });
      return row;
    });
    if (removed.evidenceId) await archiveItem(member, removed.evidenceId);
    return removed;
  },
);
