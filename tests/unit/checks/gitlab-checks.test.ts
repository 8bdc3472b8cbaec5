import { gitlabChecks, MAX_PRIVILEGED } from '@/lib/checks/gitlab';
import type { BranchProtection, GitlabFacts, GitlabMember, GitlabProject } from '@/lib/integrations/gitlab/facts';

const now = new Date('2026-11-28T08:00:00Z');
const maintainersOnly: BranchProtection = {
  name: 'main',
  allowForcePush: false,
  push: [{ accessLevel: 40, description: 'Maintainers', userId: null, groupId: null }],
};
const project = (path: string, changes: Partial<GitlabProject> = {}): GitlabProject => ({
  id: 1,
  path,
  defaultBranch: 'main',
  protection: maintainersOnly,
  approvalsRequired: 1,
  ...changes,
});
const member = (username: string, accessLevel: number, state = 'active'): GitlabMember => ({
  id: 1,
  username,
  accessLevel,
  state,
  twoFactor: null,
});
const facts = (changes: Partial<GitlabFacts> = {}): GitlabFacts => ({
  group: 'acme/platform',
  collectedAt: now.toISOString(),
  requireTwoFactor: true,
  members: [member('olivia', 50), member('dan', 30)],
  projects: [project('acme/platform/api')],
  ...changes,
});
const run = (id: string, input: GitlabFacts) => gitlabChecks.find((check) => check.id === id)!.evaluate(input, now);
const outcomes = (id: string, input: GitlabFacts) => run(id, input).map(({ resource, outcome }) => [resource, outcome]);

describe('gitlab.group-2fa', () => {
  const id = 'gitlab.group-2fa';
  it('passes a group requiring two-factor', () => {
    expect(outcomes(id, facts())).toEqual([['acme/platform', 'pass']]);
  });
  it('fails a group that does not, naming members GitLab shows without two-factor', () => {
    const members = [
      { ...member('dan', 30), twoFactor: false },
      { ...member('olivia', 50), twoFactor: true },
    ];
    expect(run(id, facts({ requireTwoFactor: false, members }))).toEqual([
      {
        resource: 'acme/platform',
        outcome: 'fail',
        reason: 'The group does not require two-factor authentication. Without two-factor: dan.',
      },
    ]);
  });
  it('cannot evaluate when the group was not read', () => {
    expect(outcomes(id, facts({ requireTwoFactor: { unknown: 'GitLab refused the token (401).' } }))).toEqual([
      ['acme/platform', 'unknown'],
    ]);
  });
});

describe('gitlab.default-branch-protected', () => {
  const id = 'gitlab.default-branch-protected';
  it('passes a protected branch pushed by maintainers or named people only, and an empty project', () => {
    const named: BranchProtection = { ...maintainersOnly, push: [{ accessLevel: 30, description: 'Dan', userId: 3, groupId: null }] };
    const projects = [project('a'), project('b', { protection: named }), project('c', { defaultBranch: null, protection: null })];
    expect(outcomes(id, facts({ projects }))).toEqual([
      ['a', 'pass'],
      ['b', 'pass'],
      ['c', 'pass'],
    ]);
  });
  it('fails an unprotected branch, force push and pushes by developers, saying which', () => {
    const loose: BranchProtection = {
      name: 'main',
      allowForcePush: true,
      push: [{ accessLevel: 30, description: 'Developers + Maintainers', userId: null, groupId: null }],
    };
    expect(run(id, facts({ projects: [project('a', { protection: null }), project('b', { protection: loose })] }))).toEqual([
      { resource: 'a', outcome: 'fail', reason: 'main is not protected.' },
      { resource: 'b', outcome: 'fail', reason: 'main is protected, but force push is allowed and Developers + Maintainers may push.' },
    ]);
  });
  it('cannot evaluate a project whose branches were refused, or the group when the projects were; passes a group with none', () => {
    expect(outcomes(id, facts({ projects: [project('a', { protection: { unknown: '403' } })] }))).toEqual([['a', 'unknown']]);
    expect(outcomes(id, facts({ projects: { unknown: '403' } }))).toEqual([['acme/platform', 'unknown']]);
    expect(outcomes(id, facts({ projects: [] }))).toEqual([['acme/platform', 'pass']]);
  });
});

describe('gitlab.merge-approvals', () => {
  const id = 'gitlab.merge-approvals';
  it('passes one approval or more, fails none, and cannot evaluate rules not read', () => {
    const projects = [
      project('a', { approvalsRequired: 2 }),
      project('b', { approvalsRequired: 0 }),
      project('c', { approvalsRequired: { unknown: 'Premium' } }),
    ];
    expect(run(id, facts({ projects }))).toEqual([
      { resource: 'a', outcome: 'pass', reason: '2 approval(s) required.' },
      { resource: 'b', outcome: 'fail', reason: 'No approval is required to merge.' },
      { resource: 'c', outcome: 'unknown', reason: 'Premium' },
    ]);
  });
});

describe('gitlab.owners-bounded', () => {
  const id = 'gitlab.owners-bounded';
  it('passes an owner with few maintainers, blocked members aside', () => {
    const members = [member('olivia', 50), member('mike', 40), member('dan', 30), member('bill', 50, 'blocked')];
    expect(run(id, facts({ members }))).toEqual([
      { resource: 'acme/platform', outcome: 'pass', reason: '1 owner(s) and 1 maintainer(s) of 3 active member(s): olivia, mike.' },
    ]);
  });
  it('fails a group with no active owner, or more owners and maintainers than the bound', () => {
    expect(run(id, facts({ members: [member('mike', 40), member('bill', 50, 'blocked')] }))[0]).toMatchObject({ outcome: 'fail' });
    expect(run(id, facts({ members: [member('mike', 40)] }))[0]?.reason).toMatch(/^No active owner\./);
    const crowded = [member('o', 50), ...Array.from({ length: MAX_PRIVILEGED }, (_, n) => member(`m${n}`, 40)), member('d', 30)];
    expect(run(id, facts({ members: crowded }))[0]).toMatchObject({ outcome: 'fail' });
    expect(run(id, facts({ members: crowded }))[0]?.reason).toMatch(/^More than 3: 1 owner\(s\) and 3 maintainer\(s\)/);
  });
  it('allows a quarter of a large group', () => {
    const large = [
      member('o', 50),
      ...Array.from({ length: 4 }, (_, n) => member(`m${n}`, 40)),
      ...Array.from({ length: 15 }, (_, n) => member(`d${n}`, 30)),
    ];
    expect(run(id, facts({ members: large }))[0]?.outcome).toBe('pass');
  });
  it('cannot evaluate when the members were not read', () => {
    expect(outcomes(id, facts({ members: { unknown: '403' } }))).toEqual([['acme/platform', 'unknown']]);
  });
});
