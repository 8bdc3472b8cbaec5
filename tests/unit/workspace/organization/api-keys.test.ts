/** @jest-environment node */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { apiKeys } from '@/lib/db/schema';
import { API_KEY_PREFIX, bearerKey, generateApiKey, hashApiKey, maskApiKey } from '@/lib/domain/organization/api-keys';
import { FORBIDDEN_MESSAGE } from '@/lib/domain/permissions';
import { listActivity } from '@/lib/workspace/activity';
import { apiKeyHolder, apiKeyMember, createApiKey, listApiKeys, revokeApiKey } from '@/lib/workspace/organization';
import { renameOrganization } from '@/lib/workspace/organization';
import { founder, joinAs, refusal, UNKNOWN_ID, withThrowAwayDatabase } from '../fixtures';

withThrowAwayDatabase('workspace-api-keys');

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

async function keyRow(id: string) {
  const db = await getDb();
  const [row] = await db.select().from(apiKeys).where(eq(apiKeys.id, id));
  if (!row) throw new Error(`No API key ${id}`);
  return row;
}

describe('API key helpers', () => {
  it('generates long random keys with the ck_live_ prefix', () => {
    const keys = new Set(Array.from({ length: 20 }, generateApiKey));
    expect(keys.size).toBe(20);
    for (const key of keys) expect(key).toMatch(/^ck_live_[A-Za-z0-9_-]{43}$/);
    expect(API_KEY_PREFIX).toBe('ck_live_');
  });

  it('hashes with SHA-256 in hex', () => {
    expect(hashApiKey('ck_live_abc')).toBe(sha256('ck_live_abc'));
    expect(hashApiKey('ck_live_abc')).toMatch(/^[0-9a-f]{64}$/);
    expect(hashApiKey('ck_live_abd')).not.toBe(hashApiKey('ck_live_abc'));
  });

  it('masks a key down to its prefix and last four', () => {
    expect(maskApiKey('wxyz')).toBe('ck_live_••••••••••••wxyz');
  });

  it.each([
    ['Bearer ck_live_abc123', 'ck_live_abc123'],
    ['bearer ck_live_abc123', 'ck_live_abc123'],
    ['  Bearer   ck_live_abc123  ', 'ck_live_abc123'],
    ['Bearer ck_test_abc123', null],
    ['Bearer abc123', null],
    ['Basic ck_live_abc123', null],
    ['ck_live_abc123', null],
    ['Bearer', null],
    ['Bearer ', null],
    ['Bearer ck_live_abc 123', null],
    ['', null],
    [null, null],
  ])('reads the key of the header %p as %p', (header, key) => {
    expect(bearerKey(header)).toBe(key);
  });
});

