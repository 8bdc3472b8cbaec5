/** @jest-environment node */
import { parseIdpMetadata } from '@/lib/sso/saml-metadata';
import { idpMetadata, newSigningKey } from '@/tests/support/sso/saml-idp';

const key = newSigningKey();
const good = idpMetadata('https://idp.test/entity', 'https://idp.test/sso', key);

const messageOf = (xml: string) => {
  try {
    parseIdpMetadata(xml);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('reading an identity provider’s metadata', () => {
  it('answers its entity id, sign-on address and signing certificate', () => {
    expect(parseIdpMetadata(good)).toEqual({
      entityId: 'https://idp.test/entity',
      ssoUrl: 'https://idp.test/sso',
      certificates: [key.certificateBase64],
    });
  });

  it('says which part is missing or wrong', () => {
    expect(messageOf('')).toBe('Paste the identity provider’s metadata XML or give its URL.');
    expect(messageOf('<md:EntityDescriptor')).toBe('The metadata is not well-formed XML.');
    expect(messageOf('<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>')).toBe(
      'The metadata may not declare a document type.',
    );
    expect(messageOf('<EntityDescriptor entityID="x"/>')).toBe('The metadata has no identity provider (IDPSSODescriptor).');
    expect(messageOf(good.replace(/<md:SingleSignOnService[^>]+>/, ''))).toBe(
      'The metadata has no single sign-on address (SingleSignOnService).',
    );
    expect(messageOf(good.replace(/<md:KeyDescriptor[\s\S]*<\/md:KeyDescriptor>/, ''))).toBe(
      'The metadata has no signing certificate (X509Certificate).',
    );
    expect(messageOf(good.replace('entityID="https://idp.test/entity"', ''))).toBe('The metadata names no entity ID.');
  });
});
