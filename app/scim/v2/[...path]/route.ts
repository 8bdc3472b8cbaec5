// Any /scim/v2 path no resource lives at (an unknown resource type, a path below a User or Group): SCIM's 404 error
// body rather than the site's page, so a provisioning client can read what went wrong.
import { notAScimResource } from '@/lib/scim/unsupported';

export const GET = notAScimResource;
export const POST = notAScimResource;
export const PUT = notAScimResource;
export const PATCH = notAScimResource;
export const DELETE = notAScimResource;
