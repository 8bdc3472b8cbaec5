import { z } from 'zod';

/** How the organization's people are added: by their first sign-in (just in time) or only by a SCIM client. */
export const provisioningModes = ['jit', 'scim'] as const;
export type ProvisioningMode = (typeof provisioningModes)[number];
export const ssoRoles = ['admin', 'member', 'viewer'] as const;

const version = z.coerce.number().int().min(0);
const httpAddress = (what: string) =>
  z
    .string()
    .trim()
    .min(1, `Enter the ${what}.`)
    .max(2048, `The ${what} is too long.`)
    .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), `The ${what} must be an https:// address.`);

/** The OIDC form. An empty secret keeps the one saved (it is never shown again). */
export const oidcSettingsSchema = z.object({
  version,
  discoveryUrl: httpAddress('discovery URL'),
  clientId: z.string().trim().min(1, 'Enter the client ID.').max(512, 'The client ID is too long.'),
  clientSecret: z.string().trim().max(2048, 'The client secret is too long.').default(''),
});
export type OidcSettingsInput = z.infer<typeof oidcSettingsSchema>;

/** The SAML form: the IdP's metadata pasted, or its URL to be read. */
export const samlSettingsSchema = z
  .object({
    version,
    metadataXml: z.string().trim().max(200_000, 'The metadata is too large.').default(''),
    metadataUrl: z.union([z.literal(''), httpAddress('metadata URL')]).default(''),
  })
  .refine((value) => value.metadataXml !== '' || value.metadataUrl !== '', {
    message: 'Paste the metadata XML or enter its URL.',
    path: ['metadataXml'],
  });
export type SamlSettingsInput = z.infer<typeof samlSettingsSchema>;

/** A domain as people's e-mail addresses end: lower-case labels with a dot, no scheme, path or port. */
export const domainName = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'Enter a domain, such as example.com.')
  .max(253, 'The domain is too long.')
  .regex(/^(?!-)(?:[a-z0-9-]{1,63}(?<!-)\.)+[a-z]{2,63}$/, 'Enter a domain such as example.com (no https:// and no path).');

export const addDomainSchema = z.object({ domain: domainName });
export const domainIdSchema = z.object({ id: z.uuid('Reload the page and try again.') });

/** A checkbox sends `on` when ticked and nothing when not. */
const checkbox = z
  .literal('on')
  .optional()
  .transform((value) => value === 'on');

/** Switching the tested connection on or off (the button sends which). */
export const enableSchema = z.object({ version, enabled: z.enum(['on', 'off']).transform((value) => value === 'on') });

/** Enforcement and provisioning: who may still use a password, and how new people arrive. */
export const policySchema = z
  .object({
    version,
    enforced: checkbox,
    breakGlassMemberId: z.union([z.literal(''), z.uuid('Choose the break-glass administrator.')]).default(''),
    provisioning: z.enum(provisioningModes, 'Choose how people are added.'),
    defaultRole: z.enum(ssoRoles, 'Choose the role of people added at their first sign-in.'),
  })
  .refine((value) => !value.enforced || value.breakGlassMemberId !== '', {
    message: 'Choose a break-glass administrator who keeps a password and two-factor sign-in.',
    path: ['breakGlassMemberId'],
  });
export type PolicyInput = z.infer<typeof policySchema>;

/** The sign-in page's first step. */
export const emailFirstSchema = z.object({
  email: z
    .string('Please enter your work email')
    .trim()
    .min(1, 'Please enter your work email')
    .max(254, 'Email address is too long')
    .pipe(z.email('Please enter a valid email address')),
});

/** What the settings screen shows of the connection (never the client secret). */
export type SsoOverview = {
  protocol: 'oidc' | 'saml' | null;
  discoveryUrl: string;
  clientId: string;
  hasClientSecret: boolean;
  metadataUrl: string;
  idpEntityId: string | null;
  testedAt: string | null;
  /** The daily refresh of the metadata given by URL (SAML) or the discovery document (OIDC): the last good read and the last failure, if it stands. */
  metadataRefresh: { refreshedAt: string | null; error: string | null; failedAt: string | null };
  enabled: boolean;
  enforced: boolean;
  breakGlassMemberId: string | null;
  provisioning: ProvisioningMode;
  defaultRole: (typeof ssoRoles)[number];
  version: number;
  domains: { id: string; domain: string; token: string; verifiedAt: string | null; verifiedBy: 'dns' | 'file' | null }[];
  admins: { id: string; name: string; email: string }[];
  serviceProvider: { redirectUri: string; entityId: string; acsUrl: string; metadataUrl: string };
};

/** The texts of the sign-in and its refusals, shared by the routes and the form. */
export const SSO_ENFORCED =
  'Your organization signs in with single sign-on. Continue with your work e-mail to sign in through your identity provider.';
export const SSO_DOMAIN_CLAIMED =
  'This e-mail domain belongs to an organization that signs in with single sign-on. Sign in through your identity provider, or ask its administrator for access.';
