'use server';

import type { z } from 'zod';
import { memberAction, type Done } from '@/lib/actions/member-action';
import { dayOf } from '@/lib/domain/calendar-days';
import { evidenceRow, uploadMessage } from '@/lib/domain/evidence/display';
import { uploadedFilesField, uploadSize } from '@/lib/domain/evidence/files';
import { formatStorage } from '@/lib/domain/storage-quota';
import {
  archiveEvidence,
  createEvidence,
  deleteArchivedEvidenceFiles,
  editEvidence,
  failEvidence,
  linkEvidenceControl,
  restoreEvidence,
  reviseEvidence,
  unlinkEvidenceControl,
  verifyEvidence,
} from '@/lib/workspace/evidence';
import type { Member } from '@/lib/workspace/member';
import {
  evidenceControlSchema,
  evidenceEditSchema,
  evidenceFailSchema,
  checkingExpiryAfterCollection,
  evidenceUploadFields,
  evidenceVersionSchema,
  type Evidence,
  type EvidenceRecord,
} from '@/lib/schemas/evidence/records';

/** The item as a row of the list, for a form's answer (the page is read again for its files). */
const answered = (record: EvidenceRecord): Evidence => evidenceRow(record, [], dayOf(new Date()));

/** The list, the item's page and the framework detail (its evidence counts) show the change on their next render. */
const refresh = (record: Evidence) => ['/manage/evidence', `/manage/evidence/${record.id}`, '/manage/frameworkManage'];

/** An evidence form that edits the item's record (members and admins), answered as the library lists it. */
function evidenceEdit<S extends z.ZodType>(schema: S, work: (member: Member, input: z.output<S>) => Promise<Done<EvidenceRecord>>) {
  return memberAction({
    permission: 'records.edit',
    schema,
    work: async (member, input) => {
      const { record, message } = await work(member, input);
      return { record: answered(record), message };
    },
    revalidate: refresh,
  });
}

/**
 * Upload evidence: checks the fields and every file again (count, type, 10MB each, then each file's bytes
 * against its extension), stores the files and records the item as pending review.
 */
export const uploadEvidence = memberAction({
  write: createEvidence,
  schema: checkingExpiryAfterCollection(evidenceUploadFields.extend({ files: uploadedFilesField })),
  files: ['files'],
  uploadBytes: (input) => uploadSize(input.files),
  work: async (member, { files, ...input }) => {
    const record = await createEvidence(member, input, files);
    const listed = files.map((file) => ({ name: file.name, size: file.bytes.byteLength }));
    return { record: answered(record), message: uploadMessage(record.name, listed) };
  },
  revalidate: refresh,
});

/** Retry (a failed item) or Replace: new files as the next revision, back to pending review. */
function revise(kind: 'retry' | 'replace') {
  return memberAction({
    permission: 'records.edit',
    schema: evidenceVersionSchema.extend({ files: uploadedFilesField }),
    files: ['files'],
    uploadBytes: (input) => uploadSize(input.files),
    work: async (member, { files, ...target }) => {
      const { record, revision } = await reviseEvidence(member, kind, target, files);
      return {
        record: answered(record),
        message: `Revision ${revision} of "${record.name}" uploaded; the evidence is pending review again.`,
      };
    },
    revalidate: refresh,
  });
}

export const retryEvidence = revise('retry');

export const replaceEvidence = revise('replace');

export const verifyEvidenceAction = evidenceEdit(evidenceVersionSchema, async (member, input) => {
  const record = await verifyEvidence(member, input);
  return { record, message: `"${record.name}" is verified.` };
});

export const failEvidenceAction = evidenceEdit(evidenceFailSchema, async (member, input) => {
  const record = await failEvidence(member, input);
  return { record, message: `"${record.name}" failed verification. The reason is shown with it.` };
});

export const editEvidenceAction = evidenceEdit(evidenceEditSchema, async (member, input) => {
  const record = await editEvidence(member, input);
  return { record, message: `"${record.name}" saved.` };
});

export const archiveEvidenceAction = evidenceEdit(evidenceVersionSchema, async (member, input) => {
  const record = await archiveEvidence(member, input);
  return { record, message: `"${record.name}" archived. Choose the Archived status to find it.` };
});

export const restoreEvidenceAction = evidenceEdit(evidenceVersionSchema, async (member, input) => {
  const record = await restoreEvidence(member, input);
  return { record, message: `"${record.name}" restored to the evidence library.` };
});

export const linkControlAction = evidenceEdit(evidenceControlSchema, async (member, input) => {
  const record = await linkEvidenceControl(member, input);
  return { record, message: `Control ${input.controlId} linked to "${record.name}".` };
});

export const unlinkControlAction = evidenceEdit(evidenceControlSchema, async (member, input) => {
  const record = await unlinkEvidenceControl(member, input);
  return { record, message: `Control ${input.controlId} unlinked from "${record.name}".` };
});

/** Delete Files (admins): the stored files of archived evidence go, freeing the organization's storage. */
export const deleteEvidenceFilesAction = memberAction({
  write: deleteArchivedEvidenceFiles,
  schema: evidenceVersionSchema,
  work: async (member, input) => {
    const { record, freedBytes } = await deleteArchivedEvidenceFiles(member, input);
    return {
      record: answered(record),
      message: `The stored files of "${record.name}" were deleted, freeing ${formatStorage(freedBytes)}.`,
    };
  },
  revalidate: (record) => [...refresh(record), '/manage/settings'],
});
