import { googleCloudChecks, MAX_USER_OWNERS } from '@/lib/checks/google-cloud';
import type { GcpProject, GcsBucket, GoogleCloudFacts } from '@/lib/integrations/google-cloud/facts';

const now = new Date('2026-11-28T08:00:00Z');
const bucket = (name: string, changes: Partial<GcsBucket> = {}): GcsBucket => ({
  name,
  uniformAccess: true,
  publicAccessPrevention: 'enforced',
  defaultKmsKey: null,
  bindings: [{ role: 'roles/storage.legacyBucketOwner', members: ['projectOwner:acme-prod'] }],
  ...changes,
});
const project = (id: string, changes: Partial<GcpProject> = {}): GcpProject => ({
  id,
  name: id,
  policy: {
    bindings: [{ role: 'roles/owner', members: ['user:alice@acme.com', 'group:admins@acme.com'] }],
    auditConfigs: [{ service: 'allServices', logTypes: ['ADMIN_READ', 'DATA_READ', 'DATA_WRITE'] }],
  },
  buckets: [bucket('acme-assets')],
  serviceAccounts: [
    {
      email: 'deployer@acme-prod.iam.gserviceaccount.com',
      disabled: false,
      keys: [{ id: 'k1', createdAt: '2026-11-01T00:00:00Z', disabled: false }],
    },
  ],
  ...changes,
});
const facts = (projects: GoogleCloudFacts['projects'] = [project('acme-prod')]): GoogleCloudFacts => ({
  account: 'acme-platform',
  collectedAt: now.toISOString(),
  projects,
});
const run = (id: string, input: GoogleCloudFacts) => googleCloudChecks.find((check) => check.id === id)!.evaluate(input, now);
const outcomes = (id: string, input: GoogleCloudFacts) => run(id, input).map(({ resource, outcome }) => [resource, outcome]);
const refused = { unknown: 'The service account may not read the projects (403).' };

describe('the Google Cloud checks', () => {
  it('are six, each mapped to controls', () => {
    expect(googleCloudChecks.map((check) => check.id)).toEqual([
      'google-cloud.bucket-not-public',
      'google-cloud.bucket-public-access-prevention',
      'google-cloud.bucket-uniform-access',
      'google-cloud.service-account-key-age',
      'google-cloud.audit-logs-all-services',
      'google-cloud.no-primitive-roles-for-users',
    ]);
  });

  it.each(googleCloudChecks.map((check) => [check.id]))(
    '%s cannot evaluate projects that were not read, and passes an organization with none',
    (id) => {
      expect(run(id, facts(refused))).toEqual([{ resource: 'acme-platform', outcome: 'unknown', reason: refused.unknown }]);
      expect(outcomes(id, facts([]))).toEqual([['acme-platform', 'pass']]);
    },
  );
});

describe('google-cloud.bucket-not-public', () => {
  const id = 'google-cloud.bucket-not-public';
  it('passes a private bucket and fails one bound to allUsers or allAuthenticatedUsers, naming the role', () => {
    const open = bucket('acme-web', { bindings: [{ role: 'roles/storage.objectViewer', members: ['allUsers', 'user:bob@acme.com'] }] });
    const signedIn = bucket('acme-share', { bindings: [{ role: 'roles/storage.objectAdmin', members: ['allAuthenticatedUsers'] }] });
    const results = run(id, facts([project('acme-prod', { buckets: [bucket('acme-assets'), open, signedIn] })]));
    expect(results).toEqual([
      { resource: 'gs://acme-assets', outcome: 'pass', reason: 'No role is bound to allUsers or allAuthenticatedUsers.' },
      { resource: 'gs://acme-web', outcome: 'fail', reason: 'Public: roles/storage.objectViewer to allUsers.' },
      { resource: 'gs://acme-share', outcome: 'fail', reason: 'Public: roles/storage.objectAdmin to allAuthenticatedUsers.' },
    ]);
  });

  it('cannot evaluate a bucket whose policy, or a project whose buckets, were not read, and passes a project without buckets', () => {
    const unread = bucket('acme-web', { bindings: { unknown: 'No storage.buckets.getIamPolicy.' } });
    expect(
      outcomes(
        id,
        facts([
          project('acme-prod', { buckets: [unread] }),
          project('acme-dev', { buckets: { unknown: 'No list.' } }),
          project('acme-empty', { buckets: [] }),
        ]),
      ),
    ).toEqual([
      ['gs://acme-web', 'unknown'],
      ['acme-dev', 'unknown'],
      ['acme-empty', 'pass'],
    ]);
  });
});

describe('the bucket settings checks', () => {
  it('fails public access prevention that is inherited, and passes it enforced', () => {
    const inherited = bucket('acme-web', { publicAccessPrevention: 'inherited' });
    expect(
      run('google-cloud.bucket-public-access-prevention', facts([project('acme-prod', { buckets: [bucket('acme-assets'), inherited] })])),
    ).toEqual([
      { resource: 'gs://acme-assets', outcome: 'pass', reason: 'Public access prevention is enforced.' },
      { resource: 'gs://acme-web', outcome: 'fail', reason: 'Public access prevention is inherited, not enforced.' },
    ]);
  });

  it('fails a bucket with uniform bucket-level access off', () => {
    const fineGrained = bucket('acme-legacy', { uniformAccess: false });
    expect(
      outcomes('google-cloud.bucket-uniform-access', facts([project('acme-prod', { buckets: [bucket('acme-assets'), fineGrained] })])),
    ).toEqual([
      ['gs://acme-assets', 'pass'],
      ['gs://acme-legacy', 'fail'],
    ]);
  });
});

