import { libraryControls } from '@/lib/catalog/controls';
import {
  acceptanceIsCurrent,
  riskBand,
  riskBandLabels,
  riskHeatMap,
  riskRating,
  type HeatMapCell,
  type RiskBand,
} from '@/lib/domain/risks/rules';
import type { Risk } from '@/lib/schemas/risks/records';
import { riskCategoryLabels, riskTreatmentLabels, type RiskLevel, type RiskScaleLabels } from '@/lib/schemas/risks/forms';
import { day, NO_OWNER, plural, section, table } from './content-facts';
import type { ReportDocument, ReportTable } from './document';

/** A risk of the register with the library controls that lower it. */
export type ReportRisk = Risk & { controlIds: string[] };

/** The bands' colours on a heat map, light enough to print the counts on. */
export const bandFills: Record<RiskBand, string> = { low: 'BBF7D0', medium: 'FEF08A', high: 'FED7AA', critical: 'FECACA' };

const controlNames = new Map(libraryControls.map((control) => [control.id, control.name]));

/** "Likely × Major = 16 (High)" in the organization's own words for the levels. */
function ratingText(likelihood: RiskLevel, impact: RiskLevel, labels: RiskScaleLabels): string {
  const rating = riskRating(likelihood, impact);
  return `${labels.likelihood[likelihood - 1]} × ${labels.impact[impact - 1]} = ${rating} (${riskBandLabels[riskBand(rating)]})`;
}

/**
 * Both heat maps side by side as one table: likelihood 5 down to 1, then the inherent cells by impact 1 to 5, a
 * gap, and the residual cells; each cell holds its count and is coloured by its band.
 */
export function heatMapsTable(
  inherent: readonly (readonly HeatMapCell[])[],
  residual: readonly (readonly HeatMapCell[])[],
  labels: RiskScaleLabels,
): ReportTable {
  // Numbers alone keep eleven columns narrow; the levels' names are given in the sentence above the table.
  const impacts = labels.impact.map((_, index) => `${index + 1}`);
  return {
    title: 'Inherent (left) and residual (right) heat maps',
    columns: ['Likelihood \\ Impact', ...impacts, '', ...impacts],
    rows: inherent.map((row, index) => [
      `${row[0]!.likelihood} ${labels.likelihood[row[0]!.likelihood - 1]}`,
      ...row.map((cell) => cell.count),
      null,
      ...residual[index]!.map((cell) => cell.count),
    ]),
    fills: inherent.map((row, index) => [
      null,
      ...row.map((cell) => bandFills[cell.band]),
      null,
      ...residual[index]!.map((cell) => bandFills[cell.band]),
    ]),
  };
}

function acceptanceText(risk: ReportRisk, today: string): string {
  if (!risk.acceptedOn || !risk.acceptanceExpiresOn) return '';
  const standing = acceptanceIsCurrent({ acceptedOn: risk.acceptedOn, expiresOn: risk.acceptanceExpiresOn }, today) ? 'until' : 'expired';
  return `Approved by ${risk.acceptanceApproverName ?? 'a former member'} on ${risk.acceptedOn}, ${standing} ${risk.acceptanceExpiresOn}`;
}

function summary(risks: readonly ReportRisk[], today: string): string[] {
  if (risks.length === 0) return ['The risk register holds no risk yet.'];
  const bands = (['critical', 'high', 'medium', 'low'] as const).map(
    (band) =>
      `${risks.filter((risk) => riskBand(riskRating(risk.residualLikelihood, risk.residualImpact)) === band).length} ${riskBandLabels[band]}`,
  );
  const overdue = risks.filter((risk) => risk.nextReviewOn < today).length;
  return [
    `${plural(risks.length, 'risk')} in the register; by residual rating: ${bands.join(', ')}.`,
    `${plural(overdue, 'risk')} past ${overdue === 1 ? 'its' : 'their'} review date.`,
    'Ratings are likelihood × impact on a 5 × 5 scale: Low 1–4, Medium 5–9, High 10–16, Critical 17–25. Inherent is before treatment, residual after it.',
  ];
}

/** The scale's words for the heat maps' numbered columns and rows. */
function scaleSentence(labels: RiskScaleLabels): string {
  const named = (words: readonly string[]) => words.map((word, index) => `${index + 1} ${word}`).join(', ');
  return `Impact: ${named(labels.impact)}. Likelihood: ${named(labels.likelihood)}.`;
}

/** The risk register with both heat maps (inherent beside residual), as a report document. */
export function riskRegisterDocument(
  register: { risks: readonly ReportRisk[]; labels: RiskScaleLabels },
  meta: { organizationName: string; today: string; generatedAt: Date },
): ReportDocument {
  const { risks, labels } = register;
  const rows = risks.map((risk) => [
    risk.title,
    riskCategoryLabels[risk.category],
    risk.ownerName ?? NO_OWNER,
    ratingText(risk.inherentLikelihood, risk.inherentImpact, labels),
    ratingText(risk.residualLikelihood, risk.residualImpact, labels),
    riskTreatmentLabels[risk.treatment],
    risk.plan,
    risk.controlIds.map((id) => `${id} ${controlNames.get(id) ?? ''}`.trim()).join('\n'),
    acceptanceText(risk, meta.today),
    day(risk.nextReviewOn),
  ]);
  const columns = ['Risk', 'Category', 'Owner', 'Inherent', 'Residual', 'Treatment', 'Plan', 'Controls', 'Acceptance', 'Next review'];
  return {
    title: 'Risk register',
    organizationName: meta.organizationName,
    kind: 'Risk register',
    period: { start: meta.today, end: meta.today },
    generatedAt: meta.generatedAt,
    notes: '',
    landscape: true,
    sections: [
      section(
        'Heat maps',
        [...summary(risks, meta.today), scaleSentence(labels)],
        [heatMapsTable(riskHeatMap(risks, 'inherent'), riskHeatMap(risks, 'residual'), labels)],
      ),
      section('Risks', risks.length === 0 ? ['No risk is recorded.'] : [], [table('Risks', columns, rows)]),
    ],
  };
}
