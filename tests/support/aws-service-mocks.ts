import { ConfigServiceClient, DescribeConfigurationRecorderStatusCommand } from '@aws-sdk/client-config-service';
import { DescribeRegionsCommand, DescribeSecurityGroupsCommand, EC2Client, GetEbsEncryptionByDefaultCommand } from '@aws-sdk/client-ec2';
import { GetDetectorCommand, GuardDutyClient, ListDetectorsCommand } from '@aws-sdk/client-guardduty';
import { DescribeKeyCommand, GetKeyRotationStatusCommand, KMSClient, ListKeysCommand } from '@aws-sdk/client-kms';
import { DescribeDBInstancesCommand, RDSClient } from '@aws-sdk/client-rds';
import { GetFindingsCommand, SecurityHubClient } from '@aws-sdk/client-securityhub';
import { mockClient } from 'aws-sdk-client-mock';
import { ACCOUNT } from './aws-responses';
import { asffFinding, customerKey } from './aws-service-responses';

/** The recorded answers of the services a whole AWS run reads region by region, and Security Hub's. */
export const serviceMocks = {
  ec2: mockClient(EC2Client),
  guardDuty: mockClient(GuardDutyClient),
  config: mockClient(ConfigServiceClient),
  rds: mockClient(RDSClient),
  kms: mockClient(KMSClient),
  securityHub: mockClient(SecurityHubClient),
};

/** One enabled region, us-east-1, well kept but for a security group open to SSH; one Inspector finding. */
export function answerWellKeptServices() {
  const { ec2, guardDuty, config, rds, kms, securityHub } = serviceMocks;
  ec2.on(DescribeRegionsCommand).resolves({ Regions: [{ RegionName: 'us-east-1' }] });
  ec2.on(GetEbsEncryptionByDefaultCommand).resolves({ EbsEncryptionByDefault: true });
  ec2.on(DescribeSecurityGroupsCommand).resolves({
    SecurityGroups: [
      {
        GroupId: 'sg-1',
        GroupName: 'web',
        IpPermissions: [{ IpProtocol: 'tcp', FromPort: 22, ToPort: 22, IpRanges: [{ CidrIp: '0.0.0.0/0' }] }],
      },
    ],
  });
  guardDuty.on(ListDetectorsCommand).resolves({ DetectorIds: ['d-1'] });
  guardDuty.on(GetDetectorCommand).resolves({ Status: 'ENABLED', ServiceRole: 'role', CreatedAt: '2026-01-01T00:00:00Z' });
  config.on(DescribeConfigurationRecorderStatusCommand).resolves({ ConfigurationRecordersStatus: [{ name: 'default', recording: true }] });
  rds.on(DescribeDBInstancesCommand).resolves({
    DBInstances: [{ DBInstanceIdentifier: 'orders', StorageEncrypted: true, PubliclyAccessible: false, BackupRetentionPeriod: 7 }],
  });
  kms.on(ListKeysCommand).resolves({ Keys: [{ KeyId: 'k-1' }] });
  kms.on(DescribeKeyCommand).resolves({ KeyMetadata: customerKey('k-1') });
  kms.on(GetKeyRotationStatusCommand).resolves({ KeyRotationEnabled: true });
  securityHub.on(GetFindingsCommand).resolves({ Findings: [asffFinding()] });
}

/** The facts a run gathers from those answers. */
export const wellKeptServiceFacts = {
  regions: ['us-east-1'],
  guardDuty: [{ region: 'us-east-1', read: { id: 'd-1', enabled: true } }],
  configRecorders: [{ region: 'us-east-1', read: [{ name: 'default', recording: true }] }],
  ebsDefaultEncryption: [{ region: 'us-east-1', read: true }],
  securityGroups: [
    {
      region: 'us-east-1',
      read: [{ id: 'sg-1', name: 'web', region: 'us-east-1', openToInternet: [{ protocol: 'tcp', fromPort: 22, toPort: 22 }] }],
    },
  ],
  dbInstances: [
    {
      region: 'us-east-1',
      read: [{ id: 'orders', region: 'us-east-1', encrypted: true, publiclyAccessible: false, backupRetentionDays: 7 }],
    },
  ],
  kmsKeys: [{ region: 'us-east-1', read: [{ id: 'k-1', region: 'us-east-1', rotation: true }] }],
  securityHubFindings: [
    {
      asset: `arn:aws:ecr:eu-west-1:${ACCOUNT}:repository/api/sha256:abc`,
      identifier: 'CVE-2026-1234',
      title: 'CVE-2026-1234 - openssl',
      severity: 'high',
      firstSeenOn: '2026-11-02',
      resolvedOn: null,
    },
  ],
};
