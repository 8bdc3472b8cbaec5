import 'server-only';
import { dayOf } from '@/lib/domain/calendar-days';
import { connectors } from '@/lib/integrations/connectors';
import type { IntegrationProvider } from '@/lib/schemas/integrations/records';
import { personSources, type PersonSource } from '@/lib/schemas/people/records';
import type { Member } from '../member';
import { syncDirectoryPeople, syncHrPeople, type DirectorySync, type HrSync } from '../people';

const isPersonSource = (value: string): value is PersonSource => (personSources as readonly string[]).includes(value);

/**
 * After a run of a directory provider (Okta, Google Workspace) or an HR system (BambooHR), fills People from the users it gathered, as the
 * integration. A provider that gathers no people answers null, as does one whose user list could not be read.
 */
export async function fillPeopleFromRun(
  member: Member,
  provider: IntegrationProvider,
  facts: unknown,
  now: Date,
): Promise<DirectorySync | HrSync | null> {
  const { people, hrPeople, name } = connectors[provider];
  const integration: Member = { ...member, id: '', subject: `integration:${provider}`, displayName: `${name} integration` };
  // An HR system is the authority on start and end dates; a directory only adds people and ends its own.
  const employees = hrPeople?.(facts);
  if (employees) return syncHrPeople(integration, { name }, employees, now);
  const users = people?.(facts, dayOf(now));
  if (!users || !isPersonSource(provider)) return null;
  return syncDirectoryPeople(integration, { source: provider, name }, users, now);
}