describe('API keys of an organization', () => {
  it('answers the full key once and stores only its SHA-256 and last four', async () => {
    const admin = await founder('Keyholder');
    const { key, apiKey } = await createApiKey(admin, 'CI pipeline');
    expect(key.startsWith('ck_live_')).toBe(true);
    expect(apiKey).toMatchObject({ name: 'CI pipeline', maskedValue: maskApiKey(key.slice(-4)), lastUsedAt: null });
    expect(apiKey.maskedValue.endsWith(key.slice(-4))).toBe(true);
    expect(JSON.stringify(apiKey)).not.toContain(key);

    const row = await keyRow(apiKey.id);
    expect(row.keyHash).toBe(sha256(key));
    expect(row.lastFour).toBe(key.slice(-4));
    expect(Object.values(row).some((value) => typeof value === 'string' && value.includes(key))).toBe(false);
    expect(row).toMatchObject({ organizationId: admin.organizationId, createdBy: admin.displayName, revokedAt: null });

    expect((await listActivity(admin, 1, 1)).entries[0]).toMatchObject({
      action: 'api-key.created',
      summary: 'Created the read-only API key CI pipeline',
    });
  });

  it('lists active keys newest first, masked, without the key anywhere in a row', async () => {
    const admin = await founder('Lister');
    const first = await createApiKey(admin, 'First');
    const second = await createApiKey(admin, 'Second');
    const listed = await listApiKeys(admin);
    expect(listed.map((row) => row.id)).toEqual([second.apiKey.id, first.apiKey.id]);
    for (const [row, { key }] of [
      [listed[0], second],
      [listed[1], first],
    ] as const) {
      expect(Object.keys(row ?? {}).sort()).toEqual(['createdAt', 'id', 'lastUsedAt', 'maskedValue', 'name', 'scope']);
      expect(row?.maskedValue).toBe(`ck_live_${'•'.repeat(12)}${key.slice(-4)}`);
      expect(JSON.stringify(row)).not.toContain(key);
      expect(JSON.stringify(row)).not.toContain(sha256(key));
    }
  });

  it('finds the key and its organization and marks the key used', async () => {
    const admin = await founder('User', 'Key org');
    const { key, apiKey } = await createApiKey(admin, 'Integration');
    const used = new Date('2030-01-02T03:04:05.000Z');
    await expect(apiKeyHolder(key, used)).resolves.toEqual({
      keyId: apiKey.id,
      keyName: 'Integration',
      scope: 'read-only',
      organizationId: admin.organizationId,
      organizationName: 'Key org',
    });
    expect((await keyRow(apiKey.id)).lastUsedAt).toEqual(used);
    expect((await listApiKeys(admin))[0]?.lastUsedAt).toEqual(used);

    await renameOrganization(admin, 'Key org renamed', 1);
    await expect(apiKeyHolder(key)).resolves.toMatchObject({ organizationId: admin.organizationId, organizationName: 'Key org renamed' });
  });

  it('writes the last use at most once a minute per key', async () => {
    const admin = await founder('Minute');
    const { key, apiKey } = await createApiKey(admin, 'Busy');
    const first = new Date('2031-05-01T10:00:00.000Z');
    await apiKeyHolder(key, first);
    await apiKeyHolder(key, new Date(first.getTime() + 59_000));
    expect((await keyRow(apiKey.id)).lastUsedAt).toEqual(first);
    const later = new Date(first.getTime() + 60_000);
    await apiKeyHolder(key, later);
    expect((await keyRow(apiKey.id)).lastUsedAt).toEqual(later);
  });

  it('keeps the scope chosen at creation, read-only by default, and acts with a viewer or a member role', async () => {
    const admin = await founder('Scopes', 'Scope org');
    const reader = await createApiKey(admin, 'Reader');
    const writer = await createApiKey(admin, 'Writer', 'read-write');
    expect(reader.apiKey.scope).toBe('read-only');
    expect(writer.apiKey.scope).toBe('read-write');
    expect((await listActivity(admin, 1, 1)).entries[0]?.summary).toBe('Created the read-write API key Writer');
    const readerHolder = await apiKeyHolder(reader.key);
    const writerHolder = await apiKeyHolder(writer.key);
    expect(apiKeyMember(readerHolder!)).toEqual({
      id: '',
      organizationId: admin.organizationId,
      organizationName: 'Scope org',
      subject: `api-key:${reader.apiKey.id}`,
      email: '',
      displayName: 'API key Reader',
      role: 'viewer',
    });
    expect(apiKeyMember(writerHolder!)).toMatchObject({ role: 'member', displayName: 'API key Writer' });
  });

  it('answers null for an unknown key', async () => {
    await expect(apiKeyHolder(generateApiKey())).resolves.toBeNull();
    await expect(apiKeyHolder('')).resolves.toBeNull();
  });

  it('refuses a revoked key and drops it from the list', async () => {
    const admin = await founder('Revoker');
    const kept = await createApiKey(admin, 'Kept');
    const revoked = await createApiKey(admin, 'Revoked');
    await revokeApiKey(admin, revoked.apiKey.id);

    await expect(apiKeyHolder(revoked.key)).resolves.toBeNull();
    expect((await keyRow(revoked.apiKey.id)).lastUsedAt).toBeNull();
    expect((await keyRow(revoked.apiKey.id)).revokedAt).not.toBeNull();
    expect((await listApiKeys(admin)).map((row) => row.id)).toEqual([kept.apiKey.id]);
    await expect(apiKeyHolder(kept.key)).resolves.toMatchObject({ organizationId: admin.organizationId });
    expect((await listActivity(admin, 1, 1)).entries[0]).toMatchObject({
      action: 'api-key.revoked',
      summary: 'Revoked the API key Revoked',
    });
    // Revoking it again: no active key by that id.
    expect((await refusal(revokeApiKey(admin, revoked.apiKey.id))).kind).toBe('not-found');
  });

  it.each(['member', 'viewer'] as const)('refuses a %s who lists, creates or revokes keys (forbidden)', async (role) => {
    const admin = await founder('Key admin');
    const caller = await joinAs(admin, role);
    const { key, apiKey } = await createApiKey(admin, 'Admin key');

    for (const attempt of [() => listApiKeys(caller), () => createApiKey(caller, 'Mine'), () => revokeApiKey(caller, apiKey.id)]) {
      const error = await refusal(attempt());
      expect(error.kind).toBe('forbidden');
      expect(error.status).toBe(403);
      expect(error.message).toBe(FORBIDDEN_MESSAGE);
    }
    expect((await listApiKeys(admin)).map((row) => row.id)).toEqual([apiKey.id]);
    await expect(apiKeyHolder(key)).resolves.toMatchObject({ organizationId: admin.organizationId });
  });

  it('answers not found when another organization’s admin revokes a key, which keeps working', async () => {
    const admin = await founder('Owner');
    const stranger = await founder('Stranger');
    const { key, apiKey } = await createApiKey(admin, 'Not yours');

    expect((await refusal(revokeApiKey(stranger, apiKey.id))).kind).toBe('not-found');
    expect((await keyRow(apiKey.id)).revokedAt).toBeNull();
    await expect(apiKeyHolder(key)).resolves.toMatchObject({ organizationId: admin.organizationId });
    expect(await listApiKeys(stranger)).toEqual([]);
  });

  it.each(['nope', '', UNKNOWN_ID])('answers not found for the key id %p, never a database error', async (id) => {
    const admin = await founder('Ids');
    expect((await refusal(revokeApiKey(admin, id))).kind).toBe('not-found');
  });
});
