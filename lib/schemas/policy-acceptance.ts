import { z } from 'zod';

const RELOAD = 'Reload the page and try again.';

/** Accept a policy, or make its acceptance links: the policy's id from a hidden field. */
export const policyAcceptanceSchema = z.object({ id: z.string({ error: RELOAD }).min(1, RELOAD).max(100, RELOAD) });

/** The signed-in member's acceptance, as the policy page confirms it. */
export type AcceptedPolicy = { name: string; versionLabel: string };

/** A link made for a person without a login, shown once to whoever made it. */
export type ShownAcceptanceLink = { personId: string; name: string; email: string; url: string };
