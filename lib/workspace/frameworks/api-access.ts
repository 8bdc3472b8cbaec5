import 'server-only';
import { eq } from 'drizzle-orm';
import { frameworkDirectory } from '@/lib/catalog/framework-directory';
import { getDb } from '@/lib/db/client';
import { organizationFrameworks } from '@/lib/db/schema';
import { defaultFrameworkSettings, storedSettingsOr } from '@/lib/domain/frameworks/settings';
import { listOrganizationFrameworks, type OrganizationFramework } from './followed';
import { assertCan, notFound, type Member } from '../member';

/**
 * The ids of the frameworks the organization follows whose Framework Settings › Advanced "API access" is on: the
 * only ones an API key reaches. A framework never saved has the defaults, where it is off.
 */
export async function frameworkIdsOpenToApi(member: Member): Promise<Set<string>> {
  assertCan(member, 'records.view');
  const db = await getDb();
  const rows = await db
    .select({ frameworkId: organizationFrameworks.frameworkId, settings: organizationFrameworks.settings })
    .from(organizationFrameworks)
    .where(eq(organizationFrameworks.organizationId, member.organizationId));
  const open = new Set<string>();
  for (const row of rows) {
    const framework = frameworkDirectory.find((entry) => entry.id === row.frameworkId);
    if (framework && storedSettingsOr(row.settings, defaultFrameworkSettings(framework)).apiAccess) open.add(row.frameworkId);
  }
  return open;
}

/** The followed frameworks with API access on, in the directory's order, with their status and progress. */
export async function frameworksOpenToApi(member: Member, today?: string): Promise<OrganizationFramework[]> {
  const [open, followed] = await Promise.all([frameworkIdsOpenToApi(member), listOrganizationFrameworks(member, today)]);
  return followed.filter((framework) => open.has(framework.frameworkId));
}

/** One framework with API access on; any other id (not followed, API access off, unknown) is not found. */
export async function frameworkOpenToApi(member: Member, frameworkId: string, today?: string): Promise<OrganizationFramework> {
  const found = (await frameworksOpenToApi(member, today)).find((framework) => framework.frameworkId === frameworkId);
  if (!found) throw notFound('The framework');
  return found;
}
