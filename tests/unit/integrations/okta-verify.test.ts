/** @jest-environment node */
import { oktaClient, REQUEST_TIMEOUT_MS } from '@/lib/integrations/okta/client';
import { oktaConnector } from '@/lib/integrations/okta/connector';
import { oktaFailure } from '@/lib/integrations/okta/failures';
import { verifyOkta } from '@/lib/integrations/okta/verify';
import { GOOD_TOKEN, startOktaStandIn, type OktaStandIn } from '../../support/okta-stand-in';

let okta: OktaStandIn;
beforeAll(async () => {
  okta = await startOktaStandIn();
});
afterAll(() => okta.close());
beforeEach(() => okta.set({ admin: true, rateLimited: false, answers: {} }));

const connect = (overrides: Partial<{ token: string; baseUrl: string }> = {}) =>
  verifyOkta({ baseUrl: okta.url, token: GOOD_TOKEN, ...overrides });

describe('verifyOkta against recorded Okta responses', () => {
  it("answers the org's host for an administrator's token, sending it as SSWS to the org URL", async () => {
    expect(await connect()).toEqual({ ok: true, account: new URL(okta.url).host });
    expect(okta.paths.at(-1)).toBe('/api/v1/org');
    expect(okta.authorizations.at(-1)).toBe(`SSWS ${GOOD_TOKEN}`);
  });

  it('accepts a trailing slash on the org URL', async () => {
    expect(await connect({ baseUrl: `${okta.url}/` })).toEqual({ ok: true, account: new URL(okta.url).host });
  });

  it('says Okta refused a revoked token, and never repeats the token', async () => {
    const result = await connect({ token: '00aRevokedToken000000000000' });
    expect(result).toEqual({
      ok: false,
      message: 'Okta refused the API token (401). Check that it is active and was created by a read-only administrator.',
    });
    expect(JSON.stringify(result)).not.toContain('00aRevokedToken');
  });

  it('says a token without administrator rights was refused (403)', async () => {
    okta.set({ admin: false });
    const result = await connect();
    expect(result).toEqual({
      ok: false,
      message:
        'Okta refused access (403): the API token has no administrator rights. Create it while signed in as a read-only administrator.',
    });
    expect(JSON.stringify(result)).not.toContain(GOOD_TOKEN);
  });

  it('says when the rate limit resets, from X-Rate-Limit-Reset', async () => {
    okta.set({ rateLimited: true });
    expect(await connect()).toEqual({ ok: false, message: "Okta's rate limit for this token is used up until 12:00 UTC. Try again then." });
  });

  it('names another status plainly', async () => {
    okta.set({ answers: { '/api/v1/org': { status: 503, body: { errorCode: 'E0000009', errorSummary: 'Service unavailable' } } } });
    expect(await connect()).toEqual({ ok: false, message: `Okta answered 503 at ${okta.url}. Try again later.` });
  });

  it('says Okta could not be reached at an address where nothing answers', async () => {
    const closed = await startOktaStandIn();
    await closed.close();
    expect(await connect({ baseUrl: closed.url })).toEqual({
      ok: false,
      message: `Okta could not be reached at ${closed.url}: the connection failed. Check the Okta URL.`,
    });
  });
});

describe('oktaConnector', () => {
  it('makes a connection of the form: the org URL without its slash, its host as the account, the token kept secret', () => {
    expect(oktaConnector.fromInput({ orgUrl: 'https://acme.okta.com/', token: GOOD_TOKEN })).toEqual({
      baseUrl: 'https://acme.okta.com',
      account: 'acme.okta.com',
      secret: { token: GOOD_TOKEN },
    });
    expect(oktaConnector).toMatchObject({ provider: 'okta', name: 'Okta' });
    expect(oktaConnector.checks.map((check) => check.id)).toEqual([
      'okta.active-users-mfa',
      'okta.suspended-no-admin',
      'okta.inactive-users',
    ]);
  });

  it('verifies and gathers with the token it keeps', async () => {
    const connection = oktaConnector.fromInput({ orgUrl: okta.url, token: GOOD_TOKEN });
    expect(await oktaConnector.verify(connection)).toEqual({ ok: true, account: connection.account });
    const facts = await oktaConnector.gather(connection, new Date('2026-11-26T08:00:00Z'));
    expect(Array.isArray(facts.activeUsers) && facts.activeUsers.length).toBe(3);
  });
});

describe('oktaFailure', () => {
  const answered = (status: number, reset: string | null) =>
    Object.assign(new Error(`Okta HTTP ${status}`), {
      status,
      headers: { get: (name: string) => (name === 'x-rate-limit-reset' ? reset : null) },
    });

  it('says the rate limit is used up without a time when Okta gives none', () => {
    expect(oktaFailure(answered(429, null), 'https://acme.okta.com')).toBe(
      "Okta's rate limit for this token is used up (429). Try again in a minute.",
    );
    expect(oktaFailure(answered(429, '1798113600'), 'https://acme.okta.com')).toBe(
      "Okta's rate limit for this token is used up until 12:00 UTC. Try again then.",
    );
  });

  it('says Okta did not answer within 15 seconds when a request timed out, and that each request gives up then', () => {
    const timeout = Object.assign(new Error('network timeout at: https://acme.okta.com/api/v1/org'), {
      name: 'FetchError',
      type: 'request-timeout',
    });
    expect(oktaFailure(timeout, 'https://acme.okta.com')).toBe(
      'Okta could not be reached at https://acme.okta.com: it did not answer within 15 seconds. Check the Okta URL.',
    );
    expect(oktaClient('https://acme.okta.com', GOOD_TOKEN).requestExecutor).toMatchObject({
      requestTimeout: REQUEST_TIMEOUT_MS,
      maxRetries: 0,
    });
  });

  it('says an org URL Okta does not know was not found', () => {
    expect(oktaFailure(answered(404, null), 'https://nobody.okta.com')).toBe(
      'Okta has no org at https://nobody.okta.com (404). Check the Okta URL.',
    );
  });
});
