import 'server-only';
import { env } from '@/lib/env';
import { openSecret, sealSecret } from '@/lib/secret-box';
import { sessionSecret } from '@/lib/session-secret';

/** The client secret of an organization's OIDC connection gets a key of its own purpose. */
const PURPOSE = 'complia single sign-on client secret v1';

const masterSecret = () => env().ENCRYPTION_KEY ?? sessionSecret();
const ownerOf = (organizationId: string) => `${organizationId}:sso`;

/** Seals the client secret for the organization: moved to another organization, it does not open. */
export function sealClientSecret(organizationId: string, secret: string): string {
  return sealSecret(secret, ownerOf(organizationId), masterSecret(), PURPOSE);
}

/** The organization's client secret, or null when it cannot be opened (another key, altered, moved). */
export function openClientSecret(organizationId: string, sealed: string): string | null {
  return openSecret(sealed, ownerOf(organizationId), masterSecret(), PURPOSE);
}
