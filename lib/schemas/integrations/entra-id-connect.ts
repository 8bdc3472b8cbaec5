import { z } from '@/lib/schemas/zod';
import { apiAddress } from './api-url';

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DOMAIN = /^(?=.{3,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

/**
 * Connect Microsoft Entra ID: the tenant (its ID, or a domain of it such as acme.onmicrosoft.com), the app
 * registration's client ID and secret, and the sign-in and Graph addresses (Microsoft's, or a national cloud's).
 * Other keys the form sends are left out.
 */
export const entraIdConnectSchema = z.object({
  tenantId: z
    .string({ error: 'Enter the tenant ID.' })
    .trim()
    .toLowerCase()
    .min(1, 'Enter the tenant ID.')
    .refine(
      (value) => GUID.test(value) || DOMAIN.test(value),
      'Enter the tenant ID (a GUID such as 72f988bf-86f1-41af-91ab-2d7cd011db47) or a domain of the tenant, such as acme.onmicrosoft.com.',
    ),
  clientId: z
    .string({ error: "Enter the app's client ID." })
    .trim()
    .min(1, "Enter the app's client ID.")
    .regex(GUID, "Enter the app's client (application) ID: a GUID such as 00000000-0000-0000-0000-000000000000."),
  clientSecret: z
    .string({ error: 'Enter a client secret of the app.' })
    .trim()
    .min(1, 'Enter a client secret of the app.')
    .regex(/^\S+$/, 'This is not a client secret: it has spaces.')
    .min(16, 'This is not a client secret: it is too short.')
    .max(255, 'This is not a client secret: it is too long.')
    .refine((value) => !GUID.test(value), "This is the secret's ID: copy its Value instead."),
  loginUrl: apiAddress('the sign-in URL', 'https://login.microsoftonline.com'),
  graphUrl: apiAddress('the Graph URL', 'https://graph.microsoft.com'),
});
export type EntraIdConnect = z.infer<typeof entraIdConnectSchema>;
