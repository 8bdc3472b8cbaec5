'use server';

import { revalidatePath } from 'next/cache';
import type { z } from 'zod';
import { requireMember } from '@/lib/dal';
import { collectionDay, evidenceRow, uploadMessage } from '@/lib/domain/evidence-display';
import { checkUploads } from '@/lib/domain/evidence-files';
import { can } from '@/lib/domain/permissions';
import { formResult, refusedForRole } from '@/lib/workspace/form-result';
import {
  archiveEvidence,
  createEvidence,
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
  evidenceUploadSchema,
  evidenceVersionSchema,
  type Evidence,
  type EvidenceRecord,
} from '@/lib/schemas/evidence';
import { fieldErrorsOf, formValues, type FormState } from '@/lib/schemas/form-state';

/** What every evidence form answers: the item as the library lists it. */
type EvidenceState = FormState<Evidence>;

/** The item as a row of the list, for a form's answer (the page is read again for its files). */
const answered = (record: EvidenceRecord): Evidence => evidenceRow(record, [], collectionDay(new Date()));

/** The list, the item's page and the framework detail (its evidence counts) show the change on their next render. */
function refresh(id: string): void {
  revalidatePath('/manage/evidence');
  revalidatePath(`/manage/evidence/${id}`);
  revalidatePath('/manage/frameworkManage');
}

/**
 * The common steps of an evidence form: the member and their role first, then the fields through `schema`, then
 * the workspace call inside formResult (refusals become the form's message).
 */
async function runEdit<Schema extends z.ZodType>(
  formData: FormData,
  schema: Schema,
  work: (member: Member, input: z.infer<Schema>) => Promise<{ record: EvidenceRecord; message: string }>,
): Promise<EvidenceState> {
  const member = await requireMember();
  if (!can(member.role, 'records.edit')) return refusedForRole();
  const parsed = schema.safeParse(formValues(formData));
  if (!parsed.success) return { status: 'error', fieldErrors: fieldErrorsOf(parsed.error) };
  const state = await formResult(async () => {
    const { record, message } = await work(member, parsed.data);
    return { record: answered(record), message };
  });
  if (state.status === 'success') refresh(state.record.id);
  return state;
}

/**
 * Upload evidence: checks the fields and every file again (count, type, 10MB each, then each file's bytes
 * against its extension), stores the files and records the item as pending review.
 */
export async function uploadEvidence(_previous: EvidenceState, formData: FormData): Promise<EvidenceState> {
  const member = await requireMember();
  if (!can(member.role, 'records.edit')) return refusedForRole();
  const parsed = evidenceUploadSchema.safeParse(formValues(formData));
  const files = await checkUploads(formData.getAll('files'));
  if (!parsed.success || !files.ok) {
    const fieldErrors = parsed.success ? {} : fieldErrorsOf(parsed.error);
    if (!files.ok) fieldErrors.files = files.message;
    return { status: 'error', fieldErrors };
  }
  const state = await formResult(async () => {
    const record = await createEvidence(member, parsed.data, files.files);
    const listed = files.files.map((file) => ({ name: file.name, size: file.bytes.byteLength }));
    return { record: answered(record), message: uploadMessage(record.name, listed) };
  });
  if (state.status === 'success') refresh(state.record.id);
  return state;
}

/** Retry (a failed item) or Replace: new files as the next revision, back to pending review. */
async function revise(kind: 'retry' | 'replace', formData: FormData): Promise<EvidenceState> {
  const member = await requireMember();
  if (!can(member.role, 'records.edit')) return refusedForRole();
  const parsed = evidenceVersionSchema.safeParse(formValues(formData));
  const files = await checkUploads(formData.getAll('files'));
  if (!parsed.success || !files.ok) {
    const fieldErrors = parsed.success ? {} : fieldErrorsOf(parsed.error);
    if (!files.ok) fieldErrors.files = files.message;
    return { status: 'error', fieldErrors };
  }
  const state = await formResult(async () => {
    const { record, revision } = await reviseEvidence(member, kind, parsed.data, files.files);
    return { record: answered(record), message: `Revision ${revision} of "${record.name}" uploaded; the evidence is pending review again.` };
  });
  if (state.status === 'success') refresh(state.record.id);
  return state;
}

export async function retryEvidence(_previous: EvidenceState, formData: FormData): Promise<EvidenceState> {
  return revise('retry', formData);
}

export async function replaceEvidence(_previous: EvidenceState, formData: FormData): Promise<EvidenceState> {
  return revise('replace', formData);
}

export async function verifyEvidenceAction(_previous: EvidenceState, formData: FormData): Promise<EvidenceState> {
  return runEdit(formData, evidenceVersionSchema, async (member, input) => {
    const record = await verifyEvidence(member, input);
    return { record, message: `"${record.name}" is verified.` };
  });
}

export async function failEvidenceAction(_previous: EvidenceState, formData: FormData): Promise<EvidenceState> {
  return runEdit(formData, evidenceFailSchema, async (member, input) => {
    const record = await failEvidence(member, input);
    return { record, message: `"${record.name}" failed verification. The reason is shown with it.` };
  });
}

export async function editEvidenceAction(_previous: EvidenceState, formData: FormData): Promise<EvidenceState> {
  return runEdit(formData, evidenceEditSchema, async (member, input) => {
    const record = await editEvidence(member, input);
    return { record, message: `"${record.name}" saved.` };
  });
}

export async function archiveEvidenceAction(_previous: EvidenceState, formData: FormData): Promise<EvidenceState> {
  return runEdit(formData, evidenceVersionSchema, async (member, input) => {
    const record = await archiveEvidence(member, input);
    return { record, message: `"${record.name}" archived. Choose the Archived status to find it.` };
  });
}

export async function restoreEvidenceAction(_previous: EvidenceState, formData: FormData): Promise<EvidenceState> {
  return runEdit(formData, evidenceVersionSchema, async (member, input) => {
    const record = await restoreEvidence(member, input);
    return { record, message: `"${record.name}" restored to the evidence library.` };
  });
}

export async function linkControlAction(_previous: EvidenceState, formData: FormData): Promise<EvidenceState> {
  return runEdit(formData, evidenceControlSchema, async (member, input) => {
    const record = await linkEvidenceControl(member, input);
    return { record, message: `Control ${input.controlId} linked to "${record.name}".` };
  });
}

export async function unlinkControlAction(_previous: EvidenceState, formData: FormData): Promise<EvidenceState> {
  return runEdit(formData, evidenceControlSchema, async (member, input) => {
    const record = await unlinkEvidenceControl(member, input);
    return { record, message: `Control ${input.controlId} unlinked from "${record.name}".` };
  });
}
