import 'server-only';
import { dayOf } from '@/lib/domain/calendar-days';
import { connectors } from '@/lib/integrations/connectors';
import type { IntegrationProvider } from '@/lib/schemas/integrations/records';
import { personSources, type PersonSource } from '@/lib/schemas/people/records';
import type { Member } from '../member';
import { syncDirectoryPeople, type DirectorySync } from '../people';

const isPersonSource = (value: string): value is PersonSource => (personSources as readonly string[]).includes(value);

/**
 * After a run of a directory provider (Okta, Google Workspace), fills People from the users it gathered, as the
 * integration. A provider that gathers no people answers null, as does one whose user list could not be read.
 */
export async function fillPeopleFromRun(
  member: Member,
  provider: IntegrationProvider,
  facts: unknown,
  now: Date,
): Promise<DirectorySync | null> {
  const { people, name } = connectors[provider];
  const users = people?.(facts, dayOf(now));
  if (!users || !isPersonSource(provider)) return null;
  const integration: Member = { ...member, id: '', subject: `integration:${provider}`, displayName: `${name} integration` };
  return syncDirectoryPeople(integration, { source: provider, name }, users, now);
}
