import 'server-only';
import { randomBytes } from 'node:crypto';
import { SAML, ValidateInResponseTo, type CacheProvider, type Profile } from '@node-saml/node-saml';
import { SsoFailure } from './failure';
import { samlSaysMultiFactor } from './multi-factor';
import type { IdpMetadata } from './saml-metadata';

/** The product as a SAML service provider of one organization. */
export type ServiceProvider = { entityId: string; acsUrl: string };
/** `multiFactor`: the assertion's AuthnContextClassRef is a multi-factor class (multi-factor.ts). */
export type SamlIdentity = { email: string; assertionId: string; issuer: string; expiresAt: Date; multiFactor: boolean };

const EMAIL_FORMAT = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';
const REQUEST_SECONDS = 10 * 60;
/** The clocks of the product and the provider may differ by a minute. */
const CLOCK_SKEW_MS = 60_000;

/**
 * The cache node-saml keeps request ids in: here only the one id the pending sign-on carries is known, and as
 * created now, since the sealed pending sign-on itself expires after 10 minutes.
 */
function requestIdCache(requestId: string | null): CacheProvider {
  return {
    saveAsync: async (_key, value) => ({ value, createdAt: Date.now() }),
    getAsync: async (key) => (requestId !== null && key === requestId ? new Date().toISOString() : null),
    removeAsync: async (key) => key,
  };
}

/**
 * node-saml configured for the organization: the provider's certificates and entity id, our entity id as the
 * audience, signed assertions required, and the answer's InResponseTo bound to the request this browser started.
 */
function samlOf(sp: ServiceProvider, idp: IdpMetadata, requestId: string | null): SAML {
  return new SAML({
    issuer: sp.entityId,
    callbackUrl: sp.acsUrl,
    audience: sp.entityId,
    entryPoint: idp.ssoUrl,
    idpCert: idp.certificates,
    idpIssuer: idp.entityId,
    identifierFormat: EMAIL_FORMAT,
    wantAssertionsSigned: true,
    wantAuthnResponseSigned: false,
    acceptedClockSkewMs: CLOCK_SKEW_MS,
    disableRequestedAuthnContext: true,
    validateInResponseTo: ValidateInResponseTo.always,
    requestIdExpirationPeriodMs: REQUEST_SECONDS * 1000,
    cacheProvider: requestIdCache(requestId),
    generateUniqueId: () => requestId ?? `_${randomBytes(20).toString('hex')}`,
  });
}

/** A new request id: an XML id starts with a letter or an underscore. */
export const newRequestId = () => `_${randomBytes(20).toString('hex')}`;

/** The provider's address with the AuthnRequest (HTTP-Redirect) carrying `requestId`, and `relayState` beside it. */
export async function startSaml(sp: ServiceProvider, idp: IdpMetadata, requestId: string, relayState: string): Promise<string> {
  return samlOf(sp, idp, requestId).getAuthorizeUrlAsync(relayState, undefined, {});
}

/** The product's SP metadata for the provider's administrator: entity id, ACS address, e-mail NameID. */
export function serviceProviderMetadata(sp: ServiceProvider): string {
  return new SAML({
    issuer: sp.entityId,
    callbackUrl: sp.acsUrl,
    idpCert: 'unused',
    identifierFormat: EMAIL_FORMAT,
    wantAssertionsSigned: true,
  }).generateServiceProviderMetadata(null, null);
}

function emailOf(profile: Profile): string {
  const candidates = [profile.email, profile.mail, profile['urn:oid:0.9.2342.19200300.100.1.3'], profile.nameID];
  const found = candidates.find((value): value is string => typeof value === 'string' && /^[^\s@]+@[^\s@]+$/.test(value.trim()));
  if (!found) throw new SsoFailure('Your identity provider did not send an e-mail address (set the NameID to the e-mail address).');
  return found.trim().toLowerCase();
}

/** When the assertion stops being valid, from its conditions; an hour ahead when it names no end. */
function expiryOf(profile: Profile): Date {
  const assertion = profile.getAssertion?.() as { Assertion?: { Conditions?: { $?: { NotOnOrAfter?: string } }[] } } | undefined;
  const end = assertion?.Assertion?.Conditions?.[0]?.$?.NotOnOrAfter;
  const time = end ? Date.parse(end) : NaN;
  return new Date(Number.isFinite(time) ? time : Date.now() + 60 * 60 * 1000);
}

