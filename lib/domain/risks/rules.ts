import { riskLevels, riskScaleLabelsSchema, type RiskLevel, type RiskScaleLabels } from '@/lib/schemas/risks/forms';
import { addMonths } from '../calendar-days';

export { riskLevels, riskTreatments, riskTreatmentLabels, type RiskLevel, type RiskTreatment } from '@/lib/schemas/risks/forms';

/** The labels of the 5 × 5 scale until an organization writes its own, from level 1 to level 5. */
export const defaultRiskScaleLabels: RiskScaleLabels = {
  likelihood: ['Rare', 'Unlikely', 'Possible', 'Likely', 'Almost certain'],
  impact: ['Negligible', 'Minor', 'Moderate', 'Major', 'Severe'],
};

/**
 * The labels the screens and reports use: the organization's stored labels for an axis when they are five valid
 * ones, otherwise the defaults for that axis, so a damaged or missing setting never leaves the scale unnamed.
 */
export function riskScaleLabels(stored: { likelihood?: unknown; impact?: unknown } | null | undefined): RiskScaleLabels {
  const checked = riskScaleLabelsSchema.shape;
  const likelihood = checked.likelihood.safeParse(stored?.likelihood);
  const impact = checked.impact.safeParse(stored?.impact);
  return {
    likelihood: likelihood.success ? likelihood.data : defaultRiskScaleLabels.likelihood,
    impact: impact.success ? impact.data : defaultRiskScaleLabels.impact,
  };
}

/** Why labels sent by the settings form cannot be stored (the first problem), or null when they can. */
export function riskScaleLabelsProblem(labels: unknown): string | null {
  const result = riskScaleLabelsSchema.safeParse(labels);
  return result.success ? null : (result.error.issues[0]?.message ?? 'The labels are not valid.');
}

/** A risk's rating: likelihood × impact, from 1 to 25. */
export function riskRating(likelihood: RiskLevel, impact: RiskLevel): number {
  return likelihood * impact;
}

/**
 * The bands of a rating. The edges follow the usual 5 × 5 matrix: a rating up to 4 needs no more than watching,
 * 5–9 a plan, 10–16 the owner's attention now (e.g. likely × moderate), and 17–25 (only 4 × 5 and 5 × 5 reach it)
 * leadership's attention.
 */
export const riskBands = ['low', 'medium', 'high', 'critical'] as const;
export type RiskBand = (typeof riskBands)[number];
export const riskBandLabels: Record<RiskBand, string> = { low: 'Low', medium: 'Medium', high: 'High', critical: 'Critical' };
/** The lowest rating of each band. */
export const riskBandFloors: Record<RiskBand, number> = { low: 1, medium: 5, high: 10, critical: 17 };

export function riskBand(rating: number): RiskBand {
  if (!Number.isInteger(rating) || rating < 1 || rating > 25) throw new RangeError(`A rating is 1 to 25, not ${rating}`);
  if (rating >= riskBandFloors.critical) return 'critical';
  if (rating >= riskBandFloors.high) return 'high';
  if (rating >= riskBandFloors.medium) return 'medium';
  return 'low';
}

/** The ratings of a risk before treatment (inherent) and after it (residual). */
export type RiskRatings = {
  inherentLikelihood: RiskLevel;
  inherentImpact: RiskLevel;
  residualLikelihood: RiskLevel;
  residualImpact: RiskLevel;
};

export const RESIDUAL_ABOVE_INHERENT = 'The residual rating cannot be higher than the inherent rating.';

/**
 * Treatment can only lower a risk: the residual rating may equal the inherent one (nothing done yet, or accepted
 * as it is) but never exceed it. The rule compares ratings, so a control that lowers likelihood a lot may leave
 * the impact where it was.
 */
export function residualProblem(risk: RiskRatings): string | null {
  const inherent = riskRating(risk.inherentLikelihood, risk.inherentImpact);
  const residual = riskRating(risk.residualLikelihood, risk.residualImpact);
  return residual > inherent ? RESIDUAL_ABOVE_INHERENT : null;
}

/** One square of the heat map: a likelihood and an impact, its rating and band, and how many risks sit there. */
export type HeatMapCell = { likelihood: RiskLevel; impact: RiskLevel; rating: number; band: RiskBand; count: number };

/**
 * The 5 × 5 heat map of the register, for the inherent or the residual ratings. Rows run from likelihood 5 (top, as
 * the map is drawn) down to 1; each row's cells run from impact 1 to 5. Every cell is present, empty ones with 0.
 */
export function riskHeatMap(risks: readonly RiskRatings[], which: 'inherent' | 'residual'): HeatMapCell[][] {
  const counts = new Map<string, number>();
  for (const risk of risks) {
    const key =
      which === 'inherent' ? `${risk.inherentLikelihood}:${risk.inherentImpact}` : `${risk.residualLikelihood}:${risk.residualImpact}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...riskLevels].reverse().map((likelihood) =>
    riskLevels.map((impact) => {
      const rating = riskRating(likelihood, impact);
      return { likelihood, impact, rating, band: riskBand(rating), count: counts.get(`${likelihood}:${impact}`) ?? 0 };
    }),
  );
}

/** How many risks of a heat map sit in the High or Critical band. */
export function seriousRisks(cells: readonly (readonly HeatMapCell[])[]): number {
  return cells.flat().reduce((sum, cell) => sum + (cell.band === 'high' || cell.band === 'critical' ? cell.count : 0), 0);
}

/** An accepted risk: who approved it, with what role, on which day, and the last day the acceptance holds. */
export type RiskAcceptance = { approverId: string; approverRole: 'admin' | 'member' | 'viewer'; acceptedOn: string; expiresOn: string };

export const ACCEPTANCE_NEEDS_ADMIN = 'Only an admin can approve accepting a risk.';
export const ACCEPTANCE_NEEDS_APPROVER = 'Choose the admin who approves accepting this risk.';
export const ACCEPTANCE_EXPIRY_NOT_AFTER = 'The acceptance must expire after the day it is given.';
export const ACCEPTANCE_EXPIRY_TOO_FAR = 'An acceptance can last at most one year: choose an earlier expiry date.';

/** The same day one year later; 29 February becomes 28 February, so a year is never longer than a year. */
export function oneYearAfter(day: string): string {
  return addMonths(day, 12);
}

/**
 * Why an acceptance cannot be recorded, or null when it can: it needs an admin approver and an expiry after the
 * day it is given and at most a year later, so every accepted risk comes back for a decision. Days are YYYY-MM-DD
 * and compare as text.
 */
export function acceptanceProblem(acceptance: RiskAcceptance): string | null {
  if (acceptance.approverId.trim() === '') return ACCEPTANCE_NEEDS_APPROVER;
  if (acceptance.approverRole !== 'admin') return ACCEPTANCE_NEEDS_ADMIN;
  if (acceptance.expiresOn <= acceptance.acceptedOn) return ACCEPTANCE_EXPIRY_NOT_AFTER;
  if (acceptance.expiresOn > oneYearAfter(acceptance.acceptedOn)) return ACCEPTANCE_EXPIRY_TOO_FAR;
  return null;
}

/** Whether an acceptance holds on `day`: through its expiry day, and expired from the day after. */
export function acceptanceIsCurrent(acceptance: { acceptedOn: string; expiresOn: string }, day: string): boolean {
  return acceptance.acceptedOn <= day && day <= acceptance.expiresOn;
}
