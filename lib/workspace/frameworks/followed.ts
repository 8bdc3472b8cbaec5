import 'server-only';
import { and, eq, isNotNull } from 'drizzle-orm';
import { libraryControls } from '@/lib/catalog/controls';
import { frameworkDirectory } from '@/lib/catalog/framework-directory';
import { libraryFrameworks } from '@/lib/catalog/library';
import { getDb } from '@/lib/db/client';
import { customFrameworks, organizationFrameworks } from '@/lib/db/schema';
import { dayOf } from '@/lib/domain/calendar-days';
import { customProgress } from '@/lib/domain/custom-frameworks/rules';
import { complianceThresholdOf, shownFrameworkStatus } from '@/lib/domain/frameworks/status';
import type { Coverage, FollowedFramework } from '@/lib/domain/frameworks/followed';
import { controlsByRequirement, frameworkProgress, type Progress } from '@/lib/domain/frameworks/scores';
import type { ControlState } from '@/lib/schemas/frameworks/control-state';
import { recordActivity } from '../activity';
import { controlsWithCurrentEvidence } from '../evidence';
import { listControlStates } from './controls';
import { addFrameworksIn, followedFrameworkRows } from '../followed-frameworks';
import { assertCan, notFound, type Member } from '../member';
import { keptRead } from '../read-cache';
import { guardedWrite } from '../guarded-write';

/** A framework the organization follows: Active, In Progress or Review Required as shown, with its percent complete. */
export type OrganizationFramework = FollowedFramework;

/** The activity action of removing a framework; its record id is the framework's directory id. */
export const FRAMEWORK_REMOVED = 'framework.removed';

const order = new Map(frameworkDirectory.map((framework, index) => [framework.id, index]));
const byDirectoryOrder = (a: FollowedFramework, b: FollowedFramework) =>
  (order.get(a.frameworkId) ?? order.size) - (order.get(b.frameworkId) ?? order.size);

const requirementIndex = controlsByRequirement(libraryControls);

type States = ReadonlyMap<string, { state: ControlState }>;

/**
 * A framework's progress from the organization's control states and the controls with current evidence
 * (lib/domain/scores.ts): its requirements whose mapped controls are all not applicable, or implemented with
 * current evidence, of all its requirements; null for a framework whose requirement list the library does not
 * hold yet.
 */
function coverageOf(frameworkId: string, states: States, evidenced: ReadonlySet<string>): Progress | null {
  const framework = libraryFrameworks.find((candidate) => candidate.id === frameworkId);
  if (!framework) return null;
  const stateById = new Map([...states].map(([id, row]) => [id, row.state]));
  return frameworkProgress(framework, requirementIndex, stateById, evidenced);
}

/**
 * A framework's percent complete from the organization's control states and the controls with current evidence,
 * or null for a framework whose requirement list the library does not hold yet.
 */
export function progressOf(frameworkId: string, states: States, evidenced: ReadonlySet<string>): number | null {
  return coverageOf(frameworkId, states, evidenced)?.percent ?? null;
}

function coverageFrom(states: States, evidenced: ReadonlySet<string>): Record<string, Coverage> {
  const coverage: Record<string, Coverage> = {};
  for (const framework of libraryFrameworks) {
    const progress = coverageOf(framework.id, states, evidenced);
    if (progress) coverage[framework.id] = { met: progress.met, total: progress.total };
  }
  return coverage;
}

/**
 * The frameworks the organization follows, in the directory's order, each with its computed progress and the
 * status it shows (lib/domain/framework-status.ts: setup, maintenance, progress against its threshold); and, for
 * every framework of the control library, followed or not, how many of its requirements the organization's
 * control states already satisfy (the same rule as progress; the overlap preview of a framework not yet
 * followed). Frameworks outside the library have no coverage entry. One read of the control states and one of
 * the controls with current evidence on `today` (YYYY-MM-DD), which decides what is expired.
 */
export function frameworksWithCoverage(
  member: Member,
  today: string = dayOf(new Date()),
): Promise<{ followed: OrganizationFramework[]; coverage: Record<string, Coverage> }> {
  return keptRead(member, ['frameworks', today], async () => {
    const db = await getDb();
    const [rows, states, evidenced, licensedLists] = await Promise.all([
      followedFrameworkRows(member),
      listControlStates(member),
      controlsWithCurrentEvidence(member, today),
      db
        .select({
          id: customFrameworks.id,
          name: customFrameworks.name,
          description: customFrameworks.description,
          requirements: customFrameworks.requirements,
          licensedFrameworkId: customFrameworks.licensedFrameworkId,
        })
        .from(customFrameworks)
        .where(and(eq(customFrameworks.organizationId, member.organizationId), isNotNull(customFrameworks.licensedFrameworkId))),
    ]);
    const stateById = new Map([...states].map(([id, row]) => [id, row.state]));
    // A licensed framework (HITRUST CSF) is measured on the list the organization imported, like a custom framework.
    const licensedProgress = new Map(
      licensedLists.map((list) => [list.licensedFrameworkId, customProgress(list, libraryControls, stateById, evidenced)?.percent ?? null]),
    );
    const followed = rows.map(({ frameworkId, status, settings, updatedAt }): FollowedFramework => {
      const progress = progressOf(frameworkId, states, evidenced) ?? licensedProgress.get(frameworkId) ?? null;
      return { frameworkId, status: shownFrameworkStatus(status, progress, complianceThresholdOf(settings)), progress, updatedAt };
    });
    return { followed: followed.sort(byDirectoryOrder), coverage: coverageFrom(states, evidenced) };
  });
}

/** The frameworks the organization follows, in the directory's order, each with its computed progress on `today`. */
export async function listOrganizationFrameworks(member: Member, today?: string): Promise<OrganizationFramework[]> {
  return (await frameworksWithCoverage(member, today)).followed;
}

/** Coverage of every library framework by the organization's control states (see frameworksWithCoverage). */
export async function libraryCoverage(member: Member): Promise<Record<string, Coverage>> {
  return (await frameworksWithCoverage(member)).coverage;
}

/** Adds frameworks from the Add Framework screen (members and admins). */
export const addFrameworks = guardedWrite('frameworks.manage', async (member: Member, ids: readonly string[]): Promise<string[]> => {
  const db = await getDb();
  return db.transaction((tx) => addFrameworksIn(tx, member, ids, 'add-framework'));
});

/**
 * Removes a followed framework from the organization (admins only: removing is a deletion), with its activity row; answers its
 * name. Its control states are the organization's and stay, so adding it again restores its progress. A
 * framework the organization does not follow (or an unknown id) is not found.
 */
export async function removeFramework(member: Member, frameworkId: string): Promise<string> {
  assertCan(member, 'frameworks.remove');
  const framework = frameworkDirectory.find((candidate) => candidate.id === frameworkId);
  if (!framework) throw notFound('The framework');
  const db = await getDb();
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(organizationFrameworks)
      .where(and(eq(organizationFrameworks.organizationId, member.organizationId), eq(organizationFrameworks.frameworkId, framework.id)))
      .returning({ frameworkId: organizationFrameworks.frameworkId });
    if (removed.length === 0) throw notFound(framework.name);
    await recordActivity(tx, member, {
      action: FRAMEWORK_REMOVED,
      recordType: 'framework',
      recordId: framework.id,
      summary: `Removed ${framework.name} from the organization's frameworks`,
    });
    return framework.name;
  });
}