describe('google-cloud.service-account-key-age', () => {
  const id = 'google-cloud.service-account-key-age';
  const withKeys = (keys: NonNullable<GcpProject['serviceAccounts']>) => facts([project('acme-prod', { serviceAccounts: keys })]);
  it('passes keys up to 90 days old and fails an older enabled one, naming it and its age', () => {
    const results = run(
      id,
      withKeys([
        {
          email: 'fresh@acme-prod.iam.gserviceaccount.com',
          disabled: false,
          keys: [{ id: 'k1', createdAt: '2026-08-30T08:00:00Z', disabled: false }],
        },
        {
          email: 'old@acme-prod.iam.gserviceaccount.com',
          disabled: false,
          keys: [
            { id: '1a2b3c4d5e6f7a8b9c0d', createdAt: '2026-06-01T08:00:00Z', disabled: false },
            { id: 'k3', createdAt: '2025-01-01T08:00:00Z', disabled: true },
          ],
        },
      ]),
    );
    expect(results).toEqual([
      {
        resource: 'fresh@acme-prod.iam.gserviceaccount.com',
        outcome: 'pass',
        reason: 'Its 1 enabled user-managed key(s) are at most 90 days old.',
      },
      {
        resource: 'old@acme-prod.iam.gserviceaccount.com',
        outcome: 'fail',
        reason: 'Older than 90 days: key 1a2b3c4d5e6f was created 180 days ago.',
      },
    ]);
  });

  it('passes a project whose accounts hold no enabled key, and cannot evaluate keys not read or undated', () => {
    expect(
      outcomes(
        id,
        withKeys([
          {
            email: 'ci@acme-prod.iam.gserviceaccount.com',
            disabled: false,
            keys: [{ id: 'k', createdAt: '2020-01-01T00:00:00Z', disabled: true }],
          },
        ]),
      ),
    ).toEqual([['acme-prod', 'pass']]);
    expect(
      outcomes(
        id,
        withKeys([
          { email: 'a@acme-prod.iam.gserviceaccount.com', disabled: false, keys: { unknown: 'No iam.serviceAccountKeys.list.' } },
          { email: 'b@acme-prod.iam.gserviceaccount.com', disabled: false, keys: [{ id: 'k', createdAt: null, disabled: false }] },
        ]),
      ),
    ).toEqual([
      ['a@acme-prod.iam.gserviceaccount.com', 'unknown'],
      ['b@acme-prod.iam.gserviceaccount.com', 'unknown'],
    ]);
    expect(outcomes(id, facts([project('acme-prod', { serviceAccounts: { unknown: 'No list.' } })]))).toEqual([['acme-prod', 'unknown']]);
  });
});

describe('google-cloud.audit-logs-all-services', () => {
  const id = 'google-cloud.audit-logs-all-services';
  const audited = (auditConfigs: { service: string; logTypes: string[] }[]) =>
    facts([project('acme-prod', { policy: { bindings: [], auditConfigs } })]);
  it('passes allServices with the three log types, and fails a partial or a missing configuration, naming what lacks', () => {
    expect(outcomes(id, facts())).toEqual([['acme-prod', 'pass']]);
    expect(run(id, audited([{ service: 'allServices', logTypes: ['ADMIN_READ'] }]))[0]).toEqual({
      resource: 'acme-prod',
      outcome: 'fail',
      reason: 'allServices does not audit DATA_READ, DATA_WRITE.',
    });
    expect(run(id, audited([{ service: 'storage.googleapis.com', logTypes: ['ADMIN_READ', 'DATA_READ', 'DATA_WRITE'] }]))[0]!.outcome).toBe(
      'fail',
    );
  });

  it('cannot evaluate a project whose policy was not read', () => {
    expect(outcomes(id, facts([project('acme-prod', { policy: { unknown: 'No getIamPolicy.' } })]))).toEqual([['acme-prod', 'unknown']]);
  });
});

describe('google-cloud.no-primitive-roles-for-users', () => {
  const id = 'google-cloud.no-primitive-roles-for-users';
  const bound = (bindings: { role: string; members: string[] }[]) =>
    facts([project('acme-prod', { policy: { bindings, auditConfigs: [] } })]);
  it('passes owners within the bound, counting users only, and names them', () => {
    expect(run(id, facts())[0]).toEqual({
      resource: 'acme-prod',
      outcome: 'pass',
      reason: 'No user holds Editor. Owners: alice@acme.com.',
    });
    expect(
      run(
        id,
        bound([{ role: 'roles/editor', members: ['serviceAccount:build@acme-prod.iam.gserviceaccount.com', 'group:devs@acme.com'] }]),
      )[0]!.outcome,
    ).toBe('pass');
  });

  it('fails a user holding Editor, and more user owners than the bound', () => {
    expect(run(id, bound([{ role: 'roles/editor', members: ['user:bob@acme.com'] }]))[0]).toEqual({
      resource: 'acme-prod',
      outcome: 'fail',
      reason: 'Editor held by bob@acme.com. Owners: no user.',
    });
    const owners = Array.from({ length: MAX_USER_OWNERS + 1 }, (_, index) => `user:owner${index}@acme.com`);
    expect(run(id, bound([{ role: 'roles/owner', members: owners }]))[0]!.reason).toMatch(/^More than 3 users hold Owner\./);
  });
});
