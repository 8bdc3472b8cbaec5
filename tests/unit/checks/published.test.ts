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

  it('counts sixty-five checks across eleven providers, each id once', () => {
    expect(allChecks).toHaveLength(65);
    expect(new Set(allChecks.map((check) => check.id)).size).toBe(65);
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

  it('publishes the Google Cloud checks with their controls', () => {
    const published = allChecks.filter((check) => check.provider === 'google-cloud').map((check) => publishedCheck(check));
    expect(published.map((check) => [check.id, check.controls.map((control) => control.id)])).toEqual([
      ['google-cloud.bucket-not-public', ['AC-01', 'AST-04']],
      ['google-cloud.bucket-public-access-prevention', ['AC-01', 'AST-04']],
      ['google-cloud.bucket-uniform-access', ['AC-01', 'OPS-07']],
      ['google-cloud.service-account-key-age', ['AC-08', 'CRY-01']],
      ['google-cloud.audit-logs-all-services', ['OPS-01', 'OPS-03']],
      ['google-cloud.no-primitive-roles-for-users', ['AC-01', 'AC-07']],
    ]);
    expect(published[4]!.controls[0]!.name).toBe('Audit logging');
  });

  it('publishes the Azure checks with their controls', () => {
    const published = allChecks.filter((check) => check.provider === 'azure').map((check) => publishedCheck(check));
    expect(published.map((check) => [check.id, check.controls.map((control) => control.id)])).toEqual([
      ['azure.storage-https-only', ['CRY-03']],
      ['azure.storage-minimum-tls', ['CRY-03']],
      ['azure.storage-no-public-blob', ['AC-01', 'AST-04']],
      ['azure.key-vault-recoverable', ['CRY-01']],
      ['azure.activity-log-exported', ['OPS-01', 'OPS-03']],
      ['azure.defender-plans', ['OPS-03', 'OPS-05']],
      ['azure.sql-auditing', ['OPS-01']],
    ]);
    expect(published[0]!.controls[0]!.name).toBe('Encryption in transit');
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
