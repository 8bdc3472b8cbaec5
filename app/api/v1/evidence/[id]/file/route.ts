// GET /api/v1/evidence/<id>/file: the bytes of the item's current file, as stored.
import { apiRoute } from '@/lib/api/api-route';
import { apiFile } from '@/lib/api/api-response';
import { currentEvidenceFile } from '@/lib/api/evidence-download';
import { attachmentDisposition } from '@/lib/domain/evidence/files';
import { apiEvidencePathSchema } from '@/lib/schemas/api-v1';

export const GET = apiRoute({
  access: 'read',
  params: apiEvidencePathSchema,
  work: async (member, { params }) => {
    const file = await currentEvidenceFile(member, params.id);
    return apiFile(file.bytes, file.contentType, attachmentDisposition(file.name), file.sha256 ? { 'X-Content-SHA256': file.sha256 } : {});
  },
});
