import 'server-only';
import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { ssoConnections } from '@/lib/db/schema';
import { work } from '@/lib/jobs';
import { failureMessage, SsoFailure } from '@/lib/sso/failure';
import { readMetadataUrl } from '@/lib/sso/metadata-url';
import { oidcConfiguration } from '@/lib/sso/oidc';
import { parseIdpMetadata } from '@/lib/sso/saml-metadata';
import { openClientSecret } from '@/lib/sso/secrets';
import { connectionRow } from './connection-row';

// A provider rotates its signing keys and publishes the new ones in its metadata: the metadata an organization
// gave by URL is read again daily, and sooner when an answer is signed by a key it does not name, so a rotation
// does not lock people out. A failed read keeps the last good metadata and is shown in Settings.

/** A signature by an unknown key asks for a refresh at most this often per organization. */
export const KEY_REFRESH_INTERVAL_MS = 60_000;

export type RefreshOutcome = 'refreshed' | 'unchanged' | 'failed' | 'nothing-to-refresh';

/** The provider's metadata as read now: SAML's from its URL (same entity ID only), OIDC's discovery document. */
async function readAgain(row: NonNullable<Awaited<ReturnType<typeof connectionRow>>>): Promise<string | null> {
  if (row.protocol === 'saml') {
    if (!row.samlMetadataUrl) return null;
    const xml = await readMetadataUrl(row.samlMetadataUrl);
    const { entityId } = parseIdpMetadata(xml);
    const saved = row.samlMetadata ? parseIdpMetadata(row.samlMetadata).entityId : entityId;
    if (entityId !== saved) {
      throw new SsoFailure(`The metadata now names another identity provider (${entityId}). Save the connection again to accept it.`);
    }
    return xml;
  }
  const clientSecret = row.oidcClientSecret ? openClientSecret(row.organizationId, row.oidcClientSecret) : null;
  if (!row.oidcDiscoveryUrl || !row.oidcClientId || clientSecret === null) return null;
  // openid-client reads the discovery document (and the keys it names) at every sign-in; this finds a provider
  // that stopped answering before people do.
  await oidcConfiguration({ discoveryUrl: row.oidcDiscoveryUrl, clientId: row.oidcClientId, clientSecret });
  return null;
}

/**
 * Reads the organization's provider metadata again: new SAML metadata replaces the stored one (the connection's test
 * and switch stay, as the provider is the same), and the outcome is recorded for Settings. A failure keeps the
 * last good metadata and records why.
 */
export async function refreshSsoMetadata(organizationId: string, now = new Date()): Promise<RefreshOutcome> {
  const db = await getDb();
  const row = await connectionRow(db, organizationId);
  if (!row || (row.protocol === 'saml' && !row.samlMetadataUrl)) return 'nothing-to-refresh';
  let xml: string | null;
  try {
    xml = await readAgain(row);
  } catch (error) {
    const message = failureMessage(error, 'The provider’s metadata could not be read.');
    await db
      .update(ssoConnections)
      .set({ metadataRefreshError: message, metadataRefreshFailedAt: now })
      .where(eq(ssoConnections.organizationId, organizationId));
    console.error(`Single sign-on metadata of organization ${organizationId} could not be refreshed: ${message}`);
    return 'failed';
  }
  const changed = xml !== null && xml !== row.samlMetadata;
  await db
    .update(ssoConnections)
    .set({
      ...(changed ? { samlMetadata: xml } : {}),
      metadataRefreshedAt: now,
      metadataRefreshError: null,
      metadataRefreshFailedAt: null,
    })
    .where(eq(ssoConnections.organizationId, organizationId));
  return changed ? 'refreshed' : 'unchanged';
}

/**
 * An answer was signed by a key the stored metadata does not name: the metadata is read again, at most once a
 * minute per organization (claimed in the database, so across servers too). Answers whether new metadata came.
 */
export async function refreshAfterUnknownKey(organizationId: string, now = new Date()): Promise<boolean> {
  const db = await getDb();
  const claimed = await db
    .update(ssoConnections)
    .set({ metadataKeyRefreshAt: now })
    .where(
      and(
        eq(ssoConnections.organizationId, organizationId),
        or(
          isNull(ssoConnections.metadataKeyRefreshAt),
          lt(ssoConnections.metadataKeyRefreshAt, new Date(now.getTime() - KEY_REFRESH_INTERVAL_MS)),
        ),
      ),
    )
    .returning({ organizationId: ssoConnections.organizationId });
  if (claimed.length === 0) return false;
  return (await refreshSsoMetadata(organizationId, now)) === 'refreshed';
}

/** Every connection whose metadata comes from its provider, refreshed one after another. */
export async function refreshAllSsoMetadata(now = new Date()): Promise<Record<RefreshOutcome, number>> {
  const db = await getDb();
  const rows = await db
    .select({ organizationId: ssoConnections.organizationId })
    .from(ssoConnections)
    .where(or(isNotNull(ssoConnections.samlMetadataUrl), eq(ssoConnections.protocol, 'oidc')));
  const counts: Record<RefreshOutcome, number> = { refreshed: 0, unchanged: 0, failed: 0, 'nothing-to-refresh': 0 };
  for (const { organizationId } of rows) counts[await refreshSsoMetadata(organizationId, now)] += 1;
  return counts;
}

/** Works the daily sso-metadata-refresh schedule in this process (once jobs have started). */
export async function startSsoMetadataRefresh(): Promise<void> {
  await work('sso-metadata-refresh', async () => {
    const run = await refreshAllSsoMetadata();
    console.log(`Single sign-on metadata: ${run.refreshed} refreshed, ${run.unchanged} unchanged, ${run.failed} failed.`);
  });
}
