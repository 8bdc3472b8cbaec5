import { isUnknown } from '@/lib/checks/types';
import { directoryUserOf, type DirectoryUser } from '@/lib/domain/people/directory-sync';
import type { EntraFacts } from './facts';

/**
 * The enabled member accounts (guests are not the company's people) as People reads them; null when Graph did not
 * answer the list, so a refused or failed request never reads as everyone having left.
 */
export function entraDirectoryUsers(facts: EntraFacts, today: string): DirectoryUser[] | null {
  if (isUnknown(facts.users)) return null;
  return facts.users.filter((user) => user.enabled && !user.guest).flatMap((user) => directoryUserOf(user, user.created, today) ?? []);
}