type XmlText = string | { _?: string };

/** The AuthnContextClassRef of each of the assertion's AuthnStatements: how the provider says it signed the person in. */
function authnContextsOf(profile: Profile): string[] {
  const assertion = profile.getAssertion?.() as
    { Assertion?: { AuthnStatement?: { AuthnContext?: { AuthnContextClassRef?: XmlText[] }[] }[] } } | undefined;
  return (assertion?.Assertion?.AuthnStatement ?? [])
    .flatMap((statement) => statement.AuthnContext ?? [])
    .flatMap((context) => context.AuthnContextClassRef ?? [])
    .map((value) => (typeof value === 'string' ? value : (value._ ?? '')).trim())
    .filter(Boolean);
}

function assertionIdOf(profile: Profile): string {
  const assertion = profile.getAssertion?.() as { Assertion?: { $?: { ID?: string } } } | undefined;
  const id = assertion?.Assertion?.$?.ID;
  if (!id) throw new SsoFailure('The SAML assertion has no ID.');
  return id;
}

/**
 * The person of a SAML response posted to the ACS: signature against the provider's certificates, issuer,
 * audience, time window and InResponseTo checked by node-saml, each failure said in a sentence.
 */
export async function finishSaml(sp: ServiceProvider, idp: IdpMetadata, requestId: string, samlResponse: string): Promise<SamlIdentity> {
  let profile: Profile | null;
  try {
    ({ profile } = await samlOf(sp, idp, requestId).validatePostResponseAsync({ SAMLResponse: samlResponse }));
  } catch (error) {
    throw samlFailure(error);
  }
  if (!profile) throw new SsoFailure('The identity provider sent no sign-in.');
  // node-saml checks the issuer of logout messages only: the assertion's issuer is checked here.
  if (profile.issuer !== idp.entityId) throw new SsoFailure('The SAML response came from another identity provider (wrong issuer).');
  return {
    email: emailOf(profile),
    assertionId: assertionIdOf(profile),
    issuer: profile.issuer,
    expiresAt: expiryOf(profile),
    multiFactor: samlSaysMultiFactor(authnContextsOf(profile)),
  };
}

/** A signature the provider's certificates do not verify: its keys may have rotated since the metadata was read. */
export class SignatureFailure extends SsoFailure {
  override name = 'SignatureFailure';
}

/**
 * Whether a response was signed by a key the metadata does not name: a certificate it carries is not among the
 * provider's, or it carries none (then it cannot be told, and the caller's refresh is rate-limited). Read only to
 * decide whether to read the metadata again, never to trust the response.
 */
export function signedByUnknownKey(samlResponse: string, idp: IdpMetadata): boolean {
  const xml = Buffer.from(samlResponse, 'base64').toString('utf8');
  const carried = [...xml.matchAll(/<(?:[\w-]+:)?X509Certificate>([^<]+)<\/(?:[\w-]+:)?X509Certificate>/g)].map((match) =>
    match[1]!.replace(/\s+/g, ''),
  );
  return carried.length === 0 || carried.some((certificate) => !idp.certificates.includes(certificate));
}

/** node-saml's refusal as a plain sentence. */
export function samlFailure(error: unknown): SsoFailure {
  const message = error instanceof Error ? error.message : '';
  if (/signature/i.test(message)) return new SignatureFailure('The SAML response’s signature is not valid for this identity provider.');
  if (/audience/i.test(message)) return new SsoFailure('The SAML assertion was issued for another service provider (wrong audience).');
  // node-saml drops a subject confirmation whose time has passed, and then finds none valid.
  if (/expired|too old|no valid subject confirmation/i.test(message))
    return new SsoFailure('The SAML assertion has expired. Check the server clocks and try again.');
  if (/not yet valid/i.test(message)) return new SsoFailure('The SAML assertion is not valid yet. Check the server clocks and try again.');
  if (/issuer/i.test(message)) return new SsoFailure('The SAML response came from another identity provider (wrong issuer).');
  if (/InResponseTo/i.test(message))
    return new SsoFailure('The SAML response does not answer the sign-in started here. Please start again.');
  if (/status code/i.test(message)) return new SsoFailure('Your identity provider refused the sign-in.');
  return new SsoFailure('The SAML response could not be read. Please start again.');
}
