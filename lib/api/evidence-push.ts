import 'server-only';
import { libraryControls } from '@/lib/catalog/controls';
import { uploadedFilesField, type CheckedUpload } from '@/lib/domain/evidence/files';
import { apiEvidenceUploadFieldsSchema } from '@/lib/schemas/api-v1';
import type { z } from 'zod';
import { createEvidence, linkEvidenceControl, readEvidence } from '@/lib/workspace/evidence';
import { frameworkIdsOpenToApi } from '@/lib/workspace/frameworks';
import { notFound, type Member } from '@/lib/workspace/member';

/** The upload form of the API: its text fields, and exactly one file under `file`, checked like the upload form's. */
export const apiEvidenceUploadForm = apiEvidenceUploadFieldsSchema.extend({
  file: uploadedFilesField.refine((files: CheckedUpload[]) => files.length === 1, 'file: send exactly one file in the "file" part.'),
});
export type ApiEvidenceUpload = z.output<typeof apiEvidenceUploadForm>;

/**
 * Records the file as evidence (pending review) for the framework given, then links it to the control. The
 * control must be of the library and the framework must have API access on (else 404), both checked before a
 * byte is stored. Answers the item and its stored file, with the SHA-256 of its bytes.
 */
export async function pushEvidence(member: Member, controlId: string, upload: ApiEvidenceUpload) {
  const control = libraryControls.find((candidate) => candidate.id === controlId);
  if (!control) throw notFound('The control');
  if (!(await frameworkIdsOpenToApi(member)).has(upload.framework)) throw notFound('The framework');
  const file = upload.file[0]!;
  const created = await createEvidence(
    member,
    {
      name: upload.name ?? file.name.slice(0, 120),
      description: upload.description,
      type: upload.type,
      framework: upload.framework,
      collectedOn: upload.collectedOn ?? null,
      expiresOn: upload.expiresOn ?? null,
    },
    upload.file,
  );
  const linked = await linkEvidenceControl(member, { id: created.id, version: created.version, controlId: control.id });
  const stored = (await readEvidence(member, created.id)).files[0]!;
  return {
    id: linked.id,
    name: linked.name,
    status: linked.status,
    controlId: control.id,
    file: { id: stored.id, name: stored.name, size: stored.sizeBytes, contentType: stored.contentType, sha256: stored.sha256 ?? '' },
  };
}
