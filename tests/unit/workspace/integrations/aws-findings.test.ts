/** @jest-environment node */
import type { AwsFacts } from '@/lib/integrations/aws/facts';
import type { SecurityHubFinding } from '@/lib/integrations/aws/facts-services';
import { awsConnector } from '@/lib/integrations/aws/connector';
import { applySourceReport, listFindings } from '@/lib/workspace/vulnerabilities';
import type { Member } from '@/lib/workspace/member';
import { founder, withThrowAwayDatabase } from '../fixtures';

withThrowAwayDatabase('aws-findings');

const day = (text: string) => new Date(`${text}T09:00:00Z`);
const image = 'arn:aws:ecr:eu-west-1:123456789012:repository/api/sha256:abc';
const instance = 'arn:aws:ec2:eu-west-1:123456789012:instance/i-0abc';
const openssl: SecurityHubFinding = {
  asset: image,
  identifier: 'CVE-2026-1234',
  title: 'CVE-2026-1234 - openssl',
  severity: 'high',
  firstSeenOn: '2026-11-02',
  resolvedOn: null,
};
const bruteForce: SecurityHubFinding = {
  asset: instance,
  identifier: 'arn:aws:guardduty:eu-west-1:123456789012:detector/d-1',
  title: 'SSH brute force against i-0abc',
  severity: 'medium',
  firstSeenOn: '2026-11-03',
  resolvedOn: null,
};
/** What a run records: each full report the connector makes of the run's facts (none when Security Hub could not be read). */
async function recordRun(member: Member, securityHubFindings: AwsFacts['securityHubFindings'], now: Date) {
  for (const report of awsConnector.findings!({ securityHubFindings } as AwsFacts)) {
    await applySourceReport(member, { ...report, complete: true }, now);
  }
}
const state = async (member: Member, today: string) =>
  [...(await listFindings(member, today, 'open')), ...(await listFindings(member, today, 'fixed'))].map(
    (finding) =>
      `${finding.identifier} ${finding.severity} ${finding.firstSeenOn} ${finding.fixedOn ?? 'open'} ${finding.sources.join(',')}`,
  );

describe("Security Hub's findings recorded from an AWS run", () => {
  it('keeps one finding per asset and identifier; resolved is fixed on its day, no longer listed is fixed that day', async () => {
    const admin = await founder('AWS findings');
    await recordRun(admin, [openssl, bruteForce], day('2026-11-10'));
    expect(await state(admin, '2026-11-10')).toEqual([
      'CVE-2026-1234 high 2026-11-02 open aws:security-hub',
      'arn:aws:guardduty:eu-west-1:123456789012:detector/d-1 medium 2026-11-03 open aws:security-hub',
    ]);

    await recordRun(admin, [{ ...openssl, resolvedOn: '2026-11-11' }, bruteForce], day('2026-11-12'));
    expect(await state(admin, '2026-11-12')).toEqual([
      'arn:aws:guardduty:eu-west-1:123456789012:detector/d-1 medium 2026-11-03 open aws:security-hub',
      'CVE-2026-1234 high 2026-11-02 2026-11-11 ',
    ]);

    // Security Hub refused or off: the run leaves the findings as they were.
    await recordRun(admin, { unknown: 'Refused.' }, day('2026-11-13'));
    expect(await listFindings(admin, '2026-11-13', 'open')).toHaveLength(1);

    await recordRun(admin, [], day('2026-11-14'));
    expect(await state(admin, '2026-11-14')).toEqual([
      'arn:aws:guardduty:eu-west-1:123456789012:detector/d-1 medium 2026-11-03 2026-11-14 ',
      'CVE-2026-1234 high 2026-11-02 2026-11-11 ',
    ]);
  });
});
