import { DescribeConfigurationRecorderStatusCommand } from '@aws-sdk/client-config-service';
import { GetEbsEncryptionByDefaultCommand, paginateDescribeSecurityGroups, type IpPermission } from '@aws-sdk/client-ec2';
import { GetDetectorCommand, paginateListDetectors } from '@aws-sdk/client-guardduty';
import { DescribeKeyCommand, GetKeyRotationStatusCommand, paginateListKeys } from '@aws-sdk/client-kms';
import { paginateDescribeDBInstances } from '@aws-sdk/client-rds';
import type { Unknown } from '@/lib/checks/types';
import type { ConfigRecorder, DbInstance, GuardDutyDetector, KmsKey, OpenRule, SecurityGroup } from './facts-services';
import { attempt } from './failures';
import type { RegionalClients } from './regional-clients';

/** KMS keys asked about at once in a region: quick, and well under KMS's request quota. */
const KEYS_AT_ONCE = 8;

type Connection = { baseUrl: string };

/** What one region answered, each fact on its own: a refusal of one service leaves the others read. */
export type RegionReading = {
  guardDuty: GuardDutyDetector | Unknown;
  configRecorders: ConfigRecorder[] | Unknown;
  ebsDefaultEncryption: boolean | Unknown;
  securityGroups: SecurityGroup[] | Unknown;
  dbInstances: DbInstance[] | Unknown;
  kmsKeys: KmsKey[] | Unknown;
};

async function guardDutyOf({ guardDuty }: RegionalClients): Promise<GuardDutyDetector> {
  const ids: string[] = [];
  for await (const page of paginateListDetectors({ client: guardDuty }, {})) ids.push(...(page.DetectorIds ?? []));
  // GuardDuty keeps at most one detector per account and region.
  const id = ids[0];
  if (!id) return 'none';
  const { Status } = await guardDuty.send(new GetDetectorCommand({ DetectorId: id }));
  return { id, enabled: Status === 'ENABLED' };
}

async function recordersOf({ config }: RegionalClients): Promise<ConfigRecorder[]> {
  const { ConfigurationRecordersStatus = [] } = await config.send(new DescribeConfigurationRecorderStatusCommand({}));
  return ConfigurationRecordersStatus.map((status) => ({
    name: status.name ?? '(unnamed recorder)',
    recording: status.recording === true,
  }));
}

const WORLD = ['0.0.0.0/0', '::/0'];

/** The rules of a group's inbound permissions that admit any IPv4 or IPv6 address. */
function openRules(permissions: IpPermission[]): OpenRule[] {
  return permissions
    .filter(
      (permission) =>
        (permission.IpRanges ?? []).some((range) => WORLD.includes(range.CidrIp ?? '')) ||
        (permission.Ipv6Ranges ?? []).some((range) => WORLD.includes(range.CidrIpv6 ?? '')),
    )
    .map((permission) => ({
      protocol: permission.IpProtocol ?? '-1',
      fromPort: permission.FromPort ?? null,
      toPort: permission.ToPort ?? null,
    }));
}

async function securityGroupsOf({ ec2 }: RegionalClients, region: string): Promise<SecurityGroup[]> {
  const groups: SecurityGroup[] = [];
  for await (const page of paginateDescribeSecurityGroups({ client: ec2 }, {})) {
    for (const group of page.SecurityGroups ?? []) {
      groups.push({
        id: group.GroupId ?? '(unnamed group)',
        name: group.GroupName ?? '',
        region,
        openToInternet: openRules(group.IpPermissions ?? []),
      });
    }
  }
  return groups;
}

async function dbInstancesOf({ rds }: RegionalClients, region: string): Promise<DbInstance[]> {
  const instances: DbInstance[] = [];
  for await (const page of paginateDescribeDBInstances({ client: rds }, {})) {
    for (const instance of page.DBInstances ?? []) {
      instances.push({
        id: instance.DBInstanceIdentifier ?? '(unnamed instance)',
        region,
        encrypted: instance.StorageEncrypted === true,
        publiclyAccessible: instance.PubliclyAccessible === true,
        backupRetentionDays: instance.BackupRetentionPeriod ?? 0,
      });
    }
  }
  return instances;
}

/**
 * The region's customer managed KMS keys that automatic rotation applies to (symmetric, enabled, key material of
 * KMS's own), each with its rotation; AWS managed keys rotate by themselves and are left out.
 */
async function kmsKeysOf({ kms }: RegionalClients, region: string, connection: Connection): Promise<KmsKey[]> {
  const ids: string[] = [];
  for await (const page of paginateListKeys({ client: kms }, {})) {
    for (const key of page.Keys ?? []) if (key.KeyId) ids.push(key.KeyId);
  }
  const keys: KmsKey[] = [];
  for (let start = 0; start < ids.length; start += KEYS_AT_ONCE) {
    const batch = await Promise.all(
      ids.slice(start, start + KEYS_AT_ONCE).map(async (id): Promise<KmsKey | null> => {
        const reading = { ...connection, permission: 'kms:DescribeKey and kms:GetKeyRotationStatus' };
        const metadata = await attempt(
          async () => (await kms.send(new DescribeKeyCommand({ KeyId: id }))).KeyMetadata,
          `the KMS key ${id}`,
          reading,
        );
        if (metadata && 'unknown' in metadata) return { id, region, rotation: metadata };
        const rotates =
          metadata?.KeyManager === 'CUSTOMER' &&
          metadata.KeySpec === 'SYMMETRIC_DEFAULT' &&
          metadata.KeyState === 'Enabled' &&
          metadata.Origin === 'AWS_KMS';
        if (!rotates) return null;
        const rotation = await attempt(
          async () => (await kms.send(new GetKeyRotationStatusCommand({ KeyId: id }))).KeyRotationEnabled === true,
          `the rotation of the KMS key ${id}`,
          reading,
        );
        return { id, region, rotation };
      }),
    );
    keys.push(...batch.filter((key): key is KmsKey => key !== null));
  }
  return keys;
}

/** Reads one region's GuardDuty, Config, EBS, security groups, RDS instances and KMS keys, each on its own. */
export async function readRegion(clients: RegionalClients, region: string, connection: Connection): Promise<RegionReading> {
  const read = <T>(run: () => Promise<T>, what: string, permission: string) =>
    attempt(run, `${what} in ${region}`, { ...connection, permission });
  const [guardDuty, configRecorders, ebsDefaultEncryption, securityGroups, dbInstances, kmsKeys] = await Promise.all([
    read(() => guardDutyOf(clients), 'the GuardDuty detector', 'guardduty:ListDetectors and guardduty:GetDetector'),
    read(() => recordersOf(clients), 'the AWS Config recorders', 'config:DescribeConfigurationRecorderStatus'),
    read(
      async () => (await clients.ec2.send(new GetEbsEncryptionByDefaultCommand({}))).EbsEncryptionByDefault === true,
      'the EBS default encryption',
      'ec2:GetEbsEncryptionByDefault',
    ),
    read(() => securityGroupsOf(clients, region), 'the security groups', 'ec2:DescribeSecurityGroups'),
    read(() => dbInstancesOf(clients, region), 'the RDS DB instances', 'rds:DescribeDBInstances'),
    read(() => kmsKeysOf(clients, region, connection), 'the KMS keys', 'kms:ListKeys'),
  ]);
  return { guardDuty, configRecorders, ebsDefaultEncryption, securityGroups, dbInstances, kmsKeys };
}
