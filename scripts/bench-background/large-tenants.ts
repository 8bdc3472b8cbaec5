// The generated tenants of the large organization's daily check run (scripts/bench-stand-ins.ts): what each
// stand-in answers beyond its recorded fixtures, the same on every run.
import type { AwsStandInOptions } from '../../tests/support/aws-stand-in';

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
 * An account of `count` resources in two regions: per region, half of its share security groups (one in ten open
 * to SSH), a fifth DB instances (one in ten unencrypted) and a fifth customer keys (one in four not rotated), and
 * the rest IAM users.
 */
export function largeAwsAccount(count: number): Partial<AwsStandInOptions> {
  const regions = ['eu-west-1', 'us-east-1'];
  const perRegion = Math.floor((count * 0.9) / regions.length);
  const groupCount = Math.floor(perRegion / 2);
  const instanceCount = Math.floor((perRegion - groupCount) / 2);
  const keyCount = perRegion - groupCount - instanceCount;
  const userCount = count - perRegion * regions.length;
  return {
    // EC2, RDS and IAM answer at most 100 items a page to the product's requests.
    pageSize: 100,
    regions,
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
