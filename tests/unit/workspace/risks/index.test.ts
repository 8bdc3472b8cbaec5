/** @jest-environment node */
import { and, eq } from 'drizzle-orm';
import { riskLibrary } from '@/lib/catalog/risk-library';
import { getDb } from '@/lib/db/client';
import { activity } from '@/lib/db/schema';
import { addDays } from '@/lib/domain/calendar-days';
import { FORBIDDEN_MESSAGE } from '@/lib/domain/permissions';
import {
  ACCEPTANCE_EXPIRY_NOT_AFTER,
  ACCEPTANCE_EXPIRY_TOO_FAR,
  ACCEPTANCE_NEEDS_ADMIN,
  defaultRiskScaleLabels,
  oneYearAfter,
  RESIDUAL_ABOVE_INHERENT,
} from '@/lib/domain/risks/rules';
import { STALE_MESSAGE } from '@/lib/workspace/member';
import {
  acceptRisk,
  addRiskFromLibrary,
  createRisk,
  linkRiskControl,
  readRisk,
  risksByControl,
  RISK_OWNER_MESSAGE,
  saveRiskScaleLabels,
  UNKNOWN_CONTROL_MESSAGE,
  unlinkRiskControl,
  updateRisk,
} from '@/lib/workspace/risks';
import { founder, joinAs, refusal, UNKNOWN_ID, withThrowAwayDatabase } from '../fixtures';
import { editOf, form, today } from './fixtures';

withThrowAwayDatabase('workspace-risks');

const RL01 = riskLibrary.find((risk) => risk.id === 'RL-01')!;

describe('adding risks', () => {
  it('adds a library risk with its ratings, treatment, controls, first history row and activity', async () => {
    const admin = await founder('Risk adder');
    const risk = await addRiskFromLibrary(admin, 'RL-01', today);
    expect(risk).toMatchObject({
      title: RL01.title,
      category: RL01.category,
      ownerMemberId: admin.id,
      inherentLikelihood: RL01.likelihood,
      inherentImpact: RL01.impact,
      residualLikelihood: RL01.likelihood,
      residualImpact: RL01.impact,
      treatment: RL01.treatment,
      libraryId: 'RL-01',
      nextReviewOn: addDays(today, 90),
      version: 1,
    });
    const detail = await readRisk(admin, risk.id);
    expect(detail.controls.map((control) => control.controlId)).toEqual([...RL01.controls].sort());
    expect(detail.history).toHaveLength(1);
    expect(detail.history[0]).toMatchObject({ fromLikelihood: null, toLikelihood: RL01.likelihood, memberName: admin.displayName });
    const db = await getDb();
    const rows = await db
      .select()
      .from(activity)
      .where(and(eq(activity.recordId, risk.id), eq(activity.action, 'risk.created')));
    expect(rows).toHaveLength(1);
  });

  it('refuses an unknown library risk, an owner from another organization and a residual above inherent', async () => {
    const admin = await founder('Risk refusals');
    const other = await founder('Other owner');
    expect((await refusal(addRiskFromLibrary(admin, 'RL-99', today))).status).toBe(404);
    expect((await refusal(createRisk(admin, form(other)))).message).toBe(RISK_OWNER_MESSAGE);
    const high = form(admin, { residualLikelihood: 5, residualImpact: 5 });
    expect((await refusal(createRisk(admin, high))).message).toBe(RESIDUAL_ABOVE_INHERENT);
  });

  it('refuses a viewer every write but lets them read', async () => {
    const admin = await founder('Risk viewer org');
    const viewer = await joinAs(admin, 'viewer');
    const risk = await createRisk(admin, form(admin));
    expect((await refusal(createRisk(viewer, form(admin)))).message).toBe(FORBIDDEN_MESSAGE);
    expect((await refusal(addRiskFromLibrary(viewer, 'RL-01', today))).status).toBe(403);
    expect((await refusal(updateRisk(viewer, editOf(risk)))).status).toBe(403);
    expect((await refusal(linkRiskControl(viewer, risk.id, 'AC-05'))).status).toBe(403);
    expect((await refusal(unlinkRiskControl(viewer, risk.id, 'AC-05'))).status).toBe(403);
    expect(
      (await refusal(acceptRisk(viewer, { id: risk.id, version: 1, approverId: admin.id, expiresOn: addDays(today, 30) }, today))).status,
    ).toBe(403);
    expect((await refusal(saveRiskScaleLabels(viewer, defaultRiskScaleLabels, 1))).status).toBe(403);
    expect((await readRisk(viewer, risk.id)).risk.title).toBe(risk.title);
  });
});

