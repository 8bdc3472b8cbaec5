/** @jest-environment node */
import { openSecret, sealSecret } from '@/lib/secret-box';

const master = 'a-session-secret-of-at-least-32-characters';
const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const account = '5f0c7b6e-7c35-4b8e-a4b4-6c0b6f0f2a11';

describe('the sealed authenticator secret (AES-256-GCM, key by HKDF from the session secret)', () => {
  it('opens to the secret it sealed, for the same account and key', () => {
    const sealed = sealSecret(secret, account, master);
    expect(sealed).toMatch(/^v1\.[\w-]{16}\.[\w-]+\.[\w-]{22}$/);
    expect(sealed).not.toContain(secret);
    expect(openSecret(sealed, account, master)).toBe(secret);
  });

  it('seals the same secret differently each time (a fresh IV)', () => {
    expect(sealSecret(secret, account, master)).not.toBe(sealSecret(secret, account, master));
  });

  it('does not open for another account, under another key, or once altered', () => {
    const sealed = sealSecret(secret, account, master);
    expect(openSecret(sealed, 'another-account', master)).toBeNull();
    expect(openSecret(sealed, account, `${master}!`)).toBeNull();
    const [version, iv, body, tag] = sealed.split('.') as [string, string, string, string];
    const flipped = Buffer.from(body, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(openSecret([version, iv, flipped.toString('base64url'), tag].join('.'), account, master)).toBeNull();
    expect(openSecret([version, iv, body, Buffer.alloc(16).toString('base64url')].join('.'), account, master)).toBeNull();
    expect(openSecret(['v2', iv, body, tag].join('.'), account, master)).toBeNull();
    expect(openSecret('not sealed at all', account, master)).toBeNull();
  });
});
