/** @jest-environment node */
import { and, eq } from 'drizzle-orm';
import { riskLibrary } from '@/lib/catalog/risk-library';
import { getDb } from '@/lib/db/client';
import { activity, risks } from '@/lib/db/schema';
import { dayOf } from '@/lib/domain/people';
import { FORBIDDEN_MESSAGE } from '@/lib/domain/permissions';
import {
  ACCEPTANCE_EXPIRY_NOT_AFTER,
  ACCEPTANCE_EXPIRY_TOO_FAR,
  ACCEPTANCE_NEEDS_ADMIN,
  defaultRiskScaleLabels,
  oneYearAfter,
  RESIDUAL_ABOVE_INHERENT,
} from '@/lib/domain/risks';
import { PAGE_SIZE } from '@/lib/domain/list-query';
import { dayAfter } from '@/lib/domain/tasks';
import type { RiskForm } from '@/lib/schemas/risks';
import type { Risk } from '@/lib/schemas/risk-records';
import { STALE_MESSAGE, type Member } from '@/lib/workspace/member';
import {
  acceptRisk,
  addRiskFromLibrary,
  createRisk,
  linkRiskControl,
  listRisks,
  readRisk,
  riskHeatMaps,
  riskScale,
  risksByControl,
  RISK_OWNER_MESSAGE,
  saveRiskScaleLabels,
  UNKNOWN_CONTROL_MESSAGE,
  unlinkRiskControl,
  updateRisk,
  type RiskListQuery,
} from '@/lib/workspace/risks';
import { collectTasks, taskSources } from '@/lib/workspace/tasks';
import { founder, joinAs, refusal, UNKNOWN_ID, withThrowAwayDatabase } from './fixtures';

withThrowAwayDatabase('workspace-risks');

const today = dayOf(new Date());
const RL01 = riskLibrary.find((risk) => risk.id === 'RL-01')!;

function form(owner: Member, patch: Partial<RiskForm> = {}): RiskForm {
  return {
    title: 'Laptop stolen from a car',
    description: 'A laptop with customer data is taken.',
    category: 'physical',
    ownerId: owner.id,
    inherentLikelihood: 3,
    inherentImpact: 4,
    residualLikelihood: 2,
    residualImpact: 4,
    treatment: 'mitigate',
    plan: 'Encrypt disks',
    nextReviewOn: dayAfter(today, 60),
    ...patch,
  };
}

const editOf = (risk: Risk, patch: Partial<RiskForm> = {}) => ({
  id: risk.id,
  version: risk.version,
  title: risk.title,
  description: risk.description,
  category: risk.category,
  ownerId: risk.ownerMemberId!,
  inherentLikelihood: risk.inherentLikelihood,
  inherentImpact: risk.inherentImpact,
  residualLikelihood: risk.residualLikelihood,
  residualImpact: risk.residualImpact,
  treatment: risk.treatment,
  plan: risk.plan,
  nextReviewOn: risk.nextReviewOn,
  ...patch,
});

