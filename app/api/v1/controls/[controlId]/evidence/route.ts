// POST /api/v1/controls/<controlId>/evidence: uploads a file as evidence of the control (read-write keys).
import { apiRoute } from '@/lib/api/api-route';
import { uploadEvidence } from '@/lib/api/endpoints';
import { methodsNotAllowed } from '@/lib/api/method-not-allowed';

export const POST = apiRoute(uploadEvidence);
export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(['POST']);
