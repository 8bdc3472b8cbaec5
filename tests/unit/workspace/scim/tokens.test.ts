/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { activity, scimTokens } from '@/lib/db/schema';
import { hashScimToken } from '@/lib/domain/scim/tokens';
import { createScimToken, listScimTokens, revokeScimToken, scimTokenMember } from '@/lib/workspace/scim';
import { founder, joinAs, refusal, UNKNOWN_ID, withThrowAwayDatabase } from '../fixtures';

withThrowAwayDatabase('scim-tokens');

describe('SCIM tokens', () => {
  it('answers a new token once, keeps only its hash, lists it masked, and lets it act for the organization', async () => {
    const admin = await founder('Token Admin');
    const { token, row } = await createScimToken(admin, 'Okta');
    expect(token).toMatch(/^cscim_[\w-]{43}$/);
    const db = await getDb();
    const [stored] = await db.select().from(scimTokens).where(eq(scimTokens.id, row.id));
    expect(stored?.tokenHash).toBe(hashScimToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(await listScimTokens(admin)).toEqual([
      expect.objectContaining({ id: row.id, name: 'Okta', maskedValue: `cscim_${'•'.repeat(12)}${token.slice(-4)}` }),
    ]);
    const logged = await db.select({ summary: activity.summary }).from(activity).where(eq(activity.organizationId, admin.organizationId));
    expect(JSON.stringify(logged)).not.toContain(token);

    const acting = await scimTokenMember(token);
    expect(acting).toMatchObject({ organizationId: admin.organizationId, displayName: 'SCIM token Okta', role: 'admin' });
    expect((await listScimTokens(admin))[0]?.lastUsedAt).toBeInstanceOf(Date);
  });

  it('stops a revoked token at once, and knows no other token', async () => {
    const admin = await founder('Revoker');
    const { token, row } = await createScimToken(admin, 'Entra ID');
    await revokeScimToken(admin, row.id);
    expect(await scimTokenMember(token)).toBeNull();
    expect(await scimTokenMember(`${token.slice(0, -1)}x`)).toBeNull();
    expect(await listScimTokens(admin)).toEqual([]);
  });

  it('lets administrators only manage tokens, each within their own organization', async () => {
    const admin = await founder('Owner');
    const editor = await joinAs(admin, 'member');
    expect((await refusal(createScimToken(editor, 'Mine'))).status).toBe(403);
    expect((await refusal(listScimTokens(editor))).status).toBe(403);
    const { row } = await createScimToken(admin, 'Okta');
    const stranger = await founder('Stranger');
    expect((await refusal(revokeScimToken(stranger, row.id))).status).toBe(404);
    expect((await refusal(revokeScimToken(admin, UNKNOWN_ID))).status).toBe(404);
    expect(await listScimTokens(admin)).toHaveLength(1);
  });
});
