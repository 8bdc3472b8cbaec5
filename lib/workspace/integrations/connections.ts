import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/db/client';
import { failureKind } from '@/lib/db/query-failure';
import { integrationConnections } from '@/lib/db/schema';
import { sealCredentials } from '@/lib/integrations/credentials';
import type { ProviderConnection } from '@/lib/integrations/connector';
import { connectors } from '@/lib/integrations/connectors';
import type { IntegrationProvider } from '@/lib/schemas/integrations/records';
import { recordActivity } from '../activity';
import { assertCan, notFound, WorkspaceError, type Member } from '../member';
import { guardedWrite } from '../guarded-write';

/** A connection as the screens show it: never its credentials. */
export type Connection = { provider: IntegrationProvider; account: string; baseUrl: string; connectedBy: string; connectedAt: Date };

export const providerNames = Object.fromEntries(
  Object.values(connectors).map((connector) => [connector.provider, connector.name]),
) as Record<IntegrationProvider, string>;

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
 * Connects a provider (admins): the connection is tried first, and nothing is saved when the provider refuses it
 * (the refusal says why). The secret fields are stored sealed, and never answered again.
 */
export const connectIntegration = guardedWrite(
  'integrations.manage',
  async (member: Member, provider: IntegrationProvider, input: unknown): Promise<Connection> => {
    const connector = connectors[provider];
    await refuseSecondTracker(member, provider);
    const connection = connector.fromInput(input);
    const verified = await connector.verify(connection);
    if (!verified.ok) throw new WorkspaceError('invalid', verified.message);
    const db = await getDb();
    const id = randomUUID();
    try {
      return await saveConnection(db, member, { id, provider, connection, account: verified.account, name: connector.name });
    } catch (error) {
      if (error instanceof WorkspaceError) throw error;
      // A database error's message repeats the values written, the sealed credentials among them: log its kind only.
      console.error(
        `The ${connector.name} connection ${id} of organization ${member.organizationId} could not be saved: ${failureKind(error)}.`,
      );
      throw new Error(`The ${connector.name} connection ${id} could not be saved.`);
    }
  },
);

/** Issues go to one tracker: connecting Linear while Jira is connected (or the reverse) is refused, saying which. */
async function refuseSecondTracker(member: Member, provider: IntegrationProvider): Promise<void> {
  if (!connectors[provider].tracker) return;
  const db = await getDb();
  const rows = await db
    .select({ provider: integrationConnections.provider })
    .from(integrationConnections)
    .where(eq(integrationConnections.organizationId, member.organizationId));
  const other = rows.find((row) => row.provider !== provider && connectors[row.provider].tracker);
  if (other) {
    const name = connectors[other.provider].name;
    throw new WorkspaceError('conflict', `Issues go to one tracker, and ${name} is connected. Disconnect ${name} first.`);
  }
}

type Unsaved = { id: string; provider: IntegrationProvider; connection: ProviderConnection; account: string; name: string };

/** Writes a verified connection with its activity row, or refuses a second one of the provider. */
async function saveConnection(db: Db, member: Member, { id, provider, connection, account, name }: Unsaved): Promise<Connection> {
  return db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(integrationConnections)
      .values({
        id,
        organizationId: member.organizationId,
        provider,
        baseUrl: connection.baseUrl.replace(/\/+$/, ''),
        account,
        sealedCredentials: sealCredentials(member.organizationId, provider, connection.secret),
        connectedBy: member.displayName,
      })
      .onConflictDoNothing()
      .returning(shown);
    if (!saved) {
      throw new WorkspaceError('conflict', `${name} is already connected. Disconnect it first to connect another account.`);
    }
    await recordActivity(tx, member, {
      action: 'integration.connected',
      recordType: 'integration',
      recordId: provider,
      summary: `Connected ${name} (${saved.account})`,
    });
    return saved;
  });
}

/** Disconnects a provider (admins): its credentials are deleted at once. */
export const disconnectIntegration = guardedWrite(
  'integrations.manage',
  async (member: Member, provider: IntegrationProvider): Promise<{ account: string }> => {
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
  },
);
