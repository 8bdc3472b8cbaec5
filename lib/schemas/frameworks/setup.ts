import { isoDate } from '../common';
import { z } from '@/lib/schemas/zod';

/** SOC 2's two report types: controls designed at a point in time (Type I) or operating over a period (Type II). */
export const soc2ReportTypes = ['type1', 'type2'] as const;
export type Soc2ReportType = (typeof soc2ReportTypes)[number];

export const soc2ReportTypeLabels: Record<Soc2ReportType, string> = { type1: 'Type I', type2: 'Type II' };

const RELOAD = 'Reload the page and try again.';

/** The short setup's answers as stored in the framework's row (organization_frameworks.setup). */
export const frameworkSetupAnswersSchema = z.object({
  scope: z
    .string({ error: 'Describe the systems and teams in scope.' })
    .trim()
    .min(1, 'Describe the systems and teams in scope.')
    .max(2000, 'The scope can be at most 2000 characters.'),
  ownerMemberId: z.string({ error: 'Choose the owner.' }).min(1, 'Choose the owner.').max(64, 'Choose the owner.'),
  targetAuditOn: isoDate('target audit date'),
  reportType: z.enum(soc2ReportTypes, { error: 'Choose the report type.' }).optional(),
});
export type FrameworkSetupAnswers = z.infer<typeof frameworkSetupAnswersSchema>;

/** The stored answers with when and by whom the setup was saved last. */
export const frameworkSetupStoredSchema = frameworkSetupAnswersSchema.extend({
  savedAt: z.string().min(1),
  savedBy: z.string(),
});
export type FrameworkSetupStored = z.infer<typeof frameworkSetupStoredSchema>;

/**
 * What Save Setup posts: the answers, the framework and the version of its row the page read. SOC 2 must name
 * its report type; the other frameworks have none (an empty select is no answer).
 */
export const frameworkSetupFormSchema = z
  .object({
    frameworkId: z.string({ error: RELOAD }).min(1, RELOAD).max(40, RELOAD),
    version: z.coerce.number({ error: RELOAD }).int(RELOAD).min(1, RELOAD),
    scope: frameworkSetupAnswersSchema.shape.scope,
    ownerMemberId: frameworkSetupAnswersSchema.shape.ownerMemberId,
    targetAuditOn: frameworkSetupAnswersSchema.shape.targetAuditOn,
    reportType: z.preprocess((value) => (value === '' ? undefined : value), frameworkSetupAnswersSchema.shape.reportType),
  })
  .superRefine((input, context) => {
    if (input.frameworkId === 'soc2' && input.reportType === undefined)
      context.addIssue({ code: 'custom', path: ['reportType'], message: 'Choose the report type.' });
  })
  .transform(({ reportType, ...rest }) => (rest.frameworkId === 'soc2' ? { ...rest, reportType } : rest));
export type FrameworkSetupForm = z.output<typeof frameworkSetupFormSchema>;

/** What the setup page shows: the framework, its stored answers (null before the first save) and row version. */
export type FrameworkSetupRecord = {
  frameworkId: string;
  name: string;
  status: 'active' | 'progress' | 'review';
  answers: FrameworkSetupStored | null;
  version: number;
};
