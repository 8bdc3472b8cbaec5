import { awsChecks } from '@/lib/checks/aws';
import type { AwsConnect } from '@/lib/schemas/integrations/aws-connect';
import type { Connector, ProviderConnection } from '../connector';
import type { AwsConnection } from './client';
import type { AwsFacts } from './facts';
import { awsFindings } from './findings';
import { awsProfile } from './profile';

/** The account id in a role's ARN (arn:aws:iam::<account>:role/<name>). */
const accountOfRole = (roleArn: string) => /^arn:aws:iam::(\d{12}):role\//.exec(roleArn)?.[1] ?? '';

/** The secret fields, all strings, as they are sealed: the method, the region and the key or the role. */
function secretOf(input: AwsConnect): Record<string, string> {
  return input.method === 'access-key'
    ? { method: input.method, region: input.region, accessKeyId: input.accessKeyId, secretAccessKey: input.secretAccessKey }
    : { method: input.method, region: input.region, roleArn: input.roleArn, externalId: input.externalId };
}

/** A saved connection opened back into what the clients need. */
function connectionOf({ baseUrl, secret }: ProviderConnection): AwsConnection {
  const region = secret.region || 'us-east-1';
  return secret.method === 'role'
    ? { method: 'role', region, baseUrl, roleArn: secret.roleArn ?? '', externalId: secret.externalId ?? '' }
    : { method: 'access-key', region, baseUrl, accessKeyId: secret.accessKeyId ?? '', secretAccessKey: secret.secretAccessKey ?? '' };
}

/** AWS: one account read with a read-only IAM user's access key, or a role assumed with an external ID. */
export const awsConnector: Connector<AwsConnect, AwsFacts> = {
  provider: 'aws',
  name: 'AWS',
  profile: awsProfile,
  fromInput: (input) => ({
    baseUrl: input.baseUrl,
    account: input.method === 'role' ? accountOfRole(input.roleArn) : '',
    secret: secretOf(input),
  }),
  verify: async (connection) => (await import('./verify')).verifyAws(connectionOf(connection)),
  gather: async (connection, now) =>
    (await import('./gather')).gatherAwsFacts({ ...connectionOf(connection), account: connection.account }, now),
  checks: awsChecks,
  findings: awsFindings,
};
