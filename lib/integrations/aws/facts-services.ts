import type { Unknown } from '@/lib/checks/types';

/** One region's reading of something AWS keeps per region: the value, or why that region could not be read. */
export type Regional<T> = { region: string; read: T | Unknown };

/** A region's GuardDuty detector: 'none' when the region has none, else whether it is enabled. */
export type GuardDutyDetector = 'none' | { id: string; enabled: boolean };

/** A region's AWS Config recorders: each by name with whether it is recording now. */
export type ConfigRecorder = { name: string; recording: boolean };

/** A security group rule open to the whole internet (0.0.0.0/0 or ::/0): its protocol ('-1' for all) and ports. */
export type OpenRule = { protocol: string; fromPort: number | null; toPort: number | null };

/** A security group with the inbound rules that admit any address. */
export type SecurityGroup = { id: string; name: string; region: string; openToInternet: OpenRule[] };

/** An RDS DB instance as the checks read it. */
export type DbInstance = {
  id: string;
  region: string;
  encrypted: boolean;
  publiclyAccessible: boolean;
  /** Days automated backups are kept; 0 when automated backups are off. */
  backupRetentionDays: number;
};

/** A customer managed KMS key that rotation applies to (symmetric, enabled), with whether rotation is on. */
export type KmsKey = { id: string; region: string; rotation: boolean | Unknown };

/** An IAM user with the policies attached to the user itself (not through a group) that grant every action on every resource. */
export type DirectAdmin = { user: string; policies: string[] };

/** A finding of AWS Security Hub (ASFF) as the product keeps it. */
export type SecurityHubFinding = {
  /** The resource it is about (its ARN or id). */
  asset: string;
  /** A CVE when the finding names one, else its generator id. */
  identifier: string;
  title: string;
  severity: 'critical' | 'high' | 'medium' | 'low';
  firstSeenOn: string | null;
  /** The day AWS marked it resolved or archived it; null while it is active. */
  resolvedOn: string | null;
};
