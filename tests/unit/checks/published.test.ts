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

  it('counts thirty-nine checks across eight providers, each id once', () => {
    expect(allChecks).toHaveLength(39);
    expect(new Set(allChecks.map((check) => check.id)).size).toBe(39);
  });

  it('publishes the Microsoft Intune and BambooHR checks, each with its provider', () => {
    const published = (provider: string) =>
      allChecks.filter((check) => check.provider === provider).map((check) => publishedCheck(check).id);
    expect(published('intune')).toEqual([
      'intune.disk-encrypted',
      'intune.os-supported',
      'intune.device-compliant',
      'intune.screen-lock-required',
      'intune.synced-recently',
      'intune.firewall-required',
      'intune.device-owner-known',
    ]);
    expect(published('bamboohr')).toEqual(['bamboohr.employees-have-account', 'bamboohr.leavers-disabled']);
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
