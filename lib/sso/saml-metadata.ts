import { DOMParser } from '@xmldom/xmldom';
import * as xpath from 'xpath';
import { SsoFailure } from './failure';

/** What the product needs of an identity provider's SAML metadata. */
export type IdpMetadata = { entityId: string; ssoUrl: string; certificates: string[] };

const REDIRECT_BINDING = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';
const POST_BINDING = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST';
/** Metadata of one provider is a few kilobytes; a federation's aggregate is not what the form asks for. */
const MAX_METADATA_CHARS = 200_000;

const select = (expression: string, node: Node) => xpath.select(expression, node) as Node[];
const attribute = (node: Node | undefined, name: string) => (node as Element | undefined)?.getAttribute(name)?.trim() ?? '';

/**
 * Reads an IdP's metadata: its entity id, its single sign-on address (HTTP-Redirect, else HTTP-POST) and its
 * signing certificates. Each missing part is said in a sentence; a document type (DTD) is refused outright.
 */
export function parseIdpMetadata(xml: string): IdpMetadata {
  const text = xml.trim();
  if (!text) throw new SsoFailure('Paste the identity provider’s metadata XML or give its URL.');
  if (text.length > MAX_METADATA_CHARS) throw new SsoFailure('The metadata is too large: give the metadata of one identity provider.');
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) throw new SsoFailure('The metadata may not declare a document type.');
  const errors: string[] = [];
  const note = (message: string) => void errors.push(message);
  const document = new DOMParser({ errorHandler: { warning: () => undefined, error: note, fatalError: note } }).parseFromString(
    text,
    'text/xml',
  );
  if (errors.length > 0 || !document?.documentElement) throw new SsoFailure('The metadata is not well-formed XML.');
  const root = document as unknown as Node;
  const descriptor = select("//*[local-name()='EntityDescriptor'][*[local-name()='IDPSSODescriptor']]", root)[0];
  if (!descriptor) throw new SsoFailure('The metadata has no identity provider (IDPSSODescriptor).');
  const entityId = attribute(descriptor, 'entityID');
  if (!entityId) throw new SsoFailure('The metadata names no entity ID.');
  const services = select(".//*[local-name()='IDPSSODescriptor']/*[local-name()='SingleSignOnService']", descriptor);
  const service =
    services.find((node) => attribute(node, 'Binding') === REDIRECT_BINDING) ??
    services.find((node) => attribute(node, 'Binding') === POST_BINDING);
  const ssoUrl = attribute(service, 'Location');
  if (!ssoUrl || !/^https?:\/\//i.test(ssoUrl)) throw new SsoFailure('The metadata has no single sign-on address (SingleSignOnService).');
  const keys = select(".//*[local-name()='IDPSSODescriptor']/*[local-name()='KeyDescriptor']", descriptor).filter((node) =>
    ['', 'signing'].includes(attribute(node, 'use')),
  );
  const certificates = keys
    .flatMap((key) => select(".//*[local-name()='X509Certificate']", key))
    .map((node) => (node.textContent ?? '').replace(/\s+/g, ''))
    .filter(Boolean);
  if (certificates.length === 0) throw new SsoFailure('The metadata has no signing certificate (X509Certificate).');
  return { entityId, ssoUrl, certificates: [...new Set(certificates)] };
}
