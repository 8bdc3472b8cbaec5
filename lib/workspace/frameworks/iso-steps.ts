import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { isoSteps } from '@/lib/catalog/iso-setup';
import { getDb } from '@/lib/db/client';
import { members, organizationFrameworks } from '@/lib/db/schema';
import { storedIsoSetupOf } from '@/lib/domain/frameworks/iso-setup';
import type { IsoCatalogStep, IsoSetupStored } from '@/lib/schemas/frameworks/iso-setup';
import { recordActivity } from '../activity';
import { assertCan, checkedId, notFound, STALE_MESSAGE, WorkspaceError, type Member, type Tx } from '../member';
import { activateIsoWhenSetupDoneIn } from './iso-finish';
import { isoSetup, type IsoSetupRecord } from './setup';

const knownSteps: ReadonlySet<string> = new Set(isoSteps.map((step) => step.id));

const isoRow = (organizationId: string) =>
  and(eq(organizationFrameworks.organizationId, organizationId), eq(organizationFrameworks.frameworkId, 'iso27001'));

/** What a change of one step stores, the activity row's summary, and what follows the write in its transaction. */
type StepChange = { setup: IsoSetupStored; summary: string; afterWrite?: (tx: Tx) => Promise<unknown> };

/**
 * Changes one ISO 27001 setup step (members and admins) in one transaction with its activity row. An unknown
 * step, or an organization not following ISO 27001, is not found; a `version` other than the setup's is refused
 * with STALE_MESSAGE and changes nothing. Answers the setup as read again.
 */
async function changeIsoStep(
  member: Member,
  stepId: string,
  version: number,
  change: (tx: Tx, stored: IsoSetupStored, step: IsoCatalogStep) => Promise<StepChange>,
): Promise<IsoSetupRecord> {
  assertCan(member, 'frameworks.manage');
  const step = isoSteps.find((candidate) => candidate.id === stepId);
  if (!step) throw notFound('The setup step');
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ setup: organizationFrameworks.setup, version: organizationFrameworks.version })
      .from(organizationFrameworks)
      .where(isoRow(member.organizationId));
    if (!row) throw notFound('ISO 27001');
    if (row.version !== version) throw new WorkspaceError('conflict', STALE_MESSAGE);
    const { setup, summary, afterWrite } = await change(tx, storedIsoSetupOf(row.setup, knownSteps), step);
    const [saved] = await tx
      .update(organizationFrameworks)
      .set({ setup, updatedAt: new Date(), version: version + 1 })
      .where(and(isoRow(member.organizationId), eq(organizationFrameworks.version, version)))
      .returning({ version: organizationFrameworks.version });
    if (!saved) throw new WorkspaceError('conflict', STALE_MESSAGE);
    await recordActivity(tx, member, { action: 'framework.setup', recordType: 'framework', recordId: 'iso27001', summary });
    await afterWrite?.(tx);
  });
  const record = await isoSetup(member);
  if (!record) throw notFound('ISO 27001');
  return record;
}

/**
 * Marks an ISO 27001 setup step done, with who and when; started steps and assignments stay as they are. A step
 * already done is refused as such. Finishing the last step makes ISO 27001 Active.
 */
export function completeIsoStep(member: Member, stepId: string, version: number): Promise<IsoSetupRecord> {
  return changeIsoStep(member, stepId, version, async (_tx, stored, step) => {
    if (stored.doneSteps.some((done) => done.id === step.id)) throw new WorkspaceError('invalid', `${step.name} is already done.`);
    const done = { id: step.id, at: new Date().toISOString(), by: member.displayName };
    return {
      setup: { ...stored, doneSteps: [...stored.doneSteps, done] },
      summary: `Completed the ISO 27001 setup step ${step.name}`,
      afterWrite: (tx) => activateIsoWhenSetupDoneIn(tx, member),
    };
  });
}

/**
 * Starts an ISO 27001 setup step: it shows In Progress, with who started it and when, and is not done. A step
 * already done or already started is refused as such.
 */
export function startIsoStep(member: Member, stepId: string, version: number): Promise<IsoSetupRecord> {
  return changeIsoStep(member, stepId, version, async (_tx, stored, step) => {
    if (stored.doneSteps.some((done) => done.id === step.id)) throw new WorkspaceError('invalid', `${step.name} is already done.`);
    if (stored.startedSteps.some((started) => started.id === step.id)) {
      throw new WorkspaceError('invalid', `${step.name} is already in progress.`);
    }
    const started = { id: step.id, at: new Date().toISOString(), by: member.displayName };
    return {
      setup: { ...stored, startedSteps: [...stored.startedSteps, started] },
      summary: `Started the ISO 27001 setup step ${step.name}`,
    };
  });
}

/**
 * Assigns an ISO 27001 setup step to `assigneeId`, an active member of the same organization (another
 * organization's member, a removed one or an unknown id is refused with a field-like message); a new assignment
 * replaces the step's earlier one.
 */
export function assignIsoStep(member: Member, stepId: string, assigneeId: string, version: number): Promise<IsoSetupRecord> {
  return changeIsoStep(member, stepId, version, async (tx, stored, step) => {
    checkedId(assigneeId, 'The member');
    const [assignee] = await tx
      .select({ id: members.id, name: members.displayName })
      .from(members)
      .where(and(eq(members.id, assigneeId), eq(members.organizationId, member.organizationId), isNull(members.removedAt)));
    if (!assignee) throw new WorkspaceError('invalid', 'Choose a member of your team.');
    const assignment = { id: step.id, memberId: assignee.id, name: assignee.name, at: new Date().toISOString(), by: member.displayName };
    return {
      setup: { ...stored, assignments: [...stored.assignments.filter((earlier) => earlier.id !== step.id), assignment] },
      summary: `Assigned the ISO 27001 setup step ${step.name} to ${assignee.name}`,
    };
  });
}
