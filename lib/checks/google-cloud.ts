import { DAY_MS } from '@/lib/domain/calendar-days';
import type { GcpProject, GcpServiceAccount, GcsBucket, GoogleCloudFacts } from '@/lib/integrations/google-cloud/facts';
import { isUnknown, type CheckDefinition, type CheckResult, type Unknown } from './types';

/** How old an enabled user-managed service account key may be. */
export const MAX_SERVICE_ACCOUNT_KEY_AGE_DAYS = 90;
/** How many user accounts may hold the primitive Owner role of one project. */
export const MAX_USER_OWNERS = 3;
/** The members that open a resource to anyone: on the internet, or with any Google account. */
const PUBLIC_MEMBERS = ['allUsers', 'allAuthenticatedUsers'];
/** The log types a project's audit configuration must turn on for every service. */
const AUDIT_LOG_TYPES = ['ADMIN_READ', 'DATA_READ', 'DATA_WRITE'];

const unknownResult = (resource: string, { unknown }: Unknown): CheckResult => ({ resource, outcome: 'unknown', reason: unknown });
const bucketName = (bucket: GcsBucket) => `gs://${bucket.name}`;

/** A result per project by `judge`, or the connection's could not evaluate when the projects were not read. */
function perProject(facts: GoogleCloudFacts, judge: (project: GcpProject) => CheckResult[]): CheckResult[] {
  if (isUnknown(facts.projects)) return [unknownResult(facts.account, facts.projects)];
  if (facts.projects.length === 0)
    return [{ resource: facts.account, outcome: 'pass', reason: 'The service account sees no active project.' }];
  return facts.projects.flatMap(judge);
}

/** A result per bucket; a project without buckets passes, saying so. */
const perBucket = (facts: GoogleCloudFacts, judge: (bucket: GcsBucket) => CheckResult) =>
  perProject(facts, (project) => {
    if (isUnknown(project.buckets)) return [unknownResult(project.id, project.buckets)];
    if (project.buckets.length === 0)
      return [{ resource: project.id, outcome: 'pass', reason: 'The project has no Cloud Storage bucket.' }];
    return project.buckets.map(judge);
  });

/** A result per service account holding user-managed keys; a project with none passes, saying so. */
const perKeyedAccount = (facts: GoogleCloudFacts, judge: (account: GcpServiceAccount) => CheckResult) =>
  perProject(facts, (project) => {
    if (isUnknown(project.serviceAccounts)) return [unknownResult(project.id, project.serviceAccounts)];
    const keyed = project.serviceAccounts.filter((account) => isUnknown(account.keys) || account.keys.some((key) => !key.disabled));
    if (keyed.length === 0)
      return [{ resource: project.id, outcome: 'pass', reason: 'No service account of the project has an enabled user-managed key.' }];
    return keyed.map(judge);
  });

/** A project's result read from its IAM policy. */
const perPolicy = (facts: GoogleCloudFacts, judge: (project: GcpProject, policy: Exclude<GcpProject['policy'], Unknown>) => CheckResult) =>
  perProject(facts, (project) => [isUnknown(project.policy) ? unknownResult(project.id, project.policy) : judge(project, project.policy)]);

/** The enabled keys older than the bound fail; a key with no creation time cannot be evaluated. */
export function keyAgeResult(account: GcpServiceAccount, now: Date): CheckResult {
  if (isUnknown(account.keys)) return unknownResult(account.email, account.keys);
  const enabled = account.keys.filter((key) => !key.disabled);
  const ages = enabled.map((key) => ({
    id: key.id,
    days: key.createdAt ? Math.floor((now.getTime() - Date.parse(key.createdAt)) / DAY_MS) : null,
  }));
  const old = ages.filter((key) => key.days !== null && key.days > MAX_SERVICE_ACCOUNT_KEY_AGE_DAYS);
  if (old.length > 0) {
    const which = old.map((key) => `key ${key.id.slice(0, 12)} was created ${key.days} days ago`).join('; ');
    return { resource: account.email, outcome: 'fail', reason: `Older than ${MAX_SERVICE_ACCOUNT_KEY_AGE_DAYS} days: ${which}.` };
  }
  const undated = ages.find((key) => key.days === null);
  if (undated)
    return { resource: account.email, outcome: 'unknown', reason: `IAM shows no creation time for key ${undated.id.slice(0, 12)}.` };
  return {
    resource: account.email,
    outcome: 'pass',
    reason: `Its ${enabled.length} enabled user-managed key(s) are at most ${MAX_SERVICE_ACCOUNT_KEY_AGE_DAYS} days old.`,
  };
}

