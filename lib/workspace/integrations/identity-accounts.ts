import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { integrationConnections } from '@/lib/db/schema';
import type { IdentityAccounts } from '@/lib/integrations/bamboohr/facts';
import { connectors } from '@/lib/integrations/connectors';
import { identityAccountsOf, identityProviders } from '@/lib/integrations/identity-accounts';
import { isUnknown } from '@/lib/checks/types';
import type { Member } from '../member';
import { openConnection } from './open-connection';

/**
 * The accounts of the organization's connected identity providers, each read anew (an HR system's run compares
 * its employees with them as they are now). A provider whose accounts cannot be read is named with the reason.
 */
export async function identityAccountsFor(member: Member, now: Date): Promise<IdentityAccounts> {
  const db = await getDb();
  const rows = await db
    .select({ provider: integrationConnections.provider })
    .from(integrationConnections)
    .where(
      and(
        eq(integrationConnections.organizationId, member.organizationId),
        inArray(integrationConnections.provider, [...identityProviders]),
      ),
    );
  const identity: IdentityAccounts = { providers: [], accounts: [], unreadable: [] };
  for (const provider of identityProviders.filter((name) => rows.some((row) => row.provider === name))) {
    const { name, gather } = connectors[provider];
    identity.providers.push(name);
    try {
      const accounts = identityAccountsOf(provider, await gather(await openConnection(member, provider), now));
      if (isUnknown(accounts)) identity.unreadable.push(`${name}’s accounts could not be read: ${accounts.unknown}`);
      else identity.accounts.push(...accounts.map((account) => ({ ...account, provider: name })));
    } catch (error) {
      identity.unreadable.push(`${name}’s accounts could not be read: ${(error as Error).message}`);
    }
  }
  return identity;
}
