// POST /api/v1/controls/<controlId>/evidence: uploads a file as evidence of the control (read-write keys).
import { apiRoute } from '@/lib/api/api-route';
import { apiEvidenceUploadForm, pushEvidence } from '@/lib/api/evidence-push';
import { uploadSize } from '@/lib/domain/evidence/files';
import { apiControlPathSchema } from '@/lib/schemas/api-v1';

export const POST = apiRoute({
  access: 'write',
  params: apiControlPathSchema,
  form: apiEvidenceUploadForm,
  files: ['file'],
  uploadBytes: (form) => uploadSize(form.file),
  work: async (member, { params, form }) => ({ status: 201, body: await pushEvidence(member, params.controlId, form) }),
});
