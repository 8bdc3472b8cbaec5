/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { copyDatabaseTemplate } from '@/tests/support/database-template';

// lib/env.ts reads these on first use: a throw-away PGlite folder for this file, a copy of the migrated template.
const dataDir = mkdtempSync(join(tmpdir(), 'embedded-test-'));
copyDatabaseTemplate(dataDir);
process.env.DATA_DIR = dataDir;
delete process.env.DATABASE_URL;
delete process.env.BACKEND_URL;

import { embeddedAccounts } from '@/lib/backend/accounts';
import { DEMO_ACCOUNT, ensureDemoAccount } from '@/lib/backend/demo-account';
import { embeddedBackend } from '@/lib/backend/embedded';
import { BackendError } from '@/lib/backend/errors';
import { hashPassword, verifyPassword } from '@/lib/backend/passwords';
import { getDb } from '@/lib/db/client';
import { authTokens, passwordResets, users } from '@/lib/db/schema';

beforeAll(() => getDb(), 60_000);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const account = {
  fullName: 'Ada',
  email: 'Ada@Example.com',
  companyName: 'Engines',
  industry: 1,
  password: ' spaced password ',
  marketingOptIn: true,
};

async function kind(promise: Promise<unknown>) {
  return promise.then(
    () => 'ok',
    (error: unknown) => (error instanceof BackendError ? error.kind : 'other'),
  );
}

describe('passwords', () => {
  it('hashes with scrypt and verifies exactly what was typed', async () => {
    const record = await hashPassword('correct horse');
    expect(record).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(record).not.toContain('correct horse');
    await expect(verifyPassword('correct horse', record)).resolves.toBe(true);
    await expect(verifyPassword('correct horse ', record)).resolves.toBe(false);
    await expect(verifyPassword('correct horse', 'garbage')).resolves.toBe(false);
  });
});

describe('embedded backend', () => {
  it('creates the demo account on an empty database only', async () => {
    const db = await getDb();
    await expect(ensureDemoAccount(db)).resolves.toContain(DEMO_ACCOUNT.email);
    await expect(ensureDemoAccount(db)).resolves.toContain(DEMO_ACCOUNT.password);
    expect(await db.select().from(users)).toHaveLength(1);
    const { token } = await embeddedBackend.login({ email: 'DEMO@example.com', password: DEMO_ACCOUNT.password });
    await expect(embeddedBackend.myInformation(token)).resolves.toMatchObject({
      company_name: DEMO_ACCOUNT.companyName,
      public_files_uuid: null,
    });
  });

  it('registers, signs in with any e-mail case, stores only token digests and revokes on logout', async () => {
    const { token } = await embeddedAccounts.register(account);
    expect(await kind(embeddedAccounts.register({ ...account, email: 'ada@example.COM' }))).toBe('conflict');
    const login = await embeddedBackend.login({ email: 'ada@example.com', password: ' spaced password ' });
    expect(await kind(embeddedBackend.login({ email: 'ada@example.com', password: 'spaced password' }))).toBe('rejected');
    expect(await kind(embeddedBackend.login({ email: 'nobody@example.com', password: 'x' }))).toBe('rejected');

    const db = await getDb();
    const stored = await db.select().from(authTokens);
    expect(stored.map((row) => row.tokenHash)).not.toContain(token);
    expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.tokenHash))).toBe(true);

    await expect(embeddedBackend.myInformation(login.token)).resolves.toMatchObject({ company_name: 'Engines', email: 'ada@example.com' });
    await expect(embeddedBackend.isTokenActive(login.token)).resolves.toBe(true);
    await embeddedBackend.logout(login.token);
    await expect(embeddedBackend.isTokenActive(login.token)).resolves.toBe(false);
    expect(await kind(embeddedBackend.myInformation(login.token))).toBe('unauthorized');
    await expect(embeddedBackend.isTokenActive(token)).resolves.toBe(true);
  });

  it('resets a password once through a link, signs every session out, and refuses expired links', async () => {
    const { token } = await embeddedBackend.login({ email: account.email, password: account.password });
    await expect(embeddedBackend.isTokenActive(token)).resolves.toBe(true);
    await expect(embeddedAccounts.requestPasswordReset('unknown@example.com')).resolves.toBeNull();
    const resetId = await embeddedAccounts.requestPasswordReset('ADA@example.com');
    expect(resetId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    await expect(embeddedAccounts.resetPassword(resetId!, 'a brand new one')).resolves.toBe(true);
    await expect(embeddedAccounts.resetPassword(resetId!, 'yet another one')).resolves.toBe(false);
    await expect(embeddedBackend.isTokenActive(token)).resolves.toBe(false);
    expect(await kind(embeddedBackend.login({ email: account.email, password: account.password }))).toBe('rejected');
    expect(await kind(embeddedBackend.login({ email: account.email, password: 'a brand new one' }))).toBe('ok');

    const expiring = await embeddedAccounts.requestPasswordReset(account.email);
    const db = await getDb();
    await db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) });
    await expect(embeddedAccounts.resetPassword(expiring!, 'too late for this')).resolves.toBe(false);
    await expect(embeddedAccounts.resetPassword('16fd2706-8baf-433b-82eb-8c7fada847da', 'never issued')).resolves.toBe(false);
  });
});