describe('editing a risk', () => {
  it('saves the edit, keeps residual changes as history and refuses a stale version', async () => {
    const admin = await founder('Risk editor');
    const member = await joinAs(admin, 'member');
    const risk = await createRisk(admin, form(admin));
    const edited = await updateRisk(member, editOf(risk, { residualLikelihood: 1, plan: 'Encrypt and track', ownerId: member.id }));
    expect(edited).toMatchObject({ version: 2, residualLikelihood: 1, plan: 'Encrypt and track', ownerMemberId: member.id });
    // Same residual: no new history row.
    await updateRisk(member, editOf(edited, { title: 'Laptop stolen' }));
    const history = (await readRisk(admin, risk.id)).history;
    expect(history).toHaveLength(2);
    expect(history[0]).toMatchObject({ fromLikelihood: 2, fromImpact: 4, toLikelihood: 1, toImpact: 4, memberName: member.displayName });
    const stale = await refusal(updateRisk(admin, editOf(risk, { title: 'Old' })));
    expect([stale.status, stale.message]).toEqual([409, STALE_MESSAGE]);
    expect((await readRisk(admin, risk.id)).risk.title).toBe('Laptop stolen');
  });

  it('does not find another organization’s risk, for reads and every write', async () => {
    const admin = await founder('Risk owner org');
    const stranger = await founder('Risk stranger');
    const risk = await createRisk(admin, form(admin));
    expect((await refusal(readRisk(stranger, risk.id))).status).toBe(404);
    expect((await refusal(readRisk(stranger, 'not-an-id'))).status).toBe(404);
    expect((await refusal(updateRisk(stranger, editOf(risk, { ownerId: stranger.id })))).status).toBe(404);
    expect((await refusal(linkRiskControl(stranger, risk.id, 'AC-05'))).status).toBe(404);
    expect((await refusal(unlinkRiskControl(stranger, risk.id, 'AC-05'))).status).toBe(404);
    const accept = { id: risk.id, version: 1, approverId: stranger.id, expiresOn: addDays(today, 30) };
    expect((await refusal(acceptRisk(stranger, accept, today))).status).toBe(404);
    expect((await refusal(readRisk(admin, UNKNOWN_ID))).status).toBe(404);
  });
});

describe('linked controls', () => {
  it('links and unlinks library controls only, and lists the risks of each control', async () => {
    const admin = await founder('Risk controls');
    const risk = await createRisk(admin, form(admin));
    const other = await createRisk(admin, form(admin, { title: 'Second', residualLikelihood: 3 }));
    expect((await linkRiskControl(admin, risk.id, 'AC-05')).map((c) => c.controlId)).toEqual(['AC-05']);
    await linkRiskControl(admin, other.id, 'AC-05');
    expect((await refusal(linkRiskControl(admin, risk.id, 'AC-05'))).status).toBe(422);
    expect((await refusal(linkRiskControl(admin, risk.id, 'NOPE-1'))).message).toBe(UNKNOWN_CONTROL_MESSAGE);
    const byControl = await risksByControl(admin);
    expect(byControl.get('AC-05')).toEqual([
      { id: other.id, title: 'Second', residualRating: 12, band: 'high' },
      { id: risk.id, title: risk.title, residualRating: 8, band: 'medium' },
    ]);
    expect(await unlinkRiskControl(admin, risk.id, 'AC-05')).toEqual([]);
    expect((await refusal(unlinkRiskControl(admin, risk.id, 'AC-05'))).status).toBe(404);
    expect((await risksByControl(admin)).get('AC-05')?.map((row) => row.id)).toEqual([other.id]);
    expect((await risksByControl(await founder('Empty controls'))).size).toBe(0);
  });
});

describe('accepting a risk', () => {
  it('records an admin approver and an expiry within a year, and refuses the rest', async () => {
    const admin = await founder('Risk accepter');
    const member = await joinAs(admin, 'member');
    const otherAdmin = await founder('Foreign admin');
    const risk = await createRisk(admin, form(admin));
    const base = { id: risk.id, version: risk.version, approverId: admin.id, expiresOn: addDays(today, 180) };
    expect((await refusal(acceptRisk(member, base, today))).status).toBe(403);
    expect((await refusal(acceptRisk(admin, { ...base, approverId: member.id }, today))).message).toBe(ACCEPTANCE_NEEDS_ADMIN);
    expect((await refusal(acceptRisk(admin, { ...base, approverId: otherAdmin.id }, today))).message).toBe(ACCEPTANCE_NEEDS_ADMIN);
    expect((await refusal(acceptRisk(admin, { ...base, expiresOn: today }, today))).message).toBe(ACCEPTANCE_EXPIRY_NOT_AFTER);
    expect((await refusal(acceptRisk(admin, { ...base, expiresOn: addDays(oneYearAfter(today), 1) }, today))).message).toBe(
      ACCEPTANCE_EXPIRY_TOO_FAR,
    );
    expect((await refusal(acceptRisk(admin, { ...base, version: 7 }, today))).message).toBe(STALE_MESSAGE);
    const accepted = await acceptRisk(admin, { ...base, expiresOn: oneYearAfter(today) }, today);
    expect(accepted).toMatchObject({
      treatment: 'accept',
      acceptanceApproverId: admin.id,
      acceptanceApproverName: admin.displayName,
      acceptedOn: today,
      acceptanceExpiresOn: oneYearAfter(today),
      version: 2,
    });
    // Leaving the accept treatment ends the acceptance.
    const mitigated = await updateRisk(admin, editOf(accepted, { treatment: 'mitigate' }));
    expect([mitigated.acceptedOn, mitigated.acceptanceApproverId, mitigated.acceptanceExpiresOn]).toEqual([null, null, null]);
  });
});
