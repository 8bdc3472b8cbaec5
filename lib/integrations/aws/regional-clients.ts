import { ConfigServiceClient } from '@aws-sdk/client-config-service';
import { EC2Client } from '@aws-sdk/client-ec2';
import { GuardDutyClient } from '@aws-sdk/client-guardduty';
import { KMSClient } from '@aws-sdk/client-kms';
import { RDSClient } from '@aws-sdk/client-rds';
import { settings, type AwsConnection, type AwsCredentials } from './client';

/** The clients of the services read region by region, each signed for `region` (an endpoint URL serves every region). */
export function regionalClients(connection: AwsConnection, credentials: AwsCredentials, region: string) {
  const shared = settings({ region, baseUrl: connection.baseUrl }, credentials);
  return {
    ec2: new EC2Client(shared),
    guardDuty: new GuardDutyClient(shared),
    config: new ConfigServiceClient(shared),
    rds: new RDSClient(shared),
    kms: new KMSClient(shared),
  };
}

export type RegionalClients = ReturnType<typeof regionalClients>;
