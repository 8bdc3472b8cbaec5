import { schemas } from '@/lib/domain/scim/discovery';
import { discoveryRoute } from '@/lib/scim/discovery-route';
import { unsupportedMethods } from '@/lib/scim/unsupported';

export const GET = discoveryRoute(schemas);

/** The other methods answer 405 with SCIM's error body. */
export const { POST, PUT, PATCH, DELETE } = unsupportedMethods(['GET']);
