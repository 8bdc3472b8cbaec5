// GET /api/v1/vulnerabilities: the open findings with their due days.
// POST /api/v1/vulnerabilities: a SARIF 2.1.0 or CSV file of findings from a scanner (multipart, field "file").
import { apiRoute } from '@/lib/api/api-route';
import { listVulnerabilities, uploadVulnerabilities } from '@/lib/api/endpoints';
import { methodsNotAllowed } from '@/lib/api/method-not-allowed';

export const GET = apiRoute(listVulnerabilities);
export const POST = apiRoute(uploadVulnerabilities);
export const { PUT, PATCH, DELETE } = methodsNotAllowed(['GET', 'POST']);
