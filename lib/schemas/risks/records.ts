import { z } from '@/lib/schemas/zod';
import { isoDate, recordVersionSchema } from '../common';
import { riskFormSchema, riskScaleLabelsSchema, type RiskCategory, type RiskLevel, type RiskTreatment } from './forms';

/** A risk as the register and its page show it; ratings are computed from the levels where they are shown. */
export type Risk = {
  id: string;
  title: string;
  description: string;
  category: RiskCategory;
  ownerMemberId: string | null;
  ownerName: string | null;
  inherentLikelihood: RiskLevel;
  inherentImpact: RiskLevel;
  residualLikelihood: RiskLevel;
  residualImpact: RiskLevel;
  treatment: RiskTreatment;
  plan: string;
  nextReviewOn: string;
  acceptanceApproverId: string | null;
  acceptanceApproverName: string | null;
  acceptedOn: string | null;
  acceptanceExpiresOn: string | null;
  libraryId: string | null;
  version: number;
};

/** One change of a risk's residual rating; `from` is null for the rating the risk was added with. */
export type RiskRatingChange = {
  id: string;
  fromLikelihood: RiskLevel | null;
  fromImpact: RiskLevel | null;
  toLikelihood: RiskLevel;
  toImpact: RiskLevel;
  memberName: string;
  changedAt: Date;
};

export type RiskControlLink = { controlId: string; name: string };

/** A member a risk's owner or an acceptance's approver is chosen from. */
export type RiskMemberChoice = { id: string; name: string };

/** The edit form: the risk form with the version the page read. */
export const riskEditSchema = riskFormSchema.safeExtend(recordVersionSchema.shape);
export type RiskEdit = z.output<typeof riskEditSchema>;

/** Add from library: the common risk's id (lib/catalog/risk-library/). */
export const riskFromLibrarySchema = z.object({
  libraryId: z
    .string({ error: 'Choose a risk from the library.' })
    .trim()
    .min(1, 'Choose a risk from the library.')
    .max(20, 'Choose a risk from the library.'),
});

/** Link or unlink a library control. */
export const riskControlSchema = recordVersionSchema.pick({ id: true }).extend({
  controlId: z.string({ error: 'Choose a control.' }).trim().min(1, 'Choose a control.').max(20, 'Choose a control.'),
});

/** Accept a risk: the admin who approves it and the last day the acceptance holds. */
export const riskAcceptanceSchema = recordVersionSchema.extend({
  approverId: z
    .string({ error: 'Choose the admin who approves accepting this risk.' })
    .trim()
    .min(1, 'Choose the admin who approves accepting this risk.')
    .max(64),
  expiresOn: isoDate('expiry date'),
});
export type RiskAcceptanceInput = z.output<typeof riskAcceptanceSchema>;

const labelField = z.string().optional().default('');

/** The scale labels form posts ten fields (likelihood1…5, impact1…5) and the organization's version. */
export const riskScaleFormSchema = z
  .object({
    version: z.coerce.number({ error: 'Reload the page and try again.' }).int().min(1, 'Reload the page and try again.'),
    likelihood1: labelField,
    likelihood2: labelField,
    likelihood3: labelField,
    likelihood4: labelField,
    likelihood5: labelField,
    impact1: labelField,
    impact2: labelField,
    impact3: labelField,
    impact4: labelField,
    impact5: labelField,
  })
  .transform((form) => ({
    version: form.version,
    likelihood: [form.likelihood1, form.likelihood2, form.likelihood3, form.likelihood4, form.likelihood5],
    impact: [form.impact1, form.impact2, form.impact3, form.impact4, form.impact5],
  }))
  .pipe(riskScaleLabelsSchema.extend({ version: z.number() }));
export type RiskScaleForm = z.output<typeof riskScaleFormSchema>;
