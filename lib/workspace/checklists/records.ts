import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { checklists, checklistTemplates, integrationConnections } from '@/lib/db/schema';
import type { StoredChecklistStep } from '@/lib/db/tables/checklists';
import { connectedSystemNames, defaultTemplateSteps } from '@/lib/domain/checklists/rules';
import { DEFAULT_DEADLINE_HOURS, type Checklist, type ChecklistKind, type ChecklistTemplate } from '@/lib/schemas/checklists/records';
import { notFound, type Member, type Tx } from '../member';

/** A transaction or the database itself: anything that reads. */
export type Reader = Pick<Tx, 'select'>;

/** Who an activity row names: a member, or someone joining. */
export type Actor = Pick<Member, 'organizationId' | 'displayName' | 'subject'>;

export const checklistColumns = {
  id: checklists.id,
  personId: checklists.personId,
  kind: checklists.kind,
  steps: checklists.steps,
  startedAt: checklists.startedAt,
  dueAt: checklists.dueAt,
  finishedAt: checklists.finishedAt,
  evidenceId: checklists.evidenceId,
  version: checklists.version,
};

type ChecklistRow = Omit<Checklist, 'steps'> & { steps: StoredChecklistStep[] };

/** A stored checklist as the screens read it: each step's time as a Date. */
export function checklistOf(row: ChecklistRow): Checklist {
  return {
    ...row,
    steps: row.steps.map((step) => ({
      title: step.title,
      doneAt: step.doneAt ? new Date(step.doneAt) : null,
      doneByName: step.doneByName,
    })),
  };
}

/** The checklist `id` of the organization, or 404 (another organization's ids are not found). */
export async function checklistRowOf(tx: Reader, organizationId: string, id: string): Promise<ChecklistRow> {
  const [row] = await tx
    .select(checklistColumns)
    .from(checklists)
    .where(and(eq(checklists.id, id), eq(checklists.organizationId, organizationId)));
  if (!row) throw notFound('The checklist');
  return row;
}

/** The open checklist of a kind of a person, if one is under way. */
export async function openChecklistOf(tx: Reader, organizationId: string, personId: string, kind: ChecklistKind) {
  const [row] = await tx
    .select(checklistColumns)
    .from(checklists)
    .where(and(eq(checklists.organizationId, organizationId), eq(checklists.personId, personId), eq(checklists.kind, kind)))
    .orderBy(desc(checklists.startedAt))
    .limit(1);
  return row && row.finishedAt === null ? row : null;
}

/** The organization's template of `kind`: the one it stored, or the product's defaults with its connected systems. */
export async function templateOf(tx: Reader, organizationId: string, kind: ChecklistKind): Promise<ChecklistTemplate> {
  const [stored] = await tx
    .select({ steps: checklistTemplates.steps, deadlineHours: checklistTemplates.deadlineHours, version: checklistTemplates.version })
    .from(checklistTemplates)
    .where(and(eq(checklistTemplates.organizationId, organizationId), eq(checklistTemplates.kind, kind)));
  if (stored)
    return {
      kind,
      steps: stored.steps.map((step) => step.title),
      deadlineHours: stored.deadlineHours,
      version: stored.version,
      stored: true,
    };
  const connected = await tx
    .select({ provider: integrationConnections.provider })
    .from(integrationConnections)
    .where(eq(integrationConnections.organizationId, organizationId));
  const systems = connectedSystemNames(connected.map((row) => row.provider));
  return { kind, steps: defaultTemplateSteps(kind, systems), deadlineHours: DEFAULT_DEADLINE_HOURS, version: 0, stored: false };
}
