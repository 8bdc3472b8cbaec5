import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { integrationConnections } from '@/lib/db/schema';
import { openCredentials } from '@/lib/integrations/credentials';
import { connectors } from '@/lib/integrations/connectors';
import type { AlertChannel, Tracker } from '@/lib/integrations/trackers/types';
import type { IntegrationProvider } from '@/lib/schemas/integrations/records';
import type { Member } from '../member';

/** The organization's work tracker (its one Jira or Linear connection) and its channel (Slack), opened; null when none. */
export type Destinations = {
  tracker: { provider: IntegrationProvider; name: string; client: Tracker } | null;
  channel: AlertChannel | null;
};

/**
 * Opens the organization's destinations. Credentials that no longer open (the server's key changed) leave that
 * destination out with an error the caller shows, never the secret.
 */
export async function openDestinations(member: Member): Promise<Destinations & { problems: string[] }> {
  const db = await getDb();
  const rows = await db.select().from(integrationConnections).where(eq(integrationConnections.organizationId, member.organizationId));
  const found: Destinations & { problems: string[] } = { tracker: null, channel: null, problems: [] };
  for (const row of rows) {
    const connector = connectors[row.provider];
    if (!connector.tracker && !connector.alerts) continue;
    const secret = openCredentials(member.organizationId, row.provider, row.sealedCredentials);
    if (!secret) {
      found.problems.push(`${connector.name}'s credentials can no longer be read. Disconnect ${connector.name} and connect it again.`);
      continue;
    }
    const connection = { baseUrl: row.baseUrl, account: row.account, secret };
    try {
      if (connector.tracker && !found.tracker) {
        found.tracker = { provider: row.provider, name: connector.name, client: await connector.tracker(connection) };
      }
      if (connector.alerts && !found.channel) found.channel = await connector.alerts(connection);
    } catch (error) {
      // Opening a tracker may read it (Linear's team): its failure is the sync's to show.
      found.problems.push(`${connector.name} could not be opened: ${(error as Error).message}`);
    }
  }
  return found;
}

/** The providers that are destinations (a tracker or a channel) rather than sources of facts. */
export const destinationProviders = Object.values(connectors)
  .filter((connector) => connector.tracker || connector.alerts)
  .map((connector) => connector.provider);

/** The work trackers, of which an organization connects one. */
export const trackerProviders = Object.values(connectors)
  .filter((connector) => connector.tracker)
  .map((connector) => connector.provider);
