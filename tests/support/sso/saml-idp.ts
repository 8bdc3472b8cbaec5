import { randomBytes } from 'node:crypto';
import forge from 'node-forge';
import { signSamlPost } from '@node-saml/node-saml/lib/saml-post-signing';

/** A key pair and a self-signed certificate made for one test run: nothing is read from disk. */
export function newSigningKey(commonName = 'Test IdP') {
  const keys = forge.pki.rsa.generateKeyPair(2048);
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = keys.publicKey;
  certificate.serialNumber = `01${randomBytes(8).toString('hex')}`;
  certificate.validity.notBefore = new Date(Date.now() - 60_000);
  certificate.validity.notAfter = new Date(Date.now() + 24 * 60 * 60 * 1000);
  const attributes = [{ name: 'commonName', value: commonName }];
  certificate.setSubject(attributes);
  certificate.setIssuer(attributes);
  certificate.sign(keys.privateKey, forge.md.sha256.create());
  const pem = forge.pki.certificateToPem(certificate);
  return {
    privateKey: forge.pki.privateKeyToPem(keys.privateKey),
    certificatePem: pem,
    certificateBase64: pem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, ''),
  };
}

export type SigningKey = ReturnType<typeof newSigningKey>;

/** The IdP's metadata as an administrator would paste it. */
export function idpMetadata(entityId: string, ssoUrl: string, key: SigningKey): string {
  return `<?xml version="1.0"?>
<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="${entityId}">
  <md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">
    <md:KeyDescriptor use="signing">
      <ds:KeyInfo xmlns:ds="http://www.w3.org/2000/09/xmldsig#"><ds:X509Data><ds:X509Certificate>${key.certificateBase64}</ds:X509Certificate></ds:X509Data></ds:KeyInfo>
    </md:KeyDescriptor>
    <md:NameIDFormat>urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress</md:NameIDFormat>
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${ssoUrl}"/>
  </md:IDPSSODescriptor>
</md:EntityDescriptor>`;
}

export type AssertionOptions = {
  issuer: string;
  audience: string;
  acsUrl: string;
  inResponseTo: string;
  email: string;
  key: SigningKey;
  /** When the assertion was issued; now unless given. */
  issuedAt?: Date;
  /** How long it stays valid after issue. */
  validForMs?: number;
  assertionId?: string;
  /** How the provider says it signed the person in; a password over TLS unless given. */
  authnContextClassRef?: string;
};

/** A SAML response with one assertion signed by `key`, as an identity provider posts it (base64). */
export function samlResponse(options: AssertionOptions): string {
  const issued = options.issuedAt ?? new Date();
  const end = new Date(issued.getTime() + (options.validForMs ?? 5 * 60 * 1000));
  const at = (date: Date) => date.toISOString();
  const assertionId = options.assertionId ?? `_a${randomBytes(10).toString('hex')}`;
  const xml = `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="_r${randomBytes(10).toString('hex')}" Version="2.0" IssueInstant="${at(issued)}" Destination="${options.acsUrl}" InResponseTo="${options.inResponseTo}"><saml:Issuer>${options.issuer}</saml:Issuer><samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status><saml:Assertion ID="${assertionId}" Version="2.0" IssueInstant="${at(issued)}"><saml:Issuer>${options.issuer}</saml:Issuer><saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress">${options.email}</saml:NameID><saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData InResponseTo="${options.inResponseTo}" NotOnOrAfter="${at(end)}" Recipient="${options.acsUrl}"/></saml:SubjectConfirmation></saml:Subject><saml:Conditions NotBefore="${at(issued)}" NotOnOrAfter="${at(end)}"><saml:AudienceRestriction><saml:Audience>${options.audience}</saml:Audience></saml:AudienceRestriction></saml:Conditions><saml:AuthnStatement AuthnInstant="${at(issued)}" SessionIndex="_s1"><saml:AuthnContext><saml:AuthnContextClassRef>${options.authnContextClassRef ?? 'urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport'}</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement></saml:Assertion></samlp:Response>`;
  const signed = signSamlPost(xml, "/*[local-name(.)='Response']/*[local-name(.)='Assertion']", {
    privateKey: options.key.privateKey,
    signatureAlgorithm: 'sha256',
    digestAlgorithm: 'sha256',
  });
  return Buffer.from(signed).toString('base64');
}
