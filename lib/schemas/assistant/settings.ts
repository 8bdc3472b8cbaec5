import { z } from '@/lib/schemas/zod';

/** The bounds of Settings › Assistant: a day to ten years of history, and daily budgets within reason. */
export const ASSISTANT_RETENTION_DAYS = { min: 1, max: 3650 } as const;
export const ASSISTANT_MEMBER_DAILY_REQUESTS = { min: 1, max: 10_000 } as const;
export const ASSISTANT_ORGANIZATION_DAILY_TOKENS = { min: 1_000, max: 100_000_000 } as const;

/** A whole number of `unit` typed in a form, within bounds, with the message the field shows. */
const wholeNumber = (unit: string, { min, max }: { min: number; max: number }) => {
  const amount = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? unit.replace(/s$/, '') : unit}`;
  return z.coerce
    .number({ error: `Enter a whole number of ${unit}.` })
    .int(`Enter a whole number of ${unit}.`)
    .min(min, `Enter at least ${amount(min)}.`)
    .max(max, `Enter at most ${amount(max)}.`);
};

/**
 * Settings › Assistant as an admin saves it. The switch posts `enabled=on` when on and nothing when off; `version`
 * is the one the form read (0 before the organization first saved its choices).
 */
export const assistantSettingsSchema = z.object({
  enabled: z
    .literal('on', { error: 'Reload the page and try again.' })
    .optional()
    .transform((value) => value === 'on'),
  retentionDays: wholeNumber('days', ASSISTANT_RETENTION_DAYS),
  memberDailyRequests: wholeNumber('questions', ASSISTANT_MEMBER_DAILY_REQUESTS),
  organizationDailyTokens: wholeNumber('tokens', ASSISTANT_ORGANIZATION_DAILY_TOKENS),
  version: z.coerce.number().int().min(0),
});
export type AssistantSettingsInput = z.output<typeof assistantSettingsSchema>;
