import 'server-only';
import { asc, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { riskControls, risks } from '@/lib/db/schema';
import type { Risk } from '@/lib/schemas/risks/records';
import type { RiskScaleLabels } from '@/lib/schemas/risks/forms';
import { assertCan, type Member } from '../member';
import { residualRatingSql, selectRisks } from './records';
import { riskScale } from './scale';

export type RegisterRisk = Risk & { controlIds: string[] };

/** The whole register for a report: every risk, highest residual first, with its library controls and the scale's labels. */
export async function riskRegister(member: Member): Promise<{ risks: RegisterRisk[]; labels: RiskScaleLabels }> {
  assertCan(member, 'records.view');
  const db = await getDb();
  const [rows, links, scale] = await Promise.all([
    selectRisks(db)
      .where(eq(risks.organizationId, member.organizationId))
      .orderBy(sql`${residualRatingSql} desc`, asc(risks.title), asc(risks.id)),
    db
      .select({ riskId: riskControls.riskId, controlId: riskControls.controlId })
      .from(riskControls)
      .where(eq(riskControls.organizationId, member.organizationId))
      .orderBy(asc(riskControls.controlId)),
    riskScale(member),
  ]);
  const controlsOf = new Map<string, string[]>();
  for (const link of links) controlsOf.set(link.riskId, [...(controlsOf.get(link.riskId) ?? []), link.controlId]);
  return { risks: (rows as Risk[]).map((risk) => ({ ...risk, controlIds: controlsOf.get(risk.id) ?? [] })), labels: scale.labels };
}
