import { DescribeTrailsCommand, GetTrailStatusCommand, type CloudTrailClient } from '@aws-sdk/client-cloudtrail';
import {
  GenerateCredentialReportCommand,
  GetAccountPasswordPolicyCommand,
  GetCredentialReportCommand,
  type IAMClient,
} from '@aws-sdk/client-iam';
import type { Unknown } from '@/lib/checks/types';
import { awsClients, credentialsOf, type AwsConnection, type AwsCredentials } from './client';
import { parseCredentialReport } from './credential-report';
import type { AwsFacts, Trail } from './facts';
import { assumeRoleFailure, attempt, awsErrorCode, UnusableAnswer } from './failures';
import { gatherIamAccess, type IamAccess } from './gather-iam-admins';
import { gatherRegionalFacts } from './gather-regions';
import { gatherBuckets } from './gather-s3';
import { gatherSecurityHubFindings } from './gather-security-hub';

/** IAM writes the credential report in seconds; it is asked again this often, this many times. */
const REPORT_WAIT_MS = 1_000;
const REPORT_TRIES = 20;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Asks IAM for a fresh credential report until it is complete, then reads it. */
async function credentialReport(iam: IAMClient): Promise<string> {
  for (let tries = 1; ; tries += 1) {
    const { State } = await iam.send(new GenerateCredentialReportCommand({}));
    if (State === 'COMPLETE') break;
    if (tries >= REPORT_TRIES) throw new UnusableAnswer('IAM did not finish the credential report in time. Try again later.');
    await wait(REPORT_WAIT_MS);
  }
  const { Content } = await iam.send(new GetCredentialReportCommand({}));
  if (!Content) throw new UnusableAnswer('IAM answered an empty credential report. Try again later.');
  try {
    return new TextDecoder().decode(Content);
  } catch {
    throw new UnusableAnswer('IAM answered a credential report that is not text. Try again later.');
  }
}

async function passwordPolicy(iam: IAMClient): Promise<AwsFacts['passwordPolicy']> {
  try {
    const { PasswordPolicy } = await iam.send(new GetAccountPasswordPolicyCommand({}));
    return { minimumLength: PasswordPolicy?.MinimumPasswordLength ?? 0 };
  } catch (error) {
    // IAM answers NoSuchEntity for an account that never set a password policy; the SDK names its error
    // NoSuchEntityException, the modelled exception of that code.
    const code = awsErrorCode(error);
    if (code === 'NoSuchEntity' || code === 'NoSuchEntityException') return 'none';
    throw error;
  }
}

/** Every trail the region shows, its own and other regions' multi-region trails, each with whether it is logging. */
async function trails(cloudTrail: CloudTrailClient, connection: AwsConnection): Promise<Trail[]> {
  const { trailList = [] } = await cloudTrail.send(new DescribeTrailsCommand({ includeShadowTrails: true }));
  return Promise.all(
    trailList.map(async (trail) => {
      const name = trail.Name ?? trail.TrailARN ?? '(unnamed trail)';
      const status = await attempt(
        () => cloudTrail.send(new GetTrailStatusCommand({ Name: trail.TrailARN ?? name })),
        `the status of the trail ${name}`,
        connection,
      );
      return {
        name,
        homeRegion: trail.HomeRegion ?? connection.region,
        multiRegion: trail.IsMultiRegionTrail === true,
        logging: 'unknown' in status ? status : status.IsLogging === true,
        logFileValidation: trail.LogFileValidationEnabled === true,
        kmsKeyId: trail.KmsKeyId ?? null,
      };
    }),
  );
}

/** The facts read from the authorization details, each with the reason when they could not be read. */
const iamAccessFacts = (access: IamAccess | Unknown): Pick<AwsFacts, 'directAdmins' | 'groupAdmins' | 'roles'> =>
  'unknown' in access ? { directAdmins: access, groupAdmins: access, roles: access } : access;

/** Every fact a run gathers besides the account and the time. */
const FACT_KEYS = [
  'root',
  'users',
  'passwordPolicy',
  'buckets',
  'trails',
  'regions',
  'guardDuty',
  'configRecorders',
  'ebsDefaultEncryption',
  'securityGroups',
  'dbInstances',
  'kmsKeys',
  'directAdmins',
  'groupAdmins',
  'roles',
  'securityHubFindings',
] as const satisfies readonly Exclude<keyof AwsFacts, 'account' | 'collectedAt'>[];

/**
 * Gathers the facts of an AWS account the checks read, following every page: the credential report (root user and
 * IAM users), the password policy, every S3 bucket's public access block, encryption and versioning, the CloudTrail
 * trails, each enabled region's GuardDuty, Config, EBS, security groups, RDS and KMS keys, the users with admin
 * policies of their own or through a group, the roles, and Security Hub's findings.
 * A fact AWS refuses or cannot answer is kept with the reason, never guessed; a role AWS will not let the product
 * assume leaves every fact unknown with that reason.
 */
export async function gatherAwsFacts(connection: AwsConnection & { account: string }, now = new Date()): Promise<AwsFacts> {
  const base = { account: connection.account, collectedAt: now.toISOString() };
  let credentials: AwsCredentials;
  try {
    credentials = await credentialsOf(connection);
  } catch (error) {
    const roleArn = connection.method === 'role' ? connection.roleArn : '';
    const refused: Unknown = { unknown: assumeRoleFailure(error, { baseUrl: connection.baseUrl, roleArn }) };
    return {
      ...base,
      ...Object.fromEntries(FACT_KEYS.map((key) => [key, refused])),
    } as AwsFacts;
  }
  const { iam, s3, cloudTrail, securityHub } = awsClients(connection, credentials);
  const report = await attempt(
    async () => {
      const csv = await credentialReport(iam);
      let parsed: ReturnType<typeof parseCredentialReport>;
      try {
        parsed = parseCredentialReport(csv);
      } catch {
        throw new UnusableAnswer('IAM answered a credential report that could not be read. Try again later.');
      }
      if (!parsed.root) throw new UnusableAnswer('The credential report has no root user row. Try again later.');
      return { root: parsed.root, users: parsed.users };
    },
    'the IAM credential report',
    connection,
  );
  return {
    ...base,
    root: 'unknown' in report ? report : report.root,
    users: 'unknown' in report ? report : report.users,
    passwordPolicy: await attempt(() => passwordPolicy(iam), 'the account password policy', connection),
    buckets: await gatherBuckets(s3, connection),
    trails: await attempt(() => trails(cloudTrail, connection), 'the CloudTrail trails', connection),
    ...(await gatherRegionalFacts(connection, credentials)),
    ...iamAccessFacts(
      await attempt(() => gatherIamAccess(iam), 'the IAM authorization details', {
        baseUrl: connection.baseUrl,
        permission: 'iam:GetAccountAuthorizationDetails',
      }),
    ),
    securityHubFindings: await gatherSecurityHubFindings(securityHub, connection),
  };
}
