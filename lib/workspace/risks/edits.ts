import 'server-only';
import { libraryControls } from '@/lib/catalog/controls';
import { riskLibrary } from '@/lib/catalog/risk-library';
import { getDb } from '@/lib/db/client';
import { riskControls, riskRatingHistory, risks } from '@/lib/db/schema';
import { addDays } from '@/lib/domain/calendar-days';
import { residualProblem } from '@/lib/domain/risks/rules';
import type { Risk, RiskEdit } from '@/lib/schemas/risks/records';
import type { RiskForm } from '@/lib/schemas/risks/forms';
import { recordActivity } from '../activity';
import { notFound, WorkspaceError, type Member, type Tx } from '../member';
import { currentMemberOf, riskOf } from './records';
import { guardedWrite } from '../guarded-write';
import { versionedRecord } from '../versioned-write';

export const RISK_OWNER_MESSAGE = 'Choose the owner from the members of your organization.';
/** A risk added from the library is first reviewed a quarter later. */
export const FIRST_REVIEW_DAYS = 90;

const knownControls = new Set(libraryControls.map((control) => control.id));

/** Refuses an owner who is not a current member of the organization. */
async function assertOwner(tx: Tx, member: Member, ownerId: string): Promise<void> {
  if (!(await currentMemberOf(tx, member, ownerId))) throw new WorkspaceError('invalid', RISK_OWNER_MESSAGE);
}

function assertRatings(form: Pick<RiskForm, 'inherentLikelihood' | 'inherentImpact' | 'residualLikelihood' | 'residualImpact'>) {
  const problem = residualProblem(form);
  if (problem) throw new WorkspaceError('invalid', problem);
}

/** Keeps a residual rating in the history, in the transaction that set it. */
export async function recordResidual(
  tx: Tx,
  member: Member,
  riskId: string,
  from: { likelihood: number; impact: number } | null,
  to: { likelihood: number; impact: number },
): Promise<void> {
  await tx.insert(riskRatingHistory).values({
    riskId,
    organizationId: member.organizationId,
    fromLikelihood: from?.likelihood ?? null,
    fromImpact: from?.impact ?? null,
    toLikelihood: to.likelihood,
    toImpact: to.impact,
    memberId: member.id,
    memberName: member.displayName,
  });
}

async function insertRisk(tx: Tx, member: Member, form: RiskForm, libraryId: string | null, controls: readonly string[]): Promise<Risk> {
  const [created] = await tx
    .insert(risks)
    .values({ organizationId: member.organizationId, ...form, ownerMemberId: form.ownerId, libraryId })
    .returning({ id: risks.id });
  if (!created) throw new Error('The risk was not created');
  const linked = controls.filter((id) => knownControls.has(id));
  if (linked.length > 0) {
    await tx
      .insert(riskControls)
      .values(linked.map((controlId) => ({ riskId: created.id, organizationId: member.organizationId, controlId })));
  }
  await recordResidual(tx, member, created.id, null, { likelihood: form.residualLikelihood, impact: form.residualImpact });
  await recordActivity(tx, member, {
    action: 'risk.created',
    recordType: 'risk',
    recordId: created.id,
    summary: libraryId ? `Added the risk ${form.title} from the risk library` : `Added the risk ${form.title}`,
  });
  return riskOf(tx, member, created.id);
}

/** Adds a blank risk as its form describes it (members and admins). */
export const createRisk = guardedWrite('records.edit', async (member: Member, form: RiskForm): Promise<Risk> => {
  assertRatings(form);
  const db = await getDb();
  return db.transaction(async (tx) => {
    await assertOwner(tx, member, form.ownerId);
    return insertRisk(tx, member, form, null, []);
  });
});

/**
 * Adds a common risk of the library (members and admins): its text, category, suggested ratings (residual equal
 * to inherent until the controls are in place), treatment and controls; the member owns it and reviews it in 90 days.
 */
export const addRiskFromLibrary = guardedWrite('records.edit', async (member: Member, libraryId: string, today: string): Promise<Risk> => {
  const common = riskLibrary.find((risk) => risk.id === libraryId);
  if (!common) throw notFound('The library risk');
  const form: RiskForm = {
    title: common.title,
    description: common.description,
    category: common.category,
    ownerId: member.id,
    inherentLikelihood: common.likelihood,
    inherentImpact: common.impact,
    residualLikelihood: common.likelihood,
    residualImpact: common.impact,
    treatment: common.treatment,
    plan: '',
    nextReviewOn: addDays(today, FIRST_REVIEW_DAYS),
  };
  const db = await getDb();
  return db.transaction((tx) => insertRisk(tx, member, form, common.id, common.controls));
});

const riskRecord = versionedRecord(risks, riskOf);

/**
 * Edits a risk (members and admins): text, ratings, treatment, plan, owner and review date. A stale version is
 * refused and changes nothing; a new residual rating joins the history in the same transaction; leaving the
 * accept treatment ends the recorded acceptance.
 */
export const updateRisk = riskRecord.write('records.edit', (member, edit: RiskEdit) => {
  assertRatings(edit);
  return {
    id: edit.id,
    version: edit.version,
    change: async (current, tx) => {
      await assertOwner(tx, member, edit.ownerId);
      if (current.residualLikelihood !== edit.residualLikelihood || current.residualImpact !== edit.residualImpact) {
        await recordResidual(
          tx,
          member,
          current.id,
          { likelihood: current.residualLikelihood, impact: current.residualImpact },
          { likelihood: edit.residualLikelihood, impact: edit.residualImpact },
        );
      }
      const keepsAcceptance = edit.treatment === 'accept';
      return {
        title: edit.title,
        description: edit.description,
        category: edit.category,
        ownerMemberId: edit.ownerId,
        inherentLikelihood: edit.inherentLikelihood,
        inherentImpact: edit.inherentImpact,
        residualLikelihood: edit.residualLikelihood,
        residualImpact: edit.residualImpact,
        treatment: edit.treatment,
        plan: edit.plan,
        nextReviewOn: edit.nextReviewOn,
        ...(keepsAcceptance ? {} : { acceptanceApproverId: null, acceptedOn: null, acceptanceExpiresOn: null }),
        updatedAt: new Date(),
      };
    },
    activity: (saved) => ({ action: 'risk.updated', recordType: 'risk', recordId: saved.id, summary: `Edited the risk ${edit.title}` }),
  };
});
