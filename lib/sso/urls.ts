import 'server-only';
import { env } from '@/lib/env';
import type { ServiceProvider } from './saml';

const site = () => env().SITE_URL.replace(/\/+$/, '');

/** Where an OIDC provider sends the person back: one address for every organization (the state names it). */
export const oidcRedirectUri = () => `${site()}/api/auth/sso/oidc/callback`;

/** The product as the organization's SAML service provider: its entity id is its metadata's address. */
export function serviceProviderOf(organizationId: string): ServiceProvider & { metadataUrl: string } {
  const metadataUrl = `${site()}/api/auth/sso/saml/metadata/${organizationId}`;
  return { entityId: metadataUrl, metadataUrl, acsUrl: `${site()}/api/auth/sso/saml/acs` };
}
