import { z } from 'zod';

const RELOAD = 'Reload the page and try again.';

/** Accept a policy, or make its acceptance links: the policy's id from a hidden field. */
export const policyAcceptanceSchema = z.object({ id: z.string({ error: RELOAD }).min(1, RELOAD).max(100, RELOAD) });

/** The signed-in member's acceptance, as the policy page confirms it. */
export type AcceptedPolicy = { name: string; versionLabel: string };

/** A link made for a person without a login, shown once to whoever made it. */
export type ShownAcceptanceLink = { personId: string; name: string; email: string; url: string };

/** The longest department name People keeps, and the most departments a scope names. */
const MAX_DEPARTMENT_LENGTH = 80;
const MAX_SCOPE_DEPARTMENTS = 200;

/**
 * Who accepts a policy: "Everyone" (`everyone` checked, or no department chosen), or the chosen departments, with
 * the version the page read. Departments are trimmed and named once each.
 */
export const policyScopeSchema = z
  .object({
    id: z.string({ error: RELOAD }).min(1, RELOAD).max(100, RELOAD),
    version: z.coerce.number({ error: RELOAD }).int(RELOAD).min(1, RELOAD),
    everyone: z.string().optional(),
    departments: z
      .array(
        z.string().trim().min(1, 'Choose a department from the list.').max(MAX_DEPARTMENT_LENGTH, 'Choose a department from the list.'),
      )
      .max(MAX_SCOPE_DEPARTMENTS, `Choose at most ${MAX_SCOPE_DEPARTMENTS} departments.`)
      .optional()
      .default([]),
  })
  .transform(({ id, version, everyone, departments }) => ({
    id,
    version,
    departments: everyone ? [] : [...new Set(departments)].sort((a, b) => a.localeCompare(b)),
  }));
export type PolicyScope = z.output<typeof policyScopeSchema>;
