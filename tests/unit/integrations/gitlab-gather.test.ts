/** @jest-environment node */
import { gatherGitlabFacts } from '@/lib/integrations/gitlab/gather';
import { verifyGitlab } from '@/lib/integrations/gitlab/verify';
import { GOOD_TOKEN, manyProjects, startGitlabStandIn, type GitlabStandIn } from '../../support/gitlab-stand-in';

let gitlab: GitlabStandIn;
beforeAll(async () => {
  gitlab = await startGitlabStandIn();
});
afterAll(() => gitlab.close());
beforeEach(() =>
  gitlab.set({
    pageSize: 2,
    paging: 'link',
    requireTwoFactor: false,
    refused: 'none',
    approvals: 'rules',
    rateLimit: 'none',
    projects: null,
    webFixed: false,
  }),
);

const now = new Date('2026-11-28T08:00:00Z');
const connection = (changes: Partial<{ group: string; token: string }> = {}) => ({
  baseUrl: gitlab.url,
  group: 'acme/platform',
  token: GOOD_TOKEN,
  ...changes,
});
const gather = () => gatherGitlabFacts(connection(), now);
const paths = (facts: Awaited<ReturnType<typeof gather>>) =>
  Array.isArray(facts.projects) ? facts.projects.map((project) => project.path) : facts.projects;

describe('gatherGitlabFacts against the REST v4 stand-in', () => {
  it("reads the group, every page of members and projects, and each project's default branch protection and approvals", async () => {
    const facts = await gather();
    expect(facts.group).toBe('acme/platform');
    expect(facts.requireTwoFactor).toBe(false);
    expect(Array.isArray(facts.members) && facts.members.map((member) => [member.username, member.accessLevel, member.state])).toEqual([
      ['olivia', 50, 'active'],
      ['mike', 40, 'active'],
      ['dan', 30, 'active'],
      ['rita', 20, 'active'],
      ['bill', 50, 'blocked'],
    ]);
    // The archived project is left out; subgroups' projects are asked for.
    expect(paths(facts)).toEqual(['acme/platform/api', 'acme/platform/web', 'acme/platform/empty']);
    expect(Array.isArray(facts.projects) && facts.projects[1]).toEqual({
      id: 102,
      path: 'acme/platform/web',
      defaultBranch: 'main',
      // The rule named main, not the release-* wildcard listed first.
      protection: {
        name: 'main',
        allowForcePush: true,
        push: [{ accessLevel: 30, description: 'Developers + Maintainers', userId: null, groupId: null }],
      },
      approvalsRequired: 0,
    });
    expect(Array.isArray(facts.projects) && facts.projects[0]?.approvalsRequired).toBe(1);
    expect(Array.isArray(facts.projects) && facts.projects[2]).toMatchObject({ defaultBranch: null, protection: null });
    expect(
      gitlab.paths.some((path) => path.startsWith('/api/v4/groups/acme%2Fplatform/projects?') && path.includes('include_subgroups=true')),
    ).toBe(true);
    expect(gitlab.paths.filter((path) => path.startsWith('/api/v4/groups/acme%2Fplatform/members/all')).length).toBe(3);
    expect(new Set(gitlab.tokens)).toEqual(new Set([GOOD_TOKEN]));
  });

  it('follows X-Next-Page when no Link header is sent', async () => {
    gitlab.set({ paging: 'header' });
    const facts = await gather();
    expect(Array.isArray(facts.members) && facts.members).toHaveLength(5);
    expect(paths(facts)).toHaveLength(3);
  });

  it('makes only the refused branches unknown, and approval rules of a tier without them', async () => {
    gitlab.set({ refused: 'branches', approvals: 'missing' });
    const facts = await gather();
    expect(facts.requireTwoFactor).toBe(false);
    const [api] = Array.isArray(facts.projects) ? facts.projects : [];
    expect(api?.protection).toEqual({
      unknown:
        'The token may not read the protected branches of acme/platform/api (403). Give it the read_api scope and the Maintainer role.',
    });
    expect(api?.approvalsRequired).toEqual({
      unknown: 'GitLab serves no approval rules for this project (404): merge request approval rules need GitLab Premium or Ultimate.',
    });
  });

  it('makes every fact unknown, with the reason and never the token, for a refused token or a long rate limit', async () => {
    const refused = await gatherGitlabFacts(connection({ token: 'glpat-revokedToken000000000' }), now);
    expect(refused.requireTwoFactor).toEqual({
      unknown: 'GitLab refused the token (401): it is wrong, expired or revoked. Create one with the read_api scope.',
    });
    expect(refused.members).toEqual(refused.requireTwoFactor);
    expect(JSON.stringify(refused)).not.toContain('glpat-');
    gitlab.set({ rateLimit: 'long' });
    expect((await gather()).projects).toEqual({
      unknown: expect.stringMatching(/^GitLab's rate limit for this token is used up until \d\d:\d\d UTC\. Try again then\.$/),
    });
  });

  it('waits out a rate limit GitLab says is over and reads on', async () => {
    gitlab.set({ rateLimit: 'once' });
    expect(paths(await gather())).toHaveLength(3);
  });

  it('reads a group with no project, and one with hundreds', async () => {
    gitlab.set({ projects: [] });
    expect((await gather()).projects).toEqual([]);
    gitlab.set({ projects: manyProjects(250), pageSize: 100 });
    const large = await gather();
    expect(paths(large)).toHaveLength(250);
    expect(Array.isArray(large.projects) && large.projects.every((project) => project.approvalsRequired === 1)).toBe(true);
  });
});

describe('verifyGitlab', () => {
  it("answers the group's full path, by path or ID", async () => {
    expect(await verifyGitlab(connection())).toEqual({ ok: true, account: 'acme/platform' });
    expect(await verifyGitlab(connection({ group: '42' }))).toEqual({ ok: true, account: 'acme/platform' });
  });
  it('says what is wrong: a refused token, a group it cannot see', async () => {
    expect(await verifyGitlab(connection({ token: 'glpat-revokedToken000000000' }))).toEqual({
      ok: false,
      message: 'GitLab refused the token (401): it is wrong, expired or revoked. Create one with the read_api scope.',
    });
    expect(await verifyGitlab(connection({ group: 'acme/other' }))).toEqual({
      ok: false,
      message: 'GitLab found no such group (404), or the token cannot see it. Check the group and that the token is of a member.',
    });
  });
});
