/** @jest-environment node */
import { GET as listFrameworks } from '@/app/api/v1/frameworks/route';
import { POST as pushEvidence } from '@/app/api/v1/controls/[controlId]/evidence/route';
import { getDb } from '@/lib/db/client';
import { apiKeys, evidence } from '@/lib/db/schema';
import { API_REQUESTS_PER_MINUTE, apiKeyRequests } from '@/lib/rate-limit/limiters';
import { eq } from 'drizzle-orm';
import { generateApiKey } from '@/lib/domain/organization/api-keys';
import type { Member } from '@/lib/workspace/member';
import { founder, withThrowAwayDatabase } from '../workspace/fixtures';
import { pdfFile } from '../workspace/evidence/fixtures';
import { call, errorOf, followWithApiAccess, keyOf, revokedKeyOf } from './api-fixtures';

withThrowAwayDatabase('api-access');

let admin: Member;

beforeAll(async () => {
  admin = await founder('Api Admin');
  await followWithApiAccess(admin, ['soc2'], ['soc2']);
});

function uploadForm(): FormData {
  const form = new FormData();
  form.set('framework', 'soc2');
  form.set('file', pdfFile('policy.pdf'));
  return form;
}

async function evidenceCount(): Promise<number> {
  const db = await getDb();
  return (await db.select({ id: evidence.id }).from(evidence).where(eq(evidence.organizationId, admin.organizationId))).length;
}

describe('API keys at /api/v1', () => {
  it.each([
    ['no Authorization header', undefined],
    ['a header that is not a bearer key', 'Basic dXNlcjpwYXNz'],
    ['a bearer token that is not a key', 'Bearer abc'],
    ['an unknown key', `Bearer ${generateApiKey()}`],
  ])('answers 401 with a JSON error for %s', async (_what, header) => {
    const response = await call(listFrameworks, '/frameworks', { init: { headers: header ? { authorization: header } : {} } });
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect((await errorOf(response)).code).toBe('unauthorized');
  });

  it('refuses a revoked key with 401, and a write with it before its body is read', async () => {
    const revoked = await revokedKeyOf(admin);
    const read = await call(listFrameworks, '/frameworks', { key: revoked });
    expect(read.status).toBe(401);
    expect((await errorOf(read)).message).toMatch(/revoked/);
    const before = await evidenceCount();
    const write = await call(pushEvidence, '/controls/AC-01/evidence', {
      key: revoked,
      params: { controlId: 'AC-01' },
      init: { method: 'POST', body: uploadForm() },
    });
    expect(write.status).toBe(401);
    expect(await evidenceCount()).toBe(before);
  });

  it('accepts no cookie session in place of a key', async () => {
    const response = await call(listFrameworks, '/frameworks', { init: { headers: { cookie: 'session=anything' } } });
    expect(response.status).toBe(401);
  });

  it('refuses a write with a read-only key (403) and stores nothing', async () => {
    const { key } = await keyOf(admin, 'read-only');
    const before = await evidenceCount();
    const response = await call(pushEvidence, '/controls/AC-01/evidence', {
      key,
      params: { controlId: 'AC-01' },
      init: { method: 'POST', body: uploadForm() },
    });
    expect(response.status).toBe(403);
    expect(await errorOf(response)).toEqual({ code: 'forbidden', message: expect.stringMatching(/read-only/) });
    expect(await evidenceCount()).toBe(before);
  });

  it('answers 429 with Retry-After once a key has made its requests of the minute, other keys going on', async () => {
    const busy = await keyOf(admin, 'read-only', 'Busy');
    const other = await keyOf(admin, 'read-only', 'Other');
    const first = await call(listFrameworks, '/frameworks', { key: busy.key });
    expect(first.status).toBe(200);
    expect(first.headers.get('x-ratelimit-limit')).toBe(String(API_REQUESTS_PER_MINUTE));
    expect(first.headers.get('x-ratelimit-remaining')).toBe(String(API_REQUESTS_PER_MINUTE - 1));
    await apiKeyRequests.consume(busy.id, API_REQUESTS_PER_MINUTE - 1);
    const refused = await call(listFrameworks, '/frameworks', { key: busy.key });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(await errorOf(refused)).toEqual({
      code: 'rate-limited',
      message: expect.stringMatching(/Try again in (\d+ seconds?|1 minute)\./),
    });
    expect((await call(listFrameworks, '/frameworks', { key: other.key })).status).toBe(200);
  });

  it('marks the key used, as Settings › API Keys shows', async () => {
    const { key, id } = await keyOf(admin, 'read-only', 'Marked');
    await call(listFrameworks, '/frameworks', { key });
    const db = await getDb();
    const [row] = await db.select({ lastUsedAt: apiKeys.lastUsedAt }).from(apiKeys).where(eq(apiKeys.id, id));
    expect(row?.lastUsedAt).toBeInstanceOf(Date);
    expect(Date.now() - row!.lastUsedAt!.getTime()).toBeLessThan(60_000);
  });
});
