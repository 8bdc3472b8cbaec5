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

  it('counts forty-two checks across six providers, each id once', () => {
    expect(allChecks).toHaveLength(42);
    expect(new Set(allChecks.map((check) => check.id)).size).toBe(42);
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

  it("publishes the AWS services' checks, each with its rule and the framework requirements of its controls", () => {
    const aws = allChecks.filter((check) => check.provider === 'aws').map((check) => check.id);
    expect(aws.slice(8)).toEqual([
      'aws.guardduty-enabled',
      'aws.config-recording',
      'aws.cloudtrail-log-validation',
      'aws.cloudtrail-kms-encryption',
      'aws.ebs-default-encryption',
      'aws.security-groups-admin-ports',
      'aws.rds-encrypted',
      'aws.rds-not-public',
      'aws.rds-backup-retention',
      'aws.kms-key-rotation',
      'aws.iam-no-direct-admin',
      'aws.s3-versioning',
    ]);
    const text = checkLogicText(publishedCheck(allChecks.find((check) => check.id === 'aws.security-groups-admin-ports')!));
    expect(text).toContain('## No security group opens SSH or RDP to the internet');
    expect(text).toContain('Rule: No inbound rule open to 0.0.0.0/0 or ::/0 may admit port 22 (SSH) or 3389 (RDP)');
    expect(text).toContain('- NET-01 Network security controls and rule reviews (');
  });
});
