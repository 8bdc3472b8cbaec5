/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { risks } from '@/lib/db/schema';
import { addDays } from '@/lib/domain/calendar-days';
import { PAGE_SIZE } from '@/lib/domain/list-query';
import { defaultRiskScaleLabels } from '@/lib/domain/risks/rules';
import { STALE_MESSAGE } from '@/lib/workspace/member';
import { acceptRisk, createRisk, listRisks, riskHeatMaps, riskScale, saveRiskScaleLabels } from '@/lib/workspace/risks';
import { collectTasks, taskSources } from '@/lib/workspace/tasks';
import { founder, joinAs, refusal, withThrowAwayDatabase } from '../fixtures';
import { form, query, today } from './fixtures';

withThrowAwayDatabase('workspace-risk-lists');

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
    const lastYear = addDays(today, -200);
    for (const risk of [owned, orphan])
      await acceptRisk(admin, { id: risk.id, version: 1, approverId: admin.id, expiresOn: addDays(lastYear, 100) }, lastYear);
    const db = await getDb();
    await db.update(risks).set({ ownerMemberId: null }).where(eq(risks.id, orphan.id));
    const memberTasks = await collectTasks(member, today, source('risk-acceptance'));
    expect(memberTasks.map((task) => [task.title, task.overdue])).toEqual([['Owned acceptance', true]]);
    expect((await collectTasks(admin, today, source('risk-acceptance'))).map((task) => task.title)).toEqual(['Orphan acceptance']);
    // Still current the day it expires.
    expect(await collectTasks(member, addDays(lastYear, 100), source('risk-acceptance'))).toEqual([]);
  });

  it('gives a review due within 14 days or past to the owner only', async () => {
    const admin = await founder('Risk review tasks');
    const member = await joinAs(admin, 'member');
    await createRisk(admin, form(member, { title: 'Due soon', nextReviewOn: addDays(today, 14) }));
    await createRisk(admin, form(member, { title: 'Overdue', nextReviewOn: addDays(today, -1) }));
    await createRisk(admin, form(member, { title: 'Later', nextReviewOn: addDays(today, 15) }));
    const tasks = await collectTasks(member, today, source('risk-review'));
    expect(tasks.map((task) => [task.title, task.overdue, task.href.startsWith('/manage/risks/')])).toEqual([
      ['Overdue', true, true],
      ['Due soon', false, true],
    ]);
    expect(await collectTasks(admin, today, source('risk-review'))).toEqual([]);
    expect(await collectTasks(await joinAs(admin, 'viewer'), today, source('risk-review'))).toEqual([]);
  });
});
