import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { integrationConnections } from '@/lib/db/schema';
import { sealCredentials } from '@/lib/integrations/credentials';
import { verifyGithub } from '@/lib/integrations/github/verify';
import type { GithubConnect, IntegrationProvider } from '@/lib/schemas/integrations';
import { recordActivity } from '../activity';
import { assertCan, notFound, WorkspaceError, type Member } from '../member';

/** A connection as the screens show it: never its credentials. */
export type Connection = { provider: IntegrationProvider; account: string; baseUrl: string; connectedBy: string; connectedAt: Date };

export const providerNames: Record<IntegrationProvider, string> = { github: 'GitHub' };

/** A connection's columns the screens show: never its credentials. */
const shown = {
  provider: integrationConnections.provider,
  account: integrationConnections.account,
  baseUrl: integrationConnections.baseUrl,
  connectedBy: integrationConnections.connectedBy,
  connectedAt: integrationConnections.connectedAt,
};

/** The organization's connections (every member may see which tools are connected). */
export async function listConnections(member: Member): Promise<Connection[]> {
  assertCan(member, 'records.view');
  const db = await getDb();
  return db
    .select(shown)
    .from(integrationConnections)
    .where(eq(integrationConnections.organizationId, member.organizationId))
    .orderBy(asc(integrationConnections.provider));
}

/**
 * Connects GitHub (admins): the token is tried on the organization first, and nothing is saved when GitHub refuses
 * it (the refusal says why). The token is stored sealed, and never answered again.
 */
export async function connectGithub(member: Member, input: GithubConnect): Promise<Connection> {
  assertCan(member, 'integrations.manage');
  const verified = await verifyGithub(input);
  if (!verified.ok) throw new WorkspaceError('invalid', verified.message);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(integrationConnections)
      .values({
        organizationId: member.organizationId,
        provider: 'github',
        baseUrl: input.baseUrl.replace(/\/+$/, ''),
        account: verified.account,
        sealedCredentials: sealCredentials(member.organizationId, 'github', { token: input.token }),
        connectedBy: member.displayName,
      })
      .onConflictDoNothing()
      .returning(shown);
    if (!saved) throw new WorkspaceError('conflict', 'GitHub is already connected. Disconnect it first to connect another organization.');
    await recordActivity(tx, member, {
      action: 'integration.connected',
      recordType: 'integration',
      recordId: 'github',
      summary: `Connected GitHub (${saved.account})`,
    });
    return saved;
  });
}

/** Disconnects a provider (admins): its credentials are deleted at once. */
export async function disconnectIntegration(member: Member, provider: IntegrationProvider): Promise<{ account: string }> {
  assertCan(member, 'integrations.manage');
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(integrationConnections)
      .where(and(eq(integrationConnections.organizationId, member.organizationId), eq(integrationConnections.provider, provider)))
      .returning({ account: integrationConnections.account });
    if (!removed) throw notFound(`The ${providerNames[provider]} connection`);
    await recordActivity(tx, member, {
      action: 'integration.disconnected',
      recordType: 'integration',
      recordId: provider,
      summary: `Disconnected ${providerNames[provider]} (${removed.account})`,
    });
    return removed;
  });
}
