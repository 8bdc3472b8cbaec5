/** @jest-environment node */
import { Pool } from 'pg';
import { embeddedAccounts } from '@/lib/backend/accounts';
import { embeddedBackend } from '@/lib/backend/embedded';
import { describeOnPostgres, useThrowAwayAppDatabase } from '../db/postgres-fixture';

// With PostgreSQL other server processes sign out and reset too: what they revoke is refused here at once.
describeOnPostgres('embedded tokens on PostgreSQL', (serverUrl) => {
  const databaseUrl = useThrowAwayAppDatabase(serverUrl, 'tokens');

  /** Runs a statement as another server process would: its own connection, nothing shared with this one. */
  async function elsewhere(statement: string, values: unknown[]): Promise<void> {
    const other = new Pool({ connectionString: databaseUrl(), max: 1 });
    try {
      await other.query(statement, values);
    } finally {
      await other.end();
    }
  }

  it('refuses a token on the very next check once another process signed it out, or reset the password', async () => {
    const email = 'elsewhere@example.com';
    const { token } = await embeddedAccounts.register({
      fullName: 'Ada',
      email,
      companyName: 'Engines',
      industry: 1,
      password: 'long-enough-password',
      marketingOptIn: false,
    });
    const second = await embeddedBackend.login({ email, password: 'long-enough-password' });
    await expect(embeddedBackend.isTokenActive(token)).resolves.toBe(true);
    await expect(embeddedBackend.isTokenActive(second.token)).resolves.toBe(true);
    // A sign-out of the first session, handled by another server: it tells this one nothing.
    await elsewhere("update auth_tokens set revoked_at = now() where token_hash = encode(sha256($1::bytea), 'hex')", [token]);
    await expect(embeddedBackend.isTokenActive(token)).resolves.toBe(false);
    await expect(embeddedBackend.isTokenActive(second.token)).resolves.toBe(true);
    // A password reset there ends every session of the account.
    await elsewhere(
      'update auth_tokens set revoked_at = now() where revoked_at is null and user_id = (select id from users where email = $1)',
      [email],
    );
    await expect(embeddedBackend.isTokenActive(second.token)).resolves.toBe(false);
  });
});
