import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { libraryControls } from '@/lib/catalog/controls';
import { getDb } from '@/lib/db/client';
import { customFrameworks } from '@/lib/db/schema';
import { dayOf } from '@/lib/domain/calendar-days';
import {
  customMappedControls,
  customProgress,
  customRequirementSet,
  type CustomFrameworkRecord,
} from '@/lib/domain/custom-frameworks/rules';
import type { Progress } from '@/lib/domain/frameworks/scores';
import { controlsWithCurrentEvidence } from '../evidence';
import { listControlStates, readDetailOf, type DetailReading } from '../frameworks';
import { assertCan, checkedId, notFound, type Member } from '../member';
import { keptRead } from '../read-cache';

const columns = {
  id: customFrameworks.id,
  name: customFrameworks.name,
  description: customFrameworks.description,
  requirements: customFrameworks.requirements,
  version: customFrameworks.version,
  updatedAt: customFrameworks.updatedAt,
};

/** A custom framework on the Frameworks screen: what it is and its progress from the organization's controls. */
export type CustomFrameworkSummary = Omit<CustomFrameworkRecord, 'requirements'> & { requirementCount: number; progress: Progress | null };

/**
 * The organization's custom frameworks by name, each with its progress on `today` (which decides what evidence
 * expired). Kept until the organization's records change; the answer is shared: callers must not change it.
 */
export function listCustomFrameworks(member: Member, today: string = dayOf(new Date())): Promise<CustomFrameworkSummary[]> {
  return keptRead(member, ['custom-frameworks', today], async () => {
    const db = await getDb();
    const [rows, states, evidenced] = await Promise.all([
      db
        .select(columns)
        .from(customFrameworks)
        .where(eq(customFrameworks.organizationId, member.organizationId))
        .orderBy(asc(customFrameworks.name)),
      listControlStates(member),
      controlsWithCurrentEvidence(member, today),
    ]);
    const stateById = new Map([...states].map(([id, row]) => [id, row.state]));
    return rows.map(({ requirements, ...framework }) => ({
      ...framework,
      requirementCount: requirements.length,
      progress: customProgress({ ...framework, requirements }, libraryControls, stateById, evidenced),
    }));
  });
}

/**
 * One custom framework of the organization with its detail as every framework shows it: its requirements, the
 * controls mapped to each with the organization's states and owners, and its progress; the team who may own
 * controls, and per control the evidence items that count on `today`. Another organization's id is not found.
 */
export async function readCustomFramework(
  member: Member,
  id: string,
  today?: string,
): Promise<{ framework: CustomFrameworkRecord } & DetailReading> {
  assertCan(member, 'records.view');
  checkedId(id, 'The custom framework');
  const db = await getDb();
  const [framework] = await db
    .select(columns)
    .from(customFrameworks)
    .where(and(eq(customFrameworks.id, id), eq(customFrameworks.organizationId, member.organizationId)));
  if (!framework) throw notFound('The custom framework');
  const reading = await readDetailOf(member, customRequirementSet(framework), customMappedControls(framework, libraryControls), today);
  return { framework, ...reading };
}
