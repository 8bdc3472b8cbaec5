import { DescribeRegionsCommand } from '@aws-sdk/client-ec2';
import type { Unknown } from '@/lib/checks/types';
import type { AwsConnection, AwsCredentials } from './client';
import type { AwsFacts } from './facts';
import { attempt, UnusableAnswer } from './failures';
import { readRegion, type RegionReading } from './gather-regional';
import { regionalClients } from './regional-clients';

/** The most regions one run reads: every commercial region AWS offers today, so a run's work stays bounded. */
export const MAX_REGIONS = 40;
/** Regions read at once: a run stays short without many requests in flight to one account. */
const REGIONS_AT_ONCE = 4;

type RegionalFacts = Pick<
  AwsFacts,
  'regions' | 'guardDuty' | 'configRecorders' | 'ebsDefaultEncryption' | 'securityGroups' | 'dbInstances' | 'kmsKeys'
>;

/** The regions enabled for the account (EC2 DescribeRegions answers only those), in name order, at most MAX_REGIONS. */
async function enabledRegions(connection: AwsConnection, credentials: AwsCredentials): Promise<string[] | Unknown> {
  const { ec2 } = regionalClients(connection, credentials, connection.region);
  return attempt(
    async () => {
      const { Regions = [] } = await ec2.send(new DescribeRegionsCommand({}));
      const names = Regions.map((region) => region.RegionName ?? '').filter(Boolean);
      // No region read is never "nothing to check": the regional checks could not evaluate.
      if (names.length === 0) throw new UnusableAnswer('AWS listed no enabled region. Try again later.');
      return [...new Set(names)].sort().slice(0, MAX_REGIONS);
    },
    'the enabled regions',
    { baseUrl: connection.baseUrl, permission: 'ec2:DescribeRegions' },
  );
}

/** Every regional fact left unknown for one reason (the regions could not be listed). */
const allUnknown = (reason: Unknown): RegionalFacts => ({
  regions: reason,
  guardDuty: reason,
  configRecorders: reason,
  ebsDefaultEncryption: reason,
  securityGroups: reason,
  dbInstances: reason,
  kmsKeys: reason,
});

/**
 * Reads each enabled region (a few at once): its GuardDuty detector, Config recorders, EBS default encryption,
 * security groups, RDS instances and KMS keys. A region or a service AWS refuses is kept as that region's reason.
 */
export async function gatherRegionalFacts(connection: AwsConnection, credentials: AwsCredentials): Promise<RegionalFacts> {
  const regions = await enabledRegions(connection, credentials);
  if (!Array.isArray(regions)) return allUnknown(regions);
  const readings: { region: string; reading: RegionReading }[] = [];
  for (let start = 0; start < regions.length; start += REGIONS_AT_ONCE) {
    const batch = regions.slice(start, start + REGIONS_AT_ONCE);
    readings.push(
      ...(await Promise.all(
        batch.map(async (region) => ({
          region,
          reading: await readRegion(regionalClients(connection, credentials, region), region, connection),
        })),
      )),
    );
  }
  /** One fact of every region, each region with its own reading or reason. */
  const each = <K extends keyof RegionReading>(key: K) => readings.map(({ region, reading }) => ({ region, read: reading[key] }));
  return {
    regions,
    guardDuty: each('guardDuty'),
    configRecorders: each('configRecorders'),
    ebsDefaultEncryption: each('ebsDefaultEncryption'),
    securityGroups: each('securityGroups'),
    dbInstances: each('dbInstances'),
    kmsKeys: each('kmsKeys'),
  };
}