const query = (patch: Partial<RiskListQuery['filters']> = {}, q = '', page = 1): RiskListQuery => ({
  q,
  page,
  filters: { category: '', band: '', treatment: '', owner: '', ...patch },
});

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
      nextReviewOn: dayAfter(today, 90),
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
      (await refusal(acceptRisk(viewer, { id: risk.id, version: 1, approverId: admin.id, expiresOn: dayAfter(today, 30) }, today))).status,
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
    const accept = { id: risk.id, version: 1, approverId: stranger.id, expiresOn: dayAfter(today, 30) };
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
    const base = { id: risk.id, version: risk.version, approverId: admin.id, expiresOn: dayAfter(today, 180) };
    expect((await refusal(acceptRisk(member, base, today))).status).toBe(403);
    expect((await refusal(acceptRisk(admin, { ...base, approverId: member.id }, today))).message).toBe(ACCEPTANCE_NEEDS_ADMIN);
    expect((await refusal(acceptRisk(admin, { ...base, approverId: otherAdmin.id }, today))).message).toBe(ACCEPTANCE_NEEDS_ADMIN);
    expect((await refusal(acceptRisk(admin, { ...base, expiresOn: today }, today))).message).toBe(ACCEPTANCE_EXPIRY_NOT_AFTER);
    expect((await refusal(acceptRisk(admin, { ...base, expiresOn: dayAfter(oneYearAfter(today), 1) }, today))).message).toBe(
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

describe('the list, the heat maps and the scale', () => {
  it('filters, searches and pages in SQL, highest residual first', async () => {
    const admin = await founder('Risk lister');
    const member = await joinAs(admin, 'member');
    for (let index = 0; index < PAGE_SIZE + 2; index += 1) {
      await createRisk(
        admin,
        form(admin, { title: `Bulk risk ${index}`, inherentLikelihood: 1, inherentImpact: 1, residualLikelihood: 1, residualImpact: 1 }),
      );
    }
    const critical = await createRisk(
      member,
      form(member, {
        title: 'Datacentre flood',
        category: 'continuity',
        inherentLikelihood: 5,
        inherentImpact: 5,
        residualLikelihood: 4,
        residualImpact: 5,
        treatment: 'transfer',
      }),
    );
    const all = await listRisks(admin);
    expect([all.total, all.pageCount, all.rows.length, all.rows[0]?.id]).toEqual([PAGE_SIZE + 3, 2, PAGE_SIZE, critical.id]);
    expect((await listRisks(admin, query({}, '', 2))).rows).toHaveLength(3);
    expect((await listRisks(admin, query({ band: 'critical' }))).rows.map((row) => row.id)).toEqual([critical.id]);
    expect((await listRisks(admin, query({ band: 'low' }))).total).toBe(PAGE_SIZE + 2);
    expect((await listRisks(admin, query({ band: 'high' }))).total).toBe(0);
    expect((await listRisks(admin, query({ category: 'continuity' }))).total).toBe(1);
    expect((await listRisks(admin, query({ treatment: 'transfer' }))).total).toBe(1);
    expect((await listRisks(admin, query({ owner: member.id }))).rows.map((row) => row.ownerName)).toEqual([member.displayName]);
    expect((await listRisks(admin, query({}, 'FLOOD datacentre'))).total).toBe(1);
    // Bulk risk 1, 10–19 and 21.
    expect((await listRisks(admin, query({}, 'bulk 1'))).total).toBe(12);
    expect((await listRisks(admin, query({}, '100%'))).total).toBe(0);
    expect((await listRisks(await founder('Empty lister'))).total).toBe(0);
  });

  it('counts both heat maps for the organization only', async () => {
    const admin = await founder('Risk mapper');
    await createRisk(admin, form(admin));
    await createRisk(admin, form(admin, { residualLikelihood: 1 }));
    const stranger = await founder('Other mapper');
    await createRisk(stranger, form(stranger));
    const maps = await riskHeatMaps(admin);
    const at = (grid: typeof maps.inherent, likelihood: number, impact: number) =>
      grid.flat().find((cell) => cell.likelihood === likelihood && cell.impact === impact)?.count;
    expect(maps.total).toBe(2);
    expect(at(maps.inherent, 3, 4)).toBe(2);
    expect(at(maps.residual, 2, 4)).toBe(1);
    expect(at(maps.residual, 1, 4)).toBe(1);
    expect(maps.inherent.flat().reduce((sum, cell) => sum + cell.count, 0)).toBe(2);
    expect(maps.residual[0]?.[0]).toMatchObject({ likelihood: 5, impact: 1, count: 0 });
  });

  it('saves scale labels for admins, refusing members and stale versions', async () => {
    const admin = await founder('Risk labeller');
    const member = await joinAs(admin, 'member');
    const scale = await riskScale(admin);
    expect(scale.labels).toEqual(defaultRiskScaleLabels);
    const labels = { likelihood: ['L1', 'L2', 'L3', 'L4', 'L5'], impact: defaultRiskScaleLabels.impact };
    expect((await refusal(saveRiskScaleLabels(member, labels, scale.version))).status).toBe(403);
    const saved = await saveRiskScaleLabels(admin, labels, scale.version);
    expect((await riskScale(member)).labels).toEqual(labels);
    expect((await refusal(saveRiskScaleLabels(admin, labels, scale.version))).message).toBe(STALE_MESSAGE);
    expect(saved.version).toBe(scale.version + 1);
  });
});

describe('risk tasks', () => {
  const source = (kind: string) => taskSources.filter((candidate) => candidate.kind === kind);

  it('gives an expired acceptance to its owner, or to the admins when it has no owner', async () => {
    const admin = await founder('Risk task admin');
    const member = await joinAs(admin, 'member');
    const owned = await createRisk(admin, form(member, { title: 'Owned acceptance' }));
    const orphan = await createRisk(admin, form(admin, { title: 'Orphan acceptance' }));
    const lastYear = dayAfter(today, -200);
    for (const risk of [owned, orphan])
      await acceptRisk(admin, { id: risk.id, version: 1, approverId: admin.id, expiresOn: dayAfter(lastYear, 100) }, lastYear);
    const db = await getDb();
    await db.update(risks).set({ ownerMemberId: null }).where(eq(risks.id, orphan.id));
    const memberTasks = await collectTasks(member, today, source('risk-acceptance'));
    expect(memberTasks.map((task) => [task.title, task.overdue])).toEqual([['Owned acceptance', true]]);
    expect((await collectTasks(admin, today, source('risk-acceptance'))).map((task) => task.title)).toEqual(['Orphan acceptance']);
    // Still current the day it expires.
    expect(await collectTasks(member, dayAfter(lastYear, 100), source('risk-acceptance'))).toEqual([]);
  });

  it('gives a review due within 14 days or past to the owner only', async () => {
    const admin = await founder('Risk review tasks');
    const member = await joinAs(admin, 'member');
    await createRisk(admin, form(member, { title: 'Due soon', nextReviewOn: dayAfter(today, 14) }));
    await createRisk(admin, form(member, { title: 'Overdue', nextReviewOn: dayAfter(today, -1) }));
    await createRisk(admin, form(member, { title: 'Later', nextReviewOn: dayAfter(today, 15) }));
    const tasks = await collectTasks(member, today, source('risk-review'));
    expect(tasks.map((task) => [task.title, task.overdue, task.href.startsWith('/manage/risks/')])).toEqual([
      ['Overdue', true, true],
      ['Due soon', false, true],
    ]);
    expect(await collectTasks(admin, today, source('risk-review'))).toEqual([]);
    expect(await collectTasks(await joinAs(admin, 'viewer'), today, source('risk-review'))).toEqual([]);
  });
});
