/** @jest-environment node */
import './session-fixture';
import { count, eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { GET as lookUp } from '@/app/api/invitations/[token]/route';
import { POST } from '@/app/api/user-management/register/route';
import { getDb } from '@/lib/db/client';
import { invitations, members, organizations, users } from '@/lib/db/schema';
import { peerHeaderName } from '@/lib/peer-address';
import { INVITATION_LINK_INVALID } from '@/lib/schemas/auth';
import { INVITATION_NOT_FOUND, invitationMessages, inviteMember } from '@/lib/workspace/organization';
import { founder, withThrowAwayDatabase } from '../workspace/fixtures';

// lib/env.ts reads these on first use: a server reached directly, counting each test's own socket addresses.
delete process.env.TRUSTED_PROXY;
delete process.env.VERCEL;
withThrowAwayDatabase('register-invited');

const origin = 'http://127.0.0.1:3000';
const unknownToken = 'u'.repeat(43);

function post(body: Record<string, unknown>, address: string): Promise<Response> {
  return POST(
    new NextRequest(`${origin}/api/user-management/register`, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: {
        origin,
        host: '127.0.0.1:3000',
        'sec-fetch-site': 'same-origin',
        'content-type': 'application/json',
        [peerHeaderName()]: address,
      },
    }),
  );
}

const invited = (invitation: string, extra: Record<string, unknown> = {}) => ({
  fullName: 'Ivy Invited',
  password: 'long-enough-password',
  confirmPassword: 'long-enough-password',
  terms: true,
  invitation,
  ...extra,
});

async function organizationCount(): Promise<number> {
  const [row] = await (await getDb()).select({ total: count() }).from(organizations);
  return row?.total ?? 0;
}

const view = (token: string) => lookUp(new Request(`${origin}/api/invitations/${token}`), { params: Promise.resolve({ token }) });

describe('POST /api/user-management/register with an invitation', () => {
  it('signs the person up under the invitation’s e-mail into the inviting organization, whatever e-mail and company the body says', async () => {
    const admin = await founder('Host', 'Hosting Org');
    const { token } = await inviteMember(admin, 'ivy@example.com', 'member');
    const before = await organizationCount();

    const response = await post(
      invited(token, { email: 'intruder@example.com', companyName: 'Intruder Inc', industry: 1, frameworks: 'SOC 2' }),
      '198.51.100.1',
    );
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ code: 200, message: 'Account created successfully!', data: { nickname: 'Hosting Org' } });
    expect(response.headers.get('set-cookie')).toMatch(/^AccessToken=Fe26\.2\*/);

    const db = await getDb();
    expect(await db.select({ id: users.id }).from(users).where(eq(users.email, 'intruder@example.com'))).toEqual([]);
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'ivy@example.com'));
    const rows = await db
      .select({ organizationId: members.organizationId, role: members.role })
      .from(members)
      .where(eq(members.subject, `embedded:${user?.id}`));
    expect(rows).toEqual([{ organizationId: admin.organizationId, role: 'member' }]);
    expect(await organizationCount()).toBe(before);
  });

  it('answers an unknown, malformed, expired or used link with its message and a 4xx, creating nothing', async () => {
    const admin = await founder('Refuser');
    const expired = await inviteMember(admin, 'expired@example.com', 'viewer');
    const db = await getDb();
    await db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, expired.invitation.id));
    const used = await inviteMember(admin, 'used@example.com', 'viewer');
    expect((await post(invited(used.token), '198.51.100.2')).status).toBe(201);
    const before = await organizationCount();

    const cases: [string, number, string][] = [
      [unknownToken, 404, INVITATION_NOT_FOUND],
      ['short', 400, INVITATION_LINK_INVALID],
      [expired.token, 422, invitationMessages.expired],
      [used.token, 409, invitationMessages.accepted],
    ];
    for (const [token, status, message] of cases) {
      const response = await post(invited(token), '198.51.100.3');
      expect([token, response.status]).toEqual([token, status]);
      expect(await response.json()).toMatchObject({ code: status, message });
    }
    expect(await db.select({ id: users.id }).from(users).where(eq(users.email, 'expired@example.com'))).toEqual([]);
    expect(await organizationCount()).toBe(before);
  });

  it('asks only for the name, the password and the terms', async () => {
    const response = await post({ invitation: unknownToken }, '198.51.100.4');
    expect(response.status).toBe(400);
    expect(Object.keys((await response.json()).errors).sort()).toEqual(['confirmPassword', 'fullName', 'password', 'terms']);
  });

  it('spends the invitation acceptances’ budget: the 11th post of a client in 15 minutes gets 429', async () => {
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await post(invited(unknownToken), '198.51.100.10')).status).toBe(404);
    const refused = await post(invited(unknownToken), '198.51.100.10');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({
      code: 429,
      message: 'Too many invitation attempts from your network. Please try again in 15 minutes.',
    });
    expect((await post(invited(unknownToken), '198.51.100.11')).status).toBe(404);
  });

  it('still spends the sign-ups’ budget first, and a founding sign-up spends none of the invitations’', async () => {
    for (let attempt = 0; attempt < 20; attempt += 1) expect((await post({}, '198.51.100.20')).status).toBe(400);
    const refused = await post(invited(unknownToken), '198.51.100.20');
    expect(refused.status).toBe(429);
    expect((await refused.json()).message).toMatch(/^Too many sign-up attempts from your network\./);

    for (let attempt = 0; attempt < 12; attempt += 1) expect((await post({}, '198.51.100.21')).status).toBe(400);
    expect((await post(invited(unknownToken), '198.51.100.21')).status).toBe(404);
  });
});

describe('GET /api/invitations/{token}', () => {
  it('answers the organization, the role and the e-mail of a pending invitation, never cached', async () => {
    const admin = await founder('Shown', 'Shown Org');
    const { token } = await inviteMember(admin, 'shown@example.com', 'viewer');
    const response = await view(token);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.json()).toEqual({
      code: 200,
      data: { organizationName: 'Shown Org', email: 'shown@example.com', roleLabel: 'Viewer' },
    });
  });

  it.each([
    ['an unknown', unknownToken],
    ['a malformed', 'bad token'],
  ])('answers 404 for %s token', async (_name, token) => {
    const response = await view(token);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 404, message: INVITATION_NOT_FOUND });
  });

  it('answers 409 for a used link', async () => {
    const admin = await founder('Spent');
    const { token } = await inviteMember(admin, 'spent@example.com', 'viewer');
    expect((await post(invited(token), '198.51.100.30')).status).toBe(201);
    const response = await view(token);
    expect(response.status).toBe(409);
    expect((await response.json()).message).toBe(invitationMessages.accepted);
  });
});
