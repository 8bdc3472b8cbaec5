// GET /api/v1/evidence/<id>/file: the bytes of the item's current file, as stored.
import { apiRoute } from '@/lib/api/api-route';
import { downloadEvidenceFile } from '@/lib/api/endpoints';
import { methodsNotAllowed } from '@/lib/api/method-not-allowed';

export const GET = apiRoute(downloadEvidenceFile);
export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET']);
