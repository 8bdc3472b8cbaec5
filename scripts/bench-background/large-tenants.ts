// The generated tenants of the large organization's daily check run (scripts/bench-stand-ins.ts): what each
// stand-in answers beyond its recorded fixtures, the same on every run.
import type { AwsStandInOptions } from '../../tests/support/aws-stand-in';
import type { StandInBucket, StandInTrail } from '../../tests/support/aws-stand-in-storage';

type Answer = { status: number; body: unknown };

const protection = (repository: string) => ({
  url: `https://api.github.com/repos/acme-corp/${repository}/branches/main/protection`,
  required_status_checks: null,
  enforce_admins: { enabled: true },
  required_pull_request_reviews: { dismiss_stale_reviews: true, require_code_owner_reviews: false, required_approving_review_count: 1 },
  allow_force_pushes: { enabled: false },
  allow_deletions: { enabled: false },
});
const notProtected = { message: 'Branch not protected', documentation_url: 'https://docs.github.com/rest', status: '404' };

/** `count` repositories of acme-corp, one in five without branch protection and one in fifty archived. */
export function largeGithubOrganization(count: number): Record<string, Answer> {
  const names = Array.from({ length: count }, (_, index) => `service-${String(index).padStart(3, '0')}`);
  const repositories = names.map((name, index) => ({
    id: 1000 + index,
    node_id: `R_${index}`,
    name,
    full_name: `acme-corp/${name}`,
    private: true,
    archived: index % 50 === 49,
    disabled: false,
    default_branch: 'main',
    visibility: 'private',
    pushed_at: '2026-11-20T09:00:00Z',
  }));
  const answers: Record<string, Answer> = { '/orgs/acme-corp/repos': { status: 200, body: repositories } };
  names.forEach((name, index) => {
    answers[`/repos/acme-corp/${name}/branches/main/protection`] =
      index % 5 === 4 ? { status: 404, body: notProtected } : { status: 200, body: protection(name) };
  });
  return answers;
}

/**
 * An account of `count` resources: a tenth S3 buckets (one in ten without default encryption, one in five without a
 * full public access block, one in four never versioned), two CloudTrail trails (a multi-region one kept well and a
 * regional one without log validation or KMS), in each of two regions its share of eight tenths as security groups
 * (half, one in ten open to SSH), DB instances (a quarter, one in ten unencrypted) and customer keys (a quarter, one
 * in four not rotated), and the rest IAM users.
 */
export function largeAwsAccount(count: number): Partial<AwsStandInOptions> {
  const regions = ['eu-west-1', 'us-east-1'];
  const bucketCount = Math.floor(count / 10);
  const trails: StandInTrail[] = [
    { name: 'management-events', homeRegion: 'eu-west-1', multiRegion: true, logging: true, validation: true, kms: true },
    { name: 'eu-data-events', homeRegion: 'eu-west-1', multiRegion: false, logging: true, validation: false, kms: false },
  ];
  const perRegion = Math.floor((count * 0.8) / regions.length);
  const groupCount = Math.floor(perRegion / 2);
  const instanceCount = Math.floor((perRegion - groupCount) / 2);
  const keyCount = perRegion - groupCount - instanceCount;
  const userCount = count - bucketCount - trails.length - perRegion * regions.length;
  return {
    // EC2, RDS and IAM answer at most 100 items a page to the product's requests.
    pageSize: 100,
    regions,
    buckets: Array.from({ length: bucketCount }, (_, index): StandInBucket => ({
      name: `acme-data-${String(index).padStart(3, '0')}`,
      encryption: index % 10 === 0 ? 'none' : index % 2 === 0 ? 'aws:kms' : 'AES256',
      publicAccessBlock: index % 5 === 0 ? 'partial' : 'full',
      versioning: index % 4 === 0 ? 'never' : 'Enabled',
    })),
    trails,
    groups: Array.from({ length: groupCount }, (_, index) => ({
      id: `sg-${index}`,
      name: `group-${index}`,
      rules: [{ protocol: 'tcp', from: index % 10 === 0 ? 22 : 443, cidr: '0.0.0.0/0' }],
    })),
    instances: Array.from({ length: instanceCount }, (_, index) => ({
      id: `db-${index}`,
      encrypted: index % 10 !== 0,
      public: false,
      retention: 7,
    })),
    keys: Array.from({ length: keyCount }, (_, index) => ({ id: `key-${index}`, rotation: index % 4 !== 0 })),
    users: Array.from({ length: userCount }, (_, index) => ({ name: `user-${index}`, attached: [], inline: [] })),
  };
}
