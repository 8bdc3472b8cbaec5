import { serviceProviderConfig } from '@/lib/domain/scim/discovery';
import { scimJson } from '@/lib/scim/response';
import { scimBase } from '@/lib/scim/route';

/** What this service provider supports (RFC 7644 §4): the same for every organization, so no token is asked. */
export function GET(): Response {
  return scimJson(serviceProviderConfig(scimBase()));
}
