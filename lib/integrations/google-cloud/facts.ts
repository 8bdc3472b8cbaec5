import type { Unknown } from '@/lib/checks/types';
import type { ProjectSecurityFindings } from './security-center';

/** One role binding of an IAM policy: the role and its members (user:, group:, serviceAccount:, allUsers…). */
export type IamBinding = { role: string; members: string[] };

/** A project's IAM policy, as far as the checks read it: its bindings and the log types audited per service. */
export type ProjectPolicy = { bindings: IamBinding[]; auditConfigs: { service: string; logTypes: string[] }[] };

/** A Cloud Storage bucket with the settings the checks read. */
export type GcsBucket = {
  name: string;
  /** Uniform bucket-level access (iamConfiguration.uniformBucketLevelAccess.enabled). */
  uniformAccess: boolean;
  /** iamConfiguration.publicAccessPrevention: enforced, inherited (or unspecified, its older name). */
  publicAccessPrevention: string;
  /** The customer-managed key new objects are encrypted with by default; null for Google-managed encryption. */
  defaultKmsKey: string | null;
  /** The bucket's IAM bindings. */
  bindings: IamBinding[] | Unknown;
};

/** A service account of a project with its user-managed keys (Google-managed keys rotate themselves). */
export type GcpServiceAccount = {
  email: string;
  disabled: boolean;
  keys: { id: string; createdAt: string | null; disabled: boolean }[] | Unknown;
};

export type GcpProject = {
  id: string;
  name: string;
  policy: ProjectPolicy | Unknown;
  buckets: GcsBucket[] | Unknown;
  serviceAccounts: GcpServiceAccount[] | Unknown;
};

/** What a Google Cloud run gathered: every active project the service account sees, with what its checks read. */
export type GoogleCloudFacts = {
  /** The project that holds the service account, naming the connection. */
  account: string;
  collectedAt: string;
  projects: GcpProject[] | Unknown;
  /** Each project's active Security Command Center findings, or why the projects could not be listed. */
  securityFindings?: ProjectSecurityFindings[] | Unknown;
};
