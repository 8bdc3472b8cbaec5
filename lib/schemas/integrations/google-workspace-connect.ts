import { z } from '@/lib/schemas/zod';

const KEY_HELP = 'Paste the whole JSON key of the service account, as Google Cloud downloaded it.';

/** The fields of a service account's JSON key the product keeps: its e-mail and its private key (PEM). */
const keyFields = z.object(
  {
    type: z.literal('service_account', { error: 'This JSON key is not a service account’s ("type" is not service_account).' }),
    client_email: z.email({ error: 'The JSON key has no client_email: download the key again.' }),
    private_key: z
      .string({ error: 'The JSON key has no private_key: download the key again.' })
      .regex(/^-----BEGIN PRIVATE KEY-----[\s\S]+-----END PRIVATE KEY-----\s*$/, 'The JSON key’s private_key is not a PEM key.'),
  },
  { error: KEY_HELP },
);

/** The key as pasted: JSON of a service account, each problem reported on the field itself. */
export const serviceAccountKey = z
  .string({ error: KEY_HELP })
  .trim()
  .min(1, KEY_HELP)
  .max(10_000, 'This is not a service account key: it is too long.')
  .transform((text, context) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      context.addIssue({ code: 'custom', message: `This is not JSON. ${KEY_HELP}` });
      return z.NEVER;
    }
    const fields = keyFields.safeParse(parsed);
    if (!fields.success) {
      context.addIssue({ code: 'custom', message: fields.error.issues[0]?.message ?? KEY_HELP });
      return z.NEVER;
    }
    return fields.data;
  });

/** Google's API only over https; plain http is allowed for this machine alone, where a local server may stand in. */
const baseUrl = z
  .string({ error: 'Enter the API URL.' })
  .trim()
  .min(1, 'Enter the API URL.')
  .max(300, 'The API URL can be at most 300 characters.')
  .regex(/^https?:\/\/[^\s/?#@]+\/?$/i, 'Enter the API URL alone, without a path, such as https://admin.googleapis.com.')
  .refine(
    (url) => /^https:/i.test(url) || /^http:\/\/(localhost|127\.0\.0\.1)(:\d{1,5})?\/?$/i.test(url),
    'Enter an https:// URL, such as https://admin.googleapis.com.',
  )
  .default('https://admin.googleapis.com');

/**
 * Connect Google Workspace: a service account's JSON key with domain-wide delegation, the administrator it acts as
 * (whose e-mail domain names the connection), and the API URL. Other keys the form sends are left out.
 */
export const googleWorkspaceConnectSchema = z.object({
  serviceAccountKey,
  adminEmail: z
    .string({ error: 'Enter the e-mail of the administrator the service account acts as.' })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'Enter the e-mail of the administrator the service account acts as, such as admin@acme.com.' })),
  baseUrl,
});
export type GoogleWorkspaceConnect = z.infer<typeof googleWorkspaceConnectSchema>;
