import { isUnknown } from '@/lib/checks/types';
import { directoryUserOf, type DirectoryUser } from '@/lib/domain/people/directory-sync';
import type { GoogleWorkspaceFacts } from './facts';

/**
 * The active users (neither suspended nor archived) as People reads them; null when Google did not answer the
 * list, so a refused or failed request never reads as everyone having left.
 */
export function googleDirectoryUsers(facts: GoogleWorkspaceFacts, today: string): DirectoryUser[] | null {
  if (isUnknown(facts.users)) return null;
  return facts.users
    .filter((user) => !user.suspended && !user.archived)
    .flatMap((user) => directoryUserOf(user, user.created, today) ?? []);
}
