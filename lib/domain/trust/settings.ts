import { controlDomainNames } from '@/lib/catalog/control-domain-names';
import { directoryIds } from '@/lib/catalog/framework-directory';
import { trustSections } from '@/lib/schemas/trust/records';
import { z } from '@/lib/schemas/zod';
import { slugProblem } from './rules';

const RELOAD = 'Reload the page and try again.';
const idList = z.array(z.string().max(64)).max(200).default([]);

/**
 * Settings › Trust center's form. Frameworks and areas are checked against the catalog; policy ids are checked
 * by the workspace against the organization's approved policies.
 */
export const trustSettingsSchema = z.object({
  slug: z
    .string({ error: 'Enter the address of your trust page.' })
    .trim()
    .superRefine((slug, context) => {
      const problem = slugProblem(slug);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
  overview: z.string().trim().max(2000, 'The overview can be at most 2000 characters.').default(''),
  sections: z.array(z.enum(trustSections, { error: RELOAD })).default([]),
  frameworks: idList.refine((ids) => ids.every((id) => directoryIds.has(id)), RELOAD),
  controlAreas: idList.refine((ids) => ids.every((id) => id in controlDomainNames), RELOAD),
  policyIds: idList,
  version: z.coerce.number({ error: RELOAD }).int(RELOAD).min(0, RELOAD),
});
export type TrustSettingsInput = z.output<typeof trustSettingsSchema>;
export const trustSettingsArrays = ['sections', 'frameworks', 'controlAreas', 'policyIds'] as const;
