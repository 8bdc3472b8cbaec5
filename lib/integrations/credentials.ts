import 'server-only';
import { env } from '@/lib/env';
import { openSecret, sealSecret } from '@/lib/secret-box';
import { sessionSecret } from '@/lib/session-secret';

/** Integration credentials get a key of their own purpose, derived from ENCRYPTION_KEY or else the session secret. */
const PURPOSE = 'complia integration credentials v1';

const masterSecret = () => env().ENCRYPTION_KEY ?? sessionSecret();
const ownerOf = (organizationId: string, provider: string) => `${organizationId}:${provider}`;

/** Seals an organization's credentials for one provider: a sealed value moved to another organization does not open. */
export function sealCredentials(organizationId: string, provider: string, credentials: Record<string, string>): string {
  return sealSecret(JSON.stringify(credentials), ownerOf(organizationId, provider), masterSecret(), PURPOSE);
}

/** The credentials sealed for the organization's provider, or null when they cannot be opened (another key, altered). */
export function openCredentials(organizationId: string, provider: string, sealed: string): Record<string, string> | null {
  const plain = openSecret(sealed, ownerOf(organizationId, provider), masterSecret(), PURPOSE);
  return plain === null ? null : (JSON.parse(plain) as Record<string, string>);
}
