import 'server-only';
import { isUnknown } from '@/lib/checks/types';
import { dayOf } from '@/lib/domain/calendar-days';
import { directoryUserOf, type DirectoryUser } from '@/lib/domain/people/directory-sync';
import type { OktaFacts } from '@/lib/integrations/okta/facts';
import type { IntegrationProvider } from '@/lib/schemas/integrations/records';
import type { Member } from '../member';
import { syncDirectoryPeople, type DirectorySync } from '../people';

/**
 * Okta's active users as People reads them; null when Okta did not answer the list, so a refused or failed
 * request never reads as everyone having left.
 */
export function oktaDirectoryUsers(facts: OktaFacts, today: string): DirectoryUser[] | null {
  if (isUnknown(facts.activeUsers)) return null;
  return facts.activeUsers.flatMap((user) => directoryUserOf(user.profile, user.created || null, today) ?? []);
}

/**
 * After a run of a directory provider (Okta), fills People from the users it gathered, as the integration. Other
 * providers gather no people: null, as when the user list could not be read.
 */
export async function fillPeopleFromRun(
  member: Member,
  provider: IntegrationProvider,
  facts: unknown,
  now: Date,
): Promise<DirectorySync | null> {
  if (provider !== 'okta') return null;
  const users = oktaDirectoryUsers(facts as OktaFacts, dayOf(now));
  if (!users) return null;
  const integration: Member = { ...member, id: '', subject: 'integration:okta', displayName: 'Okta integration' };
  return syncDirectoryPeople(integration, { source: 'okta', name: 'Okta' }, users, now);
}
