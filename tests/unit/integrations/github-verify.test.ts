/** @jest-environment node */
import { verifyGithub } from '@/lib/integrations/github/verify';
import { GOOD_TOKEN, startGithubStandIn, type GithubStandIn } from '../../support/github-stand-in';

let github: GithubStandIn;
beforeAll(async () => {
  github = await startGithubStandIn();
});
afterAll(() => github.close());
beforeEach(() => github.set({ scopes: 'read:org, repo', rateLimited: false, answers: {} }));

const connect = (overrides: Partial<{ organization: string; token: string; baseUrl: string }> = {}) =>
  verifyGithub({ baseUrl: github.url, organization: 'acme-corp', token: GOOD_TOKEN, ...overrides });

describe('verifyGithub against recorded GitHub responses', () => {
  it("answers the organization's login for a token that opens it, sending the token to the configured URL", async () => {
    expect(await connect()).toEqual({ ok: true, account: 'acme-corp' });
    expect(github.authorizations.at(-1)).toMatch(new RegExp(` ${GOOD_TOKEN}$`));
  });

  it('accepts a trailing slash on the API URL, admin:org for read:org, and a fine-grained token (no scopes listed)', async () => {
    expect(await connect({ baseUrl: `${github.url}/` })).toEqual({ ok: true, account: 'acme-corp' });
    github.set({ scopes: 'admin:org, repo, workflow' });
    expect((await connect()).ok).toBe(true);
    github.set({ scopes: null });
    expect((await connect()).ok).toBe(true);
  });

  it('says which scope a classic token lacks', async () => {
    github.set({ scopes: 'repo' });
    expect(await connect()).toEqual({ ok: false, message: 'The token lacks read:org. Check that it has read:org and repo.' });
    github.set({ scopes: '' });
    expect(await connect()).toEqual({ ok: false, message: 'The token lacks read:org and repo. Check that it has read:org and repo.' });
  });

  it('says GitHub refused a bad token, and never repeats the token', async () => {
    const result = await connect({ token: 'ghp_revoked' });
    expect(result).toEqual({ ok: false, message: 'GitHub refused the token (401). Check that it has read:org and repo.' });
    expect(JSON.stringify(result)).not.toContain('ghp_revoked');
  });

  it('says an organization is unknown or hidden from the token', async () => {
    expect(await connect({ organization: 'nobody-here' })).toEqual({
      ok: false,
      message: 'GitHub has no organization nobody-here, or the token cannot see it (404).',
    });
  });

  it('says when the rate limit resets', async () => {
    github.set({ rateLimited: true });
    expect(await connect()).toEqual({
      ok: false,
      message: "GitHub's rate limit for this token is used up until 12:00 UTC. Try again then.",
    });
  });

  it('says GitHub could not be reached at an address where nothing answers', async () => {
    const closed = await startGithubStandIn();
    await closed.close();
    expect(await connect({ baseUrl: closed.url })).toEqual({
      ok: false,
      message: `GitHub could not be reached at ${closed.url}: the connection failed. Check the API URL.`,
    });
  });
});