/** The user accounts (user:…) bound to `role` in the policy, deleted ones aside. */
const usersWith = (policy: Exclude<GcpProject['policy'], Unknown>, role: string) => [
  ...new Set(
    policy.bindings
      .filter((binding) => binding.role === role)
      .flatMap((binding) => binding.members)
      .filter((member) => member.startsWith('user:'))
      .map((member) => member.slice('user:'.length)),
  ),
];

/** The checks run on Google Cloud's facts. */
export const googleCloudChecks: readonly CheckDefinition<GoogleCloudFacts>[] = [
  {
    id: 'google-cloud.bucket-not-public',
    title: 'No Cloud Storage bucket is open to allUsers or allAuthenticatedUsers',
    proves: 'No bucket grants access to anyone on the internet or to any Google account.',
    controls: ['AC-01', 'AST-04'],
    severity: 'high',
    logic: {
      reads: "Every bucket of each project the service account sees, and the bucket's IAM policy.",
      rule: 'No role of the bucket may be bound to allUsers or allAuthenticatedUsers.',
      pass: 'The bucket binds no role to them (or the project has no bucket).',
      fail: 'A role is bound to allUsers or allAuthenticatedUsers; the result names it.',
      unknown: "The buckets, or that bucket's IAM policy, could not be read.",
    },
    evaluate: (facts) =>
      perBucket(facts, (bucket) => {
        if (isUnknown(bucket.bindings)) return unknownResult(bucketName(bucket), bucket.bindings);
        const open = bucket.bindings.filter((binding) => binding.members.some((member) => PUBLIC_MEMBERS.includes(member)));
        return open.length === 0
          ? { resource: bucketName(bucket), outcome: 'pass', reason: 'No role is bound to allUsers or allAuthenticatedUsers.' }
          : {
              resource: bucketName(bucket),
              outcome: 'fail',
              reason: `Public: ${open.map((binding) => `${binding.role} to ${binding.members.filter((member) => PUBLIC_MEMBERS.includes(member)).join(' and ')}`).join('; ')}.`,
            };
      }),
  },
  {
    id: 'google-cloud.bucket-public-access-prevention',
    title: 'Every Cloud Storage bucket enforces public access prevention',
    proves: 'No bucket can be made public later by a binding or an ACL.',
    controls: ['AC-01', 'AST-04'],
    severity: 'high',
    logic: {
      reads: "Every bucket's iamConfiguration.publicAccessPrevention.",
      rule: 'Public access prevention must be enforced on the bucket.',
      pass: 'It is enforced (or the project has no bucket).',
      fail: 'It is inherited or unspecified: the bucket may be opened to the public.',
      unknown: 'The buckets could not be read.',
    },
    evaluate: (facts) =>
      perBucket(facts, (bucket) =>
        bucket.publicAccessPrevention === 'enforced'
          ? { resource: bucketName(bucket), outcome: 'pass', reason: 'Public access prevention is enforced.' }
          : {
              resource: bucketName(bucket),
              outcome: 'fail',
              reason: `Public access prevention is ${bucket.publicAccessPrevention}, not enforced.`,
            },
      ),
  },
  {
    id: 'google-cloud.bucket-uniform-access',
    title: 'Every Cloud Storage bucket uses uniform bucket-level access',
    proves: "Access to every bucket's objects is decided by IAM alone, never by per-object ACLs.",
    controls: ['AC-01', 'OPS-07'],
    severity: 'medium',
    logic: {
      reads: "Every bucket's iamConfiguration.uniformBucketLevelAccess.",
      rule: 'Uniform bucket-level access must be enabled on the bucket.',
      pass: 'It is enabled (or the project has no bucket).',
      fail: 'It is off: object ACLs may grant access IAM does not show.',
      unknown: 'The buckets could not be read.',
    },
    evaluate: (facts) =>
      perBucket(facts, (bucket) =>
        bucket.uniformAccess
          ? { resource: bucketName(bucket), outcome: 'pass', reason: 'Uniform bucket-level access is enabled.' }
          : { resource: bucketName(bucket), outcome: 'fail', reason: 'Uniform bucket-level access is off: object ACLs apply.' },
      ),
  },
  {
    id: 'google-cloud.service-account-key-age',
    title: `No user-managed service account key is older than ${MAX_SERVICE_ACCOUNT_KEY_AGE_DAYS} days`,
    proves: `Keys that programs sign in with are replaced at least every ${MAX_SERVICE_ACCOUNT_KEY_AGE_DAYS} days, limiting what a leaked key exposes.`,
    controls: ['AC-08', 'CRY-01'],
    severity: 'medium',
    logic: {
      reads: "Each project's service accounts and their user-managed keys with each key's creation time (validAfterTime).",
      rule: `No enabled user-managed key may be older than ${MAX_SERVICE_ACCOUNT_KEY_AGE_DAYS} days.`,
      pass: `Each of the account's enabled keys is at most ${MAX_SERVICE_ACCOUNT_KEY_AGE_DAYS} days old (or no account has one).`,
      fail: 'An enabled key is older; the result names it by its ID and age.',
      unknown: "The service accounts or that account's keys could not be read, or a key has no creation time.",
    },
    evaluate: (facts, now) => perKeyedAccount(facts, (account) => keyAgeResult(account, now)),
  },
  {
    id: 'google-cloud.audit-logs-all-services',
    title: 'Every Google Cloud project audits data access for all services',
    proves: 'Reads and writes of data, and reads of configuration, are recorded for every service of the project.',
    controls: ['OPS-01', 'OPS-03'],
    severity: 'high',
    logic: {
      reads: "Each project's IAM policy, its auditConfigs.",
      rule: `An audit configuration for allServices must turn on ${AUDIT_LOG_TYPES.join(', ')}.`,
      pass: 'allServices has the three log types on.',
      fail: 'There is no allServices audit configuration, or it lacks a log type; the result names those missing.',
      unknown: "The projects or the project's IAM policy could not be read.",
    },
    evaluate: (facts) =>
      perPolicy(facts, (project, policy) => {
        const all = policy.auditConfigs.find((config) => config.service === 'allServices');
        if (!all)
          return { resource: project.id, outcome: 'fail', reason: 'No audit configuration covers allServices: Data Access logs are off.' };
        const missing = AUDIT_LOG_TYPES.filter((type) => !all.logTypes.includes(type));
        return missing.length === 0
          ? { resource: project.id, outcome: 'pass', reason: `allServices audits ${AUDIT_LOG_TYPES.join(', ')}.` }
          : { resource: project.id, outcome: 'fail', reason: `allServices does not audit ${missing.join(', ')}.` };
      }),
  },
  {
    id: 'google-cloud.no-primitive-roles-for-users',
    title: 'No person holds Editor, and few hold Owner, of a Google Cloud project',
    proves: 'People get the predefined roles their work needs, not the primitive roles that can change everything.',
    controls: ['AC-01', 'AC-07'],
    severity: 'high',
    logic: {
      reads: "Each project's IAM policy: the members bound to roles/editor and roles/owner.",
      rule: `No user account may hold roles/editor; at most ${MAX_USER_OWNERS} user accounts may hold roles/owner (groups and service accounts are not counted).`,
      pass: 'No user is an Editor and the owners are within the bound; the result names them.',
      fail: 'A user holds Editor, or more users than the bound hold Owner; the result names them.',
      unknown: "The projects or the project's IAM policy could not be read.",
    },
    evaluate: (facts) =>
      perPolicy(facts, (project, policy) => {
        const editors = usersWith(policy, 'roles/editor');
        const owners = usersWith(policy, 'roles/owner');
        const named = `Owners: ${owners.join(', ') || 'no user'}.`;
        if (editors.length > 0) return { resource: project.id, outcome: 'fail', reason: `Editor held by ${editors.join(', ')}. ${named}` };
        return owners.length > MAX_USER_OWNERS
          ? { resource: project.id, outcome: 'fail', reason: `More than ${MAX_USER_OWNERS} users hold Owner. ${named}` }
          : { resource: project.id, outcome: 'pass', reason: `No user holds Editor. ${named}` };
      }),
  },
];
