import { z } from '@/lib/schemas/zod';

const HOST_ONLY = /^https?:\/\/[^\s/?#@]+\/?$/i;
/** Okta answers only over https; plain http is allowed for this machine alone, where a local server may stand in. */
const LOCAL_HTTP = /^http:\/\/(localhost|127\.0\.0\.1)(:\d{1,5})?\/?$/i;

/**
 * Connect Okta: the org URL (https://<your-org>.okta.com, or the org's custom domain) and an API token created by a
 * read-only administrator. Other keys the form sends (its `provider`) are left out of the result.
 */
export const oktaConnectSchema = z.object({
  orgUrl: z
    .string({ error: 'Enter your Okta URL.' })
    .trim()
    .min(1, 'Enter your Okta URL.')
    .max(300, 'The Okta URL can be at most 300 characters.')
    .regex(HOST_ONLY, 'Enter the Okta URL alone, without a path, such as https://acme.okta.com.')
    .refine((url) => !/^https?:\/\/[^/]*-admin\./i.test(url), 'Enter the org URL without -admin, such as https://acme.okta.com.')
    .refine((url) => /^https:/i.test(url) || LOCAL_HTTP.test(url), 'Enter an https:// URL, such as https://acme.okta.com.'),
  token: z
    .string({ error: 'Enter an Okta API token.' })
    .trim()
    .min(1, 'Enter an Okta API token.')
    .regex(/^\S+$/, 'This is not an Okta API token: it has spaces.')
    .min(20, 'This is not an Okta API token: it is too short.')
    .max(200, 'This is not an Okta API token: it is too long.'),
});
export type OktaConnect = z.infer<typeof oktaConnectSchema>;
