import { libraryControls } from '@/lib/catalog/controls';
import { githubChecks } from '@/lib/checks/github';
import type { GithubFacts } from '@/lib/integrations/github/facts';

const now = new Date('2026-11-26T08:00:00Z');
const facts = (changes: Partial<GithubFacts> = {}): GithubFacts => ({
  organization: 'acme-corp',
  collectedAt: now.toISOString(),
  twoFactorRequired: true,
  repositories: [{ name: 'api', defaultBranch: 'main', protection: { requiredReviews: 2 } }],
  criticalDependabotAlerts: [],
  secretScanningAlerts: [],
  ...changes,
});
const check = (id: string) => githubChecks.find((candidate) => candidate.id === id)!;
const run = (id: string, changes: Partial<GithubFacts> = {}) => check(id).evaluate(facts(changes), now);
const refused = { unknown: 'The token may not read Dependabot alerts (403).' };

describe('the GitHub checks', () => {
  it('are catalog data: unique ids, a title, what they prove, a severity and controls of the library', () => {
    const known = new Set(libraryControls.map((control) => control.id));
    expect(new Set(githubChecks.map((definition) => definition.id)).size).toBe(githubChecks.length);
    for (const definition of githubChecks) {
      expect(definition.title).not.toBe('');
      expect(definition.proves).not.toBe('');
      expect(definition.controls.length).toBeGreaterThan(0);
      for (const control of definition.controls) expect(known.has(control)).toBe(true);
    }
  });

  it('two-factor: passes when required, fails when not, and cannot evaluate what the token cannot see', () => {
    expect(run('github.org-two-factor')).toEqual([
      { resource: 'acme-corp', outcome: 'pass', reason: 'Two-factor authentication is required of every member.' },
    ]);
    expect(run('github.org-two-factor', { twoFactorRequired: false })[0]!.outcome).toBe('fail');
    expect(run('github.org-two-factor', { twoFactorRequired: { unknown: 'Owners only.' } })).toEqual([
      { resource: 'acme-corp', outcome: 'unknown', reason: 'Owners only.' },
    ]);
  });

  it('branch reviews: a result per repository, never a pass for one not read', () => {
    const results = run('github.default-branch-reviews', {
      repositories: [
        { name: 'api', defaultBranch: 'main', protection: { requiredReviews: 1 } },
        { name: 'web', defaultBranch: 'main', protection: 'none' },
        { name: 'docs', defaultBranch: 'main', protection: { requiredReviews: 0 } },
        { name: 'infra', defaultBranch: 'trunk', protection: { unknown: 'The token may not read the branch protection of infra (403).' } },
      ],
    });
    expect(results).toEqual([
      { resource: 'api', outcome: 'pass', reason: 'main needs 1 approving review(s).' },
      { resource: 'web', outcome: 'fail', reason: 'main is not protected.' },
      { resource: 'docs', outcome: 'fail', reason: 'main is protected but needs no approving review.' },
      { resource: 'infra', outcome: 'unknown', reason: 'The token may not read the branch protection of infra (403).' },
    ]);
    expect(run('github.default-branch-reviews', { repositories: [] })).toEqual([]);
    expect(run('github.default-branch-reviews', { repositories: refused })).toEqual([
      { resource: 'acme-corp', outcome: 'unknown', reason: refused.unknown },
    ]);
  });

  it('Dependabot: alerts open 30 days or less pass; older ones fail per repository; an unread list is not a pass', () => {
    const alert = (repository: string, number: number, createdAt: string) => ({ repository, number, createdAt, severity: 'critical' });
    expect(run('github.dependabot-critical')).toEqual([
      { resource: 'acme-corp', outcome: 'pass', reason: 'No open critical Dependabot alert(s).' },
    ]);
    // Exactly 30 days is still within the grace period.
    expect(run('github.dependabot-critical', { criticalDependabotAlerts: [alert('web', 3, '2026-10-27T08:00:00Z')] })).toEqual([
      { resource: 'acme-corp', outcome: 'pass', reason: '1 open critical Dependabot alert(s), none older than 30 days.' },
    ]);
    expect(
      run('github.dependabot-critical', {
        criticalDependabotAlerts: [
          alert('web', 7, '2026-09-01T10:00:00Z'),
          alert('web', 9, '2026-10-01T10:00:00Z'),
          alert('api', 2, '2026-11-20T10:00:00Z'),
        ],
      }),
    ).toEqual([{ resource: 'web', outcome: 'fail', reason: '2 critical Dependabot alert(s) open more than 30 days: #7, #9.' }]);
    expect(run('github.dependabot-critical', { criticalDependabotAlerts: refused })[0]).toEqual({
      resource: 'acme-corp',
      outcome: 'unknown',
      reason: refused.unknown,
    });
  });

  it('secret scanning: the same rule for leaked secrets', () => {
    expect(run('github.secret-scanning')[0]!.outcome).toBe('pass');
    expect(
      run('github.secret-scanning', { secretScanningAlerts: [{ repository: 'api', number: 1, createdAt: '2026-01-01T00:00:00Z' }] }),
    ).toEqual([{ resource: 'api', outcome: 'fail', reason: '1 secret scanning alert(s) open more than 30 days: #1.' }]);
  });
});
