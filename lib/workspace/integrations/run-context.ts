import 'server-only';
import type { Connector } from '@/lib/integrations/connector';
import type { Member } from '../member';
import { peopleEmailsOf } from '../people';
import { identityAccountsFor } from './identity-accounts';

/**
 * The gathered facts with what else of the organization the provider's checks compare them with, read only when
 * its connector asks: People's e-mails (a device's user), the identity providers' accounts (an HR system's leavers).
 */
export async function organizationContextOf(
  member: Member,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each connector's facts differ; they are only passed through
  connector: Connector<any, any>,
  facts: unknown,
  now: Date,
): Promise<unknown> {
  let added = facts;
  if (connector.withPeople) added = connector.withPeople(added, await peopleEmailsOf(member));
  if (connector.withIdentityAccounts) added = connector.withIdentityAccounts(added, await identityAccountsFor(member, now));
  return added;
}
