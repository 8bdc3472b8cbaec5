import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { integrationConnections } from '@/lib/db/schema';
import { openCredentials } from '@/lib/integrations/credentials';
import type { ProviderConnection } from '@/lib/integrations/connector';
import { connectors } from '@/lib/integrations/connectors';
import type { IntegrationProvider } from '@/lib/schemas/integrations/records';
import { notFound, WorkspaceError, type Member } from '../member';

/** The provider's connection with its secret fields opened; refused when the credentials no longer open. */
export async function openConnection(member: Member, provider: IntegrationProvider): Promise<ProviderConnection> {
  const name = connectors[provider].name;
  const db = await getDb();
  const [row] = await db
    .select()
    .from(integrationConnections)
    .where(and(eq(integrationConnections.organizationId, member.organizationId), eq(integrationConnections.provider, provider)));
  if (!row) throw notFound(`The ${name} connection`);
  const secret = openCredentials(member.organizationId, provider, row.sealedCredentials);
  if (!secret) {
    throw new WorkspaceError(
      'invalid',
      `${name}'s credentials can no longer be read: the server's encryption key changed. Disconnect ${name} and connect it again.`,
    );
  }
  return { baseUrl: row.baseUrl, account: row.account, secret };
}
