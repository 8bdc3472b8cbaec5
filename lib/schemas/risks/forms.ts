import { z } from '@/lib/schemas/zod';
import { isoDate, optionalText, requiredLine } from '../common';

/** The five steps of each axis of the risk scale: 1 is the least likely or the mildest, 5 the most. */
export const riskLevels = [1, 2, 3, 4, 5] as const;
export type RiskLevel = (typeof riskLevels)[number];

/** What the organization decides to do about a risk. */
export const riskTreatments = ['mitigate', 'accept', 'transfer', 'avoid'] as const;
export type RiskTreatment = (typeof riskTreatments)[number];
export const riskTreatmentLabels: Record<RiskTreatment, string> = {
  mitigate: 'Mitigate',
  accept: 'Accept',
  transfer: 'Transfer',
  avoid: 'Avoid',
};

/** The groups a risk is filed under, so the register can be filtered and reported by kind. */
export const riskCategories = [
  'security',
  'privacy',
  'operational',
  'third-party',
  'people',
  'legal',
  'continuity',
  'physical',
  'strategic',
] as const;
export type RiskCategory = (typeof riskCategories)[number];
export const riskCategoryLabels: Record<RiskCategory, string> = {
  security: 'Information security',
  privacy: 'Privacy',
  operational: 'Operational',
  'third-party': 'Third parties and vendors',
  people: 'People',
  legal: 'Legal and compliance',
  continuity: 'Business continuity',
  physical: 'Physical and environmental',
  strategic: 'Strategic',
};

export const MAX_RISK_TITLE_LENGTH = 200;
export const MAX_RISK_TEXT_LENGTH = 5000;
export const MAX_SCALE_LABEL_LENGTH = 40;

/** One axis of a rating, as a select sends it ("1" to "5"). */
function levelField(label: string) {
  const message = `Choose the ${label} (1 to 5).`;
  return z.coerce
    .number({ error: message })
    .int(message)
    .min(1, message)
    .max(5, message)
    .transform((level) => level as RiskLevel);
}

export const RESIDUAL_ABOVE_INHERENT_MESSAGE =
  'The residual rating cannot be higher than the inherent rating: treatment lowers a risk, it never raises it.';

/** The risk form: what the risk is, who owns it, how it is rated before and after treatment, and what is done. */
export const riskFormSchema = z
  .object({
    title: requiredLine('title', MAX_RISK_TITLE_LENGTH),
    description: optionalText('description', MAX_RISK_TEXT_LENGTH),
    category: z.enum(riskCategories, { error: 'Choose a category from the list.' }),
    ownerId: z.string({ error: 'Choose the owner.' }).trim().min(1, 'Choose the owner.').max(64, 'Choose the owner.'),
    inherentLikelihood: levelField('inherent likelihood'),
    inherentImpact: levelField('inherent impact'),
    residualLikelihood: levelField('residual likelihood'),
    residualImpact: levelField('residual impact'),
    treatment: z.enum(riskTreatments, { error: 'Choose a treatment: mitigate, accept, transfer or avoid.' }),
    plan: optionalText('treatment plan', MAX_RISK_TEXT_LENGTH),
    nextReviewOn: isoDate('next review date'),
  })
  // The rating is likelihood × impact (lib/domain/risks/rules.ts); a schema imports no domain code, so it multiplies here.
  .refine((risk) => risk.residualLikelihood * risk.residualImpact <= risk.inherentLikelihood * risk.inherentImpact, {
    message: RESIDUAL_ABOVE_INHERENT_MESSAGE,
    path: ['residualLikelihood'],
  });
export type RiskForm = z.output<typeof riskFormSchema>;

/** One axis's five labels, from level 1 to level 5: each given, at most 40 characters, no two alike. */
export function scaleLabelsSchema(axis: 'likelihood' | 'impact') {
  return z
    .array(
      z
        .string({ error: `Enter a label for each ${axis} level.` })
        .trim()
        .min(1, `Enter a label for each ${axis} level.`)
        .max(MAX_SCALE_LABEL_LENGTH, `Each ${axis} label can be at most ${MAX_SCALE_LABEL_LENGTH} characters.`),
      { error: `Enter five ${axis} labels.` },
    )
    .length(5, `Enter five ${axis} labels, one for each level.`)
    .refine(
      (labels) => new Set(labels.map((label) => label.toLowerCase())).size === labels.length,
      `Each ${axis} label must be different from the others.`,
    );
}

/** The organization's labels for the scale, as the settings form sends them. */
export const riskScaleLabelsSchema = z.object({
  likelihood: scaleLabelsSchema('likelihood'),
  impact: scaleLabelsSchema('impact'),
});
export type RiskScaleLabels = z.output<typeof riskScaleLabelsSchema>;
