import { CloudTrailClient } from '@aws-sdk/client-cloudtrail';
import { IAMClient } from '@aws-sdk/client-iam';
import { S3Client } from '@aws-sdk/client-s3';
import { SecurityHubClient } from '@aws-sdk/client-securityhub';
import { AssumeRoleCommand, STSClient } from '@aws-sdk/client-sts';
import { OutboundAwsHandler } from './request-handler';

/**
 * An AWS connection as the product holds it: the access key of a read-only IAM user, or a role it assumes with
 * the server's own credentials and an external ID; the region its regional APIs answer in, and an endpoint URL
 * ('' for AWS's own endpoints).
 */
export type AwsConnection = { region: string; baseUrl: string } & (
  { method: 'access-key'; accessKeyId: string; secretAccessKey: string } | { method: 'role'; roleArn: string; externalId: string }
);

export type AwsCredentials = { accessKeyId: string; secretAccessKey: string; sessionToken?: string };

/** How long one AWS request may take before it is given up. */
const REQUEST_TIMEOUT_MS = 15_000;
/** One retry: a run that AWS throttles says so rather than waiting on it. */
const MAX_ATTEMPTS = 2;
/** How long an assumed role's credentials last: the shortest AWS allows, enough for one run. */
const SESSION_SECONDS = 900;

const silent = { debug() {}, info() {}, warn() {}, error() {} };

/**
 * Settings shared by the clients of one run: no logger (a request's details must never reach the server log with
 * its credentials), the outbound client with its timeout per request, few attempts, and the endpoint URL when one
 * is given.
 */
export function settings(connection: Pick<AwsConnection, 'region' | 'baseUrl'>, credentials?: AwsCredentials) {
  return {
    region: connection.region,
    ...(credentials ? { credentials } : {}),
    maxAttempts: MAX_ATTEMPTS,
    logger: silent,
    requestHandler: new OutboundAwsHandler(connection.baseUrl.replace(/\/+$/, ''), REQUEST_TIMEOUT_MS),
    ...(connection.baseUrl ? { endpoint: connection.baseUrl } : {}),
  };
}

/** An STS client: with `credentials`, or else the server's own (the default credential chain). */
export const stsClient = (connection: AwsConnection, credentials?: AwsCredentials) => new STSClient(settings(connection, credentials));

/**
 * The credentials the product reads with: the IAM user's access key, or the role's short-lived credentials from
 * STS AssumeRole, asked with the server's own credentials and the external ID.
 */
export async function credentialsOf(connection: AwsConnection): Promise<AwsCredentials> {
  if (connection.method === 'access-key') {
    return { accessKeyId: connection.accessKeyId, secretAccessKey: connection.secretAccessKey };
  }
  const { Credentials } = await stsClient(connection).send(
    new AssumeRoleCommand({
      RoleArn: connection.roleArn,
      ExternalId: connection.externalId,
      RoleSessionName: 'complia-checks',
      DurationSeconds: SESSION_SECONDS,
    }),
  );
  if (!Credentials?.AccessKeyId || !Credentials.SecretAccessKey) throw new Error('AssumeRole answered no credentials.');
  return { accessKeyId: Credentials.AccessKeyId, secretAccessKey: Credentials.SecretAccessKey, sessionToken: Credentials.SessionToken };
}

/** The clients a run reads with; S3 addresses buckets by path on an endpoint URL and follows a bucket's region. */
export function awsClients(connection: AwsConnection, credentials: AwsCredentials) {
  const shared = settings(connection, credentials);
  return {
    iam: new IAMClient(shared),
    s3: new S3Client({ ...shared, forcePathStyle: Boolean(connection.baseUrl), followRegionRedirects: true }),
    cloudTrail: new CloudTrailClient(shared),
    sts: new STSClient(shared),
    securityHub: new SecurityHubClient(shared),
  };
}

export type AwsClients = ReturnType<typeof awsClients>;
