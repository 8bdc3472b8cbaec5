import 'server-only';
import { eq } from 'drizzle-orm';
import { frameworkDirectory } from '@/lib/catalog/framework-directory';
import { getDb } from '@/lib/db/client';
import { organizationFrameworks } from '@/lib/db/schema';
import { apiAccessSentence, closedFramework } from '@/lib/domain/api-access';
import { defaultFrameworkSettings, storedSettingsOr } from '@/lib/domain/frameworks/settings';
import { listOrganizationFrameworks, type OrganizationFramework } from './followed';
import { assertCan, notFound, WorkspaceError, type Member } from '../member';

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

/**
 * The followed frameworks of the directory split by API access, in the directory's order: `open` ones an API key
 * reaches, `closed` ones whose Framework Settings › Advanced "API access" is still off.
 */
export async function frameworksByApiAccess(
  member: Member,
  today?: string,
): Promise<{ open: OrganizationFramework[]; closed: OrganizationFramework[] }> {
  const [open, followed] = await Promise.all([frameworkIdsOpenToApi(member), listOrganizationFrameworks(member, today)]);
  const ofDirectory = followed.filter((framework) => frameworkDirectory.some((entry) => entry.id === framework.frameworkId));
  return {
    open: ofDirectory.filter((framework) => open.has(framework.frameworkId)),
    closed: ofDirectory.filter((framework) => !open.has(framework.frameworkId)),
  };
}

/** The followed frameworks with API access on, in the directory's order, with their status and progress. */
export async function frameworksOpenToApi(member: Member, today?: string): Promise<OrganizationFramework[]> {
  return (await frameworksByApiAccess(member, today)).open;
}

/**
 * One framework with API access on; any other id (not followed, API access off, unknown) is not found. A followed
 * one whose API access is off says so, and where an administrator opens it.
 */
export async function frameworkOpenToApi(member: Member, frameworkId: string, today?: string): Promise<OrganizationFramework> {
  const { open, closed } = await frameworksByApiAccess(member, today);
  const found = open.find((framework) => framework.frameworkId === frameworkId);
  if (found) return found;
  if (closed.some((framework) => framework.frameworkId === frameworkId)) {
    throw new WorkspaceError('not-found', `The framework was not found: ${apiAccessSentence(open.length, [closedFramework(frameworkId)])}`);
  }
  throw notFound('The framework');
}
