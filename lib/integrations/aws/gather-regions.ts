import { DescribeRegionsCommand } from '@aws-sdk/client-ec2';
import type { Unknown } from '@/lib/checks/types';
import type { AwsConnection, AwsCredentials } from './client';
import type { AwsFacts } from './facts';
import type { Regional } from './facts-services';
import { attempt } from './failures';
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
  const each = <K extends keyof RegionReading>(key: K): Regional<Exclude<RegionReading[K], Unknown>>[] =>
    readings.map(({ region, reading }) => ({ region, read: reading[key] as Regional<Exclude<RegionReading[K], Unknown>>['read'] }));
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
