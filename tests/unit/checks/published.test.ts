import { libraryControls } from '@/lib/catalog/controls';
import { checkLogicText, publishedCheck } from '@/lib/checks/published';
import { allChecks } from '@/lib/integrations/connectors';

describe('the published logic of every check', () => {
  it.each(allChecks.map((check) => [check.id, check] as const))('%s states what it reads, its rule and each outcome', (_id, check) => {
    const published = publishedCheck(check);
    for (const text of Object.values(published.logic)) expect(text.trim().length).toBeGreaterThan(10);
    expect(published.controls.length).toBeGreaterThan(0);
    for (const control of published.controls) expect(libraryControls.some((candidate) => candidate.id === control.id)).toBe(true);
  });

  it('writes a check as text with its rule, outcomes and the framework requirements of its controls', () => {
    const text = checkLogicText(publishedCheck(allChecks.find((check) => check.id === 'okta.active-users-mfa')!));
    expect(text).toContain('## Every active Okta user is enrolled in multi-factor authentication');
    expect(text).toContain('Rule: Each active user must have at least one active factor besides the password.');
    expect(text).toContain('Could not evaluate: The users, or that user');
    expect(text).toContain('- AC-05 Multi-factor authentication (soc2:CC6.1, iso27001:A.8.5');
  });

  it('counts thirty-one checks across seven providers, each id once', () => {
    expect(allChecks).toHaveLength(31);
    expect(new Set(allChecks.map((check) => check.id)).size).toBe(31);
  });

  it("publishes Slack's two-factor check, and no check for the trackers, which only receive issues", () => {
    const providers = (id: string) => allChecks.filter((check) => check.provider === id).map((check) => publishedCheck(check).id);
    expect(providers('slack')).toEqual(['slack.workspace-2fa']);
    expect(providers('jira')).toEqual([]);
    expect(providers('linear')).toEqual([]);
  });

  it('publishes the Entra ID and GitLab checks, each with its provider', () => {
    const published = (provider: string) =>
      allChecks.filter((check) => check.provider === provider).map((check) => publishedCheck(check).id);
    expect(published('entra-id')).toEqual([
      'entra-id.mfa-registered',
      'entra-id.conditional-access-mfa',
      'entra-id.guests-no-admin',
      'entra-id.global-admins-bounded',
      'entra-id.leavers-disabled',
      'entra-id.disabled-no-admin',
    ]);
    expect(published('gitlab')).toEqual([
      'gitlab.group-2fa',
      'gitlab.default-branch-protected',
      'gitlab.merge-approvals',
      'gitlab.owners-bounded',
    ]);
  });
});
