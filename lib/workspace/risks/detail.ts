import 'server-only';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { riskControls, riskRatingHistory, risks } from '@/lib/db/schema';
import { riskBand, riskHeatMap, riskRating, type HeatMapCell, type RiskBand, type RiskLevel } from '@/lib/domain/risks/rules';
import type { Risk, RiskControlLink, RiskRatingChange } from '@/lib/schemas/risks/records';
import { assertCan, type Member } from '../member';
import { keptRead } from '../read-cache';
import { controlName } from '../frameworks';
import { riskOf, type Reader } from './records';

export type RiskDetail = { risk: Risk; controls: RiskControlLink[]; history: RiskRatingChange[] };

/** The library controls linked to a risk, by id. */
export async function controlsOfRisk(reader: Reader, riskId: string): Promise<RiskControlLink[]> {
  const rows = await reader
    .select({ controlId: riskControls.controlId })
    .from(riskControls)
    .where(eq(riskControls.riskId, riskId))
    .orderBy(asc(riskControls.controlId));
  return rows.map((row) => ({ controlId: row.controlId, name: controlName(row.controlId) ?? row.controlId }));
}

/** A risk's page: the record, its linked controls and its residual rating history, newest first. */
export async function readRisk(member: Member, id: string): Promise<RiskDetail> {
  assertCan(member, 'records.view');
  const db = await getDb();
  const risk = await riskOf(db, member, id);
  const history = await db
    .select({
      id: riskRatingHistory.id,
      fromLikelihood: riskRatingHistory.fromLikelihood,
      fromImpact: riskRatingHistory.fromImpact,
      toLikelihood: riskRatingHistory.toLikelihood,
      toImpact: riskRatingHistory.toImpact,
      memberName: riskRatingHistory.memberName,
      changedAt: riskRatingHistory.changedAt,
    })
    .from(riskRatingHistory)
    .where(and(eq(riskRatingHistory.riskId, risk.id), eq(riskRatingHistory.organizationId, member.organizationId)))
    .orderBy(desc(riskRatingHistory.changedAt), desc(riskRatingHistory.id));
  return { risk, controls: await controlsOfRisk(db, risk.id), history: history as RiskRatingChange[] };
}

export type RiskHeatMaps = { inherent: HeatMapCell[][]; residual: HeatMapCell[][]; total: number };

/** Both heat maps of the organization's register, counted in SQL by likelihood and impact. */
export function riskHeatMaps(member: Member): Promise<RiskHeatMaps> {
  assertCan(member, 'records.view');
  return keptRead(member, ['risk-heat-maps'], async () => {
    const db = await getDb();
    const mine = eq(risks.organizationId, member.organizationId);
    const count = sql<number>`count(*)::int`;
    const [inherent, residual] = await Promise.all([
      db
        .select({ likelihood: risks.inherentLikelihood, impact: risks.inherentImpact, count })
        .from(risks)
        .where(mine)
        .groupBy(risks.inherentLikelihood, risks.inherentImpact),
      db
        .select({ likelihood: risks.residualLikelihood, impact: risks.residualImpact, count })
        .from(risks)
        .where(mine)
        .groupBy(risks.residualLikelihood, risks.residualImpact),
    ]);
    const fill = (counted: { likelihood: number; impact: number; count: number }[]) => {
      const cells = riskHeatMap([], 'inherent');
      for (const cell of cells.flat()) {
        cell.count = counted.find((row) => row.likelihood === cell.likelihood && row.impact === cell.impact)?.count ?? 0;
      }
      return cells;
    };
    return { inherent: fill(inherent), residual: fill(residual), total: inherent.reduce((sum, row) => sum + row.count, 0) };
  });
}

export type RiskOfControl = { id: string; title: string; residualRating: number; band: RiskBand };

/**
 * The risks each library control treats, by control id, highest residual rating first: the Statement of
 * Applicability lists them as the reason a control applies.
 */
export function risksByControl(member: Member): Promise<Map<string, RiskOfControl[]>> {
  assertCan(member, 'records.view');
  return keptRead(member, ['risks-by-control'], async () => {
    const db = await getDb();
    const rows = await db
      .select({
        controlId: riskControls.controlId,
        id: risks.id,
        title: risks.title,
        likelihood: risks.residualLikelihood,
        impact: risks.residualImpact,
      })
      .from(riskControls)
      .innerJoin(risks, eq(risks.id, riskControls.riskId))
      .where(and(eq(riskControls.organizationId, member.organizationId), eq(risks.organizationId, member.organizationId)))
      .orderBy(asc(riskControls.controlId), sql`${risks.residualLikelihood} * ${risks.residualImpact} desc`, asc(risks.title));
    const byControl = new Map<string, RiskOfControl[]>();
    for (const row of rows) {
      const rating = riskRating(row.likelihood as RiskLevel, row.impact as RiskLevel);
      const list = byControl.get(row.controlId) ?? [];
      list.push({ id: row.id, title: row.title, residualRating: rating, band: riskBand(rating) });
      byControl.set(row.controlId, list);
    }
    return byControl;
  });
}
