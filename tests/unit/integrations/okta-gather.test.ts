/** @jest-environment node */
import { gatherOktaFacts } from '@/lib/integrations/okta/gather';
import { GOOD_TOKEN, startOktaStandIn, type OktaStandIn } from '../../support/okta-stand-in';

let okta: OktaStandIn;
beforeAll(async () => {
  okta = await startOktaStandIn();
});
afterAll(() => okta.close());
beforeEach(() => okta.set({ admin: true, rateLimited: false, answers: {} }));

const now = new Date('2026-11-26T08:00:00Z');
const gather = (token = GOOD_TOKEN) => gatherOktaFacts({ baseUrl: `${okta.url}/`, token }, now);
const host = () => new URL(okta.url).host;

describe('gatherOktaFacts against recorded Okta responses', () => {
  it('reads every page of active users with their active factors and last sign-in, and suspended users with their roles', async () => {
    expect(await gather()).toEqual({
      org: host(),
      collectedAt: '2026-11-26T08:00:00.000Z',
      activeUsers: [
        {
          id: '00u1aliceAcme000h7',
          login: 'alice@acme.example',
          created: '2025-02-10T09:00:00.000Z',
          profile: { email: 'alice@acme.example', firstName: 'Alice', lastName: 'Ng', department: 'Engineering' },
          activated: '2025-02-10T09:05:00.000Z',
          lastLogin: '2026-11-20T16:30:00.000Z',
          factors: ['push', 'token:software:totp'],
        },
        {
          id: '00u2bobAcme0000h7',
          login: 'bob@acme.example',
          created: '2025-04-01T09:00:00.000Z',
          profile: { email: 'bob@acme.example', firstName: 'Bob', lastName: 'Ortiz', department: 'Sales' },
          activated: null,
          lastLogin: '2026-06-01T08:00:00.000Z',
          factors: [],
        },
        {
          id: '00u3carolAcme00h7',
          login: 'carol@acme.example',
          created: '2026-03-02T09:00:00.000Z',
          profile: { email: 'carol@acme.example', firstName: 'Carol', lastName: 'Diaz', department: null },
          activated: '2026-03-02T09:10:00.000Z',
          lastLogin: null,
          factors: ['webauthn'],
        },
      ],
      suspendedUsers: [
        { id: '00u4daveAcme000h7', login: 'dave@acme.example', adminRoles: ['SUPER_ADMIN'] },
        { id: '00u5erinAcme000h7', login: 'erin@acme.example', adminRoles: [] },
      ],
    });
    expect(okta.paths).toContain('/api/v1/users?filter=status%20eq%20%22ACTIVE%22&limit=200');
    expect(okta.paths.some((path) => path.startsWith('/api/v1/users?') && path.includes('after=00u2bobAcme0000h7'))).toBe(true);
    expect(okta.paths).toContain('/api/v1/users?filter=status%20eq%20%22SUSPENDED%22&limit=200');
    expect(okta.authorizations.every((authorization) => authorization === `SSWS ${GOOD_TOKEN}`)).toBe(true);
  });

  it("keeps a user's factors or roles it could not read, with the reason, and never guesses them", async () => {
    okta.set({
      answers: {
        '/api/v1/users/00u2bobAcme0000h7/factors': { status: 403, body: { errorCode: 'E0000006', errorSummary: 'No permission' } },
        '/api/v1/users/00u4daveAcme000h7/roles': { status: 500, body: { errorCode: 'E0000009', errorSummary: 'Internal Server Error' } },
      },
    });
    const facts = await gather();
    expect(facts.activeUsers).toContainEqual(
      expect.objectContaining({
        login: 'bob@acme.example',
        factors: { unknown: "The API token may not read the factors of bob@acme.example (403). Use a read-only administrator's token." },
      }),
    );
    expect(facts.suspendedUsers).toContainEqual(
      expect.objectContaining({
        login: 'dave@acme.example',
        adminRoles: { unknown: `Okta answered 500 at ${okta.url}. Try again later.` },
      }),
    );
  });

  it('makes every fact unknown, with the reason, for a revoked token, a token without admin rights or a used-up rate limit', async () => {
    const refused = { unknown: 'Okta refused the API token (401). Check that it is active and was created by a read-only administrator.' };
    expect(await gather('00aRevokedToken000000000000')).toMatchObject({ activeUsers: refused, suspendedUsers: refused });
    okta.set({ admin: false });
    expect(await gather()).toMatchObject({
      activeUsers: { unknown: "The API token may not read the active users (403). Use a read-only administrator's token." },
      suspendedUsers: { unknown: "The API token may not read the suspended users (403). Use a read-only administrator's token." },
    });
    okta.set({ admin: true, rateLimited: true });
    const limited = { unknown: "Okta's rate limit for this token is used up until 12:00 UTC. Try again then." };
    expect(await gather()).toMatchObject({ activeUsers: limited, suspendedUsers: limited });
  });

  it('answers an org without active or suspended users as empty lists', async () => {
    okta.set({ answers: { 'users:ACTIVE': { status: 200, body: [] }, 'users:SUSPENDED': { status: 200, body: [] } } });
    const facts = await gather();
    expect(facts.activeUsers).toEqual([]);
    expect(facts.suspendedUsers).toEqual([]);
  });

  it('never puts the token in a fact', async () => {
    okta.set({ rateLimited: true });
    const limited = await gather();
    okta.set({ rateLimited: false });
    const revoked = await gather('00aRevokedToken000000000000');
    for (const facts of [limited, revoked, await gather()]) {
      expect(JSON.stringify(facts)).not.toContain(GOOD_TOKEN);
      expect(JSON.stringify(facts)).not.toContain('00aRevokedToken');
    }
  });
});
