/**
 * Whether an identity provider says the person proved more than a password at this sign-in, from what its answer
 * states and nothing else: a provider that says nothing is taken to have asked for one factor.
 */

/**
 * RFC 8176 authentication method references that mean more than something the person knows: `mfa` and `mca`
 * (several factors or channels) themselves, and every possession or inherence method (a one-time code, a hardware
 * or software key, a smart card, a code by text or call, biometrics). A password (`pwd`), a PIN (`pin`) or
 * knowledge questions (`kba`) alone do not count.
 */
const MULTI_FACTOR_AMR = new Set(['mfa', 'mca', 'otp', 'hwk', 'swk', 'sc', 'sms', 'tel', 'fpt', 'face', 'iris', 'retina', 'vbm']);

/** Authentication context classes that name multi-factor sign-in (OIDC `acr` values and SAML class references). */
const MULTI_FACTOR_CONTEXTS = new Set(
  [
    // REFEDS MFA profile and the OpenID PAPE policies.
    'https://refeds.org/profile/mfa',
    'http://schemas.openid.net/pape/policies/2007/06/multi-factor',
    'http://schemas.openid.net/pape/policies/2007/06/multi-factor-physical',
    // OpenID's phishing-resistant values and Okta's two-factor level.
    'phr',
    'phrh',
    'urn:okta:loa:2fa:any',
    'urn:okta:loa:2fa:any:ifpossible',
    // Microsoft Entra ID.
    'http://schemas.microsoft.com/claims/multipleauthn',
    'possessionorinherence',
    // SAML 2.0 authentication context classes of a second factor.
    'urn:oasis:names:tc:SAML:2.0:ac:classes:MobileTwoFactorContract',
    'urn:oasis:names:tc:SAML:2.0:ac:classes:MobileTwoFactorUnregistered',
    'urn:oasis:names:tc:SAML:2.0:ac:classes:TimeSyncToken',
    'urn:oasis:names:tc:SAML:2.0:ac:classes:Smartcard',
    'urn:oasis:names:tc:SAML:2.0:ac:classes:SmartcardPKI',
  ].map((value) => value.toLowerCase()),
);

const isMultiFactorContext = (value: unknown) => typeof value === 'string' && MULTI_FACTOR_CONTEXTS.has(value.trim().toLowerCase());

/** OIDC: the ID token's `amr` names a method beyond a password, or its `acr` is a multi-factor class. */
export function oidcSaysMultiFactor(claims: { amr?: unknown; acr?: unknown }): boolean {
  const methods = Array.isArray(claims.amr) ? claims.amr : [];
  const byMethod = methods.some((method) => typeof method === 'string' && MULTI_FACTOR_AMR.has(method.trim().toLowerCase()));
  return byMethod || isMultiFactorContext(claims.acr);
}

/** SAML: one of the assertion's AuthnContextClassRef values is a multi-factor class. */
export function samlSaysMultiFactor(classRefs: readonly string[]): boolean {
  return classRefs.some(isMultiFactorContext);
}
