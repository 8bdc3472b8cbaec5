import 'server-only';
import { and, eq } from 'drizzle-orm';
import { directoryIds, frameworkDirectory } from '@/lib/catalog/framework-directory';
import { getDb } from '@/lib/db/client';
import { organizationFrameworks } from '@/lib/db/schema';
import { joinNames } from '@/lib/domain/frameworks/names';
import { recordActivity } from './activity';
import { assertCan, type Member, type Tx } from './member';

/**
 * The frameworks an organization follows, as stored: which ones, and adding them. Frameworks (their progress),
 * evidence (where a filed record goes), sign-up and bulk import all need this, and the frameworks entity reads
 * evidence, so it lives below both rather than in either.
 */

/** Where added frameworks came from, as their activity row says it. */
const addedFrom = { questionnaire: 'from your questionnaire', 'add-framework': 'from Add Framework' } as const;
export type FrameworkSource = keyof typeof addedFrom;

/**
 * The activity action of frameworks added at sign-up from the questionnaire (the dashboard looks for it); its
 * record id lists the ids added, comma-separated. Frameworks added otherwise are 'framework.added'.
 */
export const ADDED_FROM_QUESTIONNAIRE = 'framework.added-from-questionnaire';

/** The organization's followed frameworks as stored, in no particular order: status, settings and last change. */
export async function followedFrameworkRows(member: Member) {
  assertCan(member, 'records.view');
  const db = await getDb();
  return db
    .select({
      frameworkId: organizationFrameworks.frameworkId,
      status: organizationFrameworks.status,
      settings: organizationFrameworks.settings,
      updatedAt: organizationFrameworks.updatedAt,
    })
    .from(organizationFrameworks)
    .where(eq(organizationFrameworks.organizationId, member.organizationId));
}

/** The directory ids of the frameworks the organization follows (any status), in no particular order. */
export async function followedFrameworkIds(member: Member): Promise<string[]> {
  return (await followedFrameworkRows(member)).map((row) => row.frameworkId);
}

/** True when the organization follows the directory framework `frameworkId` (any status). */
export async function followsFramework(member: Member, frameworkId: string): Promise<boolean> {
  assertCan(member, 'records.view');
  const db = await getDb();
  const [row] = await db
    .select({ frameworkId: organizationFrameworks.frameworkId })
    .from(organizationFrameworks)
    .where(and(eq(organizationFrameworks.organizationId, member.organizationId), eq(organizationFrameworks.frameworkId, frameworkId)))
    .limit(1);
  return row !== undefined;
}

/**
 * Adds directory frameworks to the organization as In Progress (unknown ids and ones it already follows are
 * skipped) inside the caller's transaction, with one activity row ("Added SOC 2 Type II and GDPR from your
 * questionnaire", the ids as its record id); answers the names added, in the directory's order.
 */
export async function addFrameworksIn(
  tx: Tx,
  member: Pick<Member, 'organizationId' | 'displayName' | 'subject'>,
  ids: readonly string[],
  source: FrameworkSource,
): Promise<string[]> {
  const wanted = [...new Set(ids)].filter((id) => directoryIds.has(id));
  if (wanted.length === 0) return [];
  const added = await tx
    .insert(organizationFrameworks)
    .values(wanted.map((frameworkId) => ({ organizationId: member.organizationId, frameworkId, status: 'progress' as const })))
    .onConflictDoNothing()
    .returning({ frameworkId: organizationFrameworks.frameworkId });
  const addedFrameworks = frameworkDirectory.filter((framework) => added.some((row) => row.frameworkId === framework.id));
  const names = addedFrameworks.map((framework) => framework.name);
  if (names.length > 0) {
    await recordActivity(tx, member, {
      action: source === 'questionnaire' ? ADDED_FROM_QUESTIONNAIRE : 'framework.added',
      recordType: 'framework',
      recordId: addedFrameworks.map((framework) => framework.id).join(','),
      summary: `Added ${joinNames(names)} ${addedFrom[source]}`,
    });
  }
  return names;
}
