import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { libraryControls } from '@/lib/catalog/controls';
import { libraryFrameworks } from '@/lib/catalog/library';
import { libraryAlsoSatisfies } from '@/lib/catalog/library-crosswalk';
import type { LibraryControl, RequirementSet } from '@/lib/catalog/types';
import { getDb } from '@/lib/db/client';
import { members } from '@/lib/db/schema';
import { frameworkDetailOf, withAlsoSatisfies } from '@/lib/domain/frameworks/controls';
import type { FrameworkDetail } from '@/lib/schemas/frameworks/control';
import { listControlStates } from './controls';
import { readCheckStandings } from '../checks';
import { countingEvidenceByControl } from '../evidence';
import { assertCan, notFound, type Member } from '../member';
import { listMembers } from '../organization';

/**
 * The names of the organization's control owners by member id: active members by their name, and an owner who has
 * since left the team marked as a former member. `active` is the team as listMembers answers it.
 */
export async function ownerNamesOf(
  member: Member,
  states: ReadonlyMap<string, { ownerMemberId: string | null }>,
  active: readonly { id: string; name: string }[],
): Promise<Map<string, string>> {
  const names = new Map(active.map((person) => [person.id, person.name]));
  const former = [
    ...new Set([...states.values()].flatMap((row) => (row.ownerMemberId && !names.has(row.ownerMemberId) ? [row.ownerMemberId] : []))),
  ];
  if (former.length > 0) {
    const db = await getDb();
    const left = await db
      .select({ id: members.id, name: members.displayName })
      .from(members)
      .where(and(eq(members.organizationId, member.organizationId), inArray(members.id, former)));
    for (const person of left) names.set(person.id, `${person.name} (former member)`);
  }
  return names;
}

/** A member who may own a control: the edit form's owner options. */
export type OwnerOption = { id: string; name: string };

/** What a framework's detail needs besides its requirements and controls, as readFrameworkDetail answers it. */
export type DetailReading = { detail: FrameworkDetail; team: OwnerOption[]; evidenceCounts: Readonly<Record<string, number>> };

/**
 * The detail of `framework` (a library framework, or a custom one with its mapped `controls`) for the member's
 * organization: its requirements, the controls mapped to each with the organization's states, owners and notes,
 * and its progress. Also answers the team, whose active members may be chosen as owners, and per control the
 * number of linked evidence items that count (verified, not archived, not expired on `today`), which decide which
 * implemented controls count toward progress and which need evidence; a control an automated check fails counts
 * for nothing. An owner who has since left the team is still named, marked as a former member.
 */
export async function readDetailOf(
  member: Member,
  framework: RequirementSet,
  controls: readonly LibraryControl[],
  today?: string,
): Promise<DetailReading> {
  const [states, active, evidenceCounts, { failing, passing }] = await Promise.all([
    listControlStates(member),
    listMembers(member),
    countingEvidenceByControl(member, today),
    readCheckStandings(member, today),
  ]);
  const names = await ownerNamesOf(member, states, active);
  const team = active.map((person) => ({ id: person.id, name: person.name }));
  const evidenced = new Set([...Object.keys(evidenceCounts), ...passing]);
  return { detail: frameworkDetailOf(framework, controls, states, names, evidenced, failing), team, evidenceCounts };
}

/**
 * A library framework's detail for the member's organization (readDetailOf), each requirement with the other
 * frameworks' requirements that share its controls; an unknown id is not found.
 */
export async function readFrameworkDetail(member: Member, frameworkId: string, today?: string): Promise<DetailReading> {
  assertCan(member, 'records.view');
  const framework = libraryFrameworks.find((candidate) => candidate.id === frameworkId);
  if (!framework) throw notFound('The framework');
  const reading = await readDetailOf(member, framework, libraryControls, today);
  return { ...reading, detail: withAlsoSatisfies(reading.detail, libraryAlsoSatisfies(framework.id)) };
}
