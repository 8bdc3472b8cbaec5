import type { Unknown } from '@/lib/checks/types';
import type {
  ConfigRecorder,
  DbInstance,
  DirectAdmin,
  GuardDutyDetector,
  KmsKey,
  Regional,
  SecurityGroup,
  SecurityHubFinding,
} from './facts-services';
import type { GroupAdmin, IamRole } from './facts-iam';

/** One of an IAM user's two access keys, from the credential report: active or not, and when it was last rotated (ISO time). */
export type AccessKey = { active: boolean; lastRotated: string | null };

/** An IAM user as the credential report shows it. */
export type IamUser = { name: string; passwordEnabled: boolean; mfaActive: boolean; accessKeys: AccessKey[] };

/** The account's root user: whether it signs in with MFA and how many of its access keys are active. */
export type RootUser = { mfaActive: boolean; activeAccessKeys: number };

/** A bucket's four public access block settings, or 'none' when none is set on the bucket. */
export type PublicAccessBlock =
  { blockPublicAcls: boolean; ignorePublicAcls: boolean; blockPublicPolicy: boolean; restrictPublicBuckets: boolean } | 'none';

/** A bucket's default encryption: the algorithm (AES256, aws:kms, aws:kms:dsse), or 'none'. */
export type BucketEncryption = { algorithm: string } | 'none';

/** A bucket's versioning: 'Enabled', 'Suspended', or 'never' for a bucket that never had it on. */
export type BucketVersioning = 'Enabled' | 'Suspended' | 'never';

export type Bucket = {
  name: string;
  publicAccessBlock: PublicAccessBlock | Unknown;
  encryption: BucketEncryption | Unknown;
  versioning: BucketVersioning | Unknown;
};

/** A CloudTrail trail the region shows (its own or another region's multi-region trail). */
export type Trail = {
  name: string;
  homeRegion: string;
  multiRegion: boolean;
  logging: boolean | Unknown;
  /** Whether CloudTrail writes digest files that prove the log files unchanged. */
  logFileValidation: boolean;
  /** The KMS key the log files are encrypted with, or null for S3's own encryption. */
  kmsKeyId: string | null;
};

/** What an AWS run gathered about an account: the raw facts its checks read and its evidence keeps. */
export type AwsFacts = {
  /** The 12-digit account id. */
  account: string;
  collectedAt: string;
  /** The root user, from the IAM credential report. */
  root: RootUser | Unknown;
  /** Every IAM user, from the IAM credential report. */
  users: IamUser[] | Unknown;
  /** The account password policy's minimum length, or 'none' when the account has no policy. */
  passwordPolicy: { minimumLength: number } | 'none' | Unknown;
  buckets: Bucket[] | Unknown;
  trails: Trail[] | Unknown;
  /** The regions enabled for the account that were read, each regional fact below read in each. */
  regions: string[] | Unknown;
  guardDuty: Regional<GuardDutyDetector>[] | Unknown;
  configRecorders: Regional<ConfigRecorder[]>[] | Unknown;
  ebsDefaultEncryption: Regional<boolean>[] | Unknown;
  securityGroups: Regional<SecurityGroup[]>[] | Unknown;
  dbInstances: Regional<DbInstance[]>[] | Unknown;
  kmsKeys: Regional<KmsKey[]>[] | Unknown;
  /** IAM users with a full-admin policy attached to the user directly, from the account authorization details. */
  directAdmins: DirectAdmin[] | Unknown;
  /** IAM users holding a full-admin policy through a group, from the same authorization details (absent from older runs). */
  groupAdmins?: GroupAdmin[] | Unknown;
  /** The IAM roles (service-linked roles left out), from the same authorization details (absent from older runs). */
  roles?: IamRole[] | Unknown;
  /** Security Hub's findings in the connection's region (active and resolved), or why they could not be read. */
  securityHubFindings: SecurityHubFinding[] | Unknown;
};
