import { isUnknown } from '@/lib/checks/types';
import { directoryUserOf, type DirectoryUser } from '@/lib/domain/people/directory-sync';
import type { OktaFacts } from './facts';

/**
 * Okta's active users as People reads them; null when Okta did not answer the list, so a refused or failed
 * request never reads as everyone having left.
 */
export function oktaDirectoryUsers(facts: OktaFacts, today: string): DirectoryUser[] | null {
  if (isUnknown(facts.activeUsers)) return null;
  return facts.activeUsers.flatMap((user) => directoryUserOf(user.profile, user.created || null, today) ?? []);
}
