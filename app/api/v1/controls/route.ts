// GET /api/v1/controls[?framework=<id>]: the control library with the organization's state of each control.
import { apiRoute } from '@/lib/api/api-route';
import { listControls } from '@/lib/api/endpoints';
import { methodsNotAllowed } from '@/lib/api/method-not-allowed';

export const GET = apiRoute(listControls);
export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET']);
