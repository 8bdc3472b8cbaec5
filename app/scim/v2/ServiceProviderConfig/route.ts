import { serviceProviderConfig } from '@/lib/domain/scim/discovery';
import { scimJson } from '@/lib/scim/response';
import { scimBase } from '@/lib/scim/route';
import { unsupportedMethods } from '@/lib/scim/unsupported';

/** What this service provider supports (RFC 7644 §4): the same for every organization, so no token is asked. */
export function GET(): Response {
  return scimJson(serviceProviderConfig(scimBase()));
}

/** The other methods answer 405 with SCIM's error body. */
export const { POST, PUT, PATCH, DELETE } = unsupportedMethods(['GET']);
