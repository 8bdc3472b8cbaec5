/** @jest-environment node */
import { isUnknown } from '@/lib/checks/types';
import { gatherGoogleCloudFacts } from '@/lib/integrations/google-cloud/gather';
import { manyProjects, startGoogleCloudStandIn, type GoogleCloudStandIn } from '../../support/google-cloud-stand-in';

let cloud: GoogleCloudStandIn;
beforeAll(async () => {
  cloud = await startGoogleCloudStandIn();
});
afterAll(() => cloud.close());
beforeEach(() => cloud.set({ pageSize: 1, projects: null, fixed: false, refused: [], rateLimit: 'none', revoked: false }));

const now = new Date('2026-11-28T08:00:00Z');
const gather = () => {
  const key = JSON.parse(cloud.serviceAccountKey) as { client_email: string; private_key: string };
  return gatherGoogleCloudFacts({ baseUrl: cloud.url, clientEmail: key.client_email, privateKey: key.private_key }, now);
};
const projectsOf = async () => {
  const facts = await gather();
  if (isUnknown(facts.projects)) throw new Error(facts.projects.unknown);
  return facts.projects;
};

describe('gatherGoogleCloudFacts against the Google Cloud stand-in', () => {
  it('reads every page of projects, their IAM policy and audit configuration, buckets and service account keys', async () => {
    const facts = await gather();
    expect(facts.account).toBe('acme-platform');
    expect(facts.collectedAt).toBe('2026-11-28T08:00:00.000Z');
    if (isUnknown(facts.projects)) throw new Error(facts.projects.unknown);
    const [prod, staging] = facts.projects;
    expect(prod!.id).toBe('acme-prod');
    expect(prod!.policy).toEqual({
      bindings: expect.arrayContaining([{ role: 'roles/editor', members: ['user:bob@acme.com'] }]),
      auditConfigs: [{ service: 'allServices', logTypes: ['ADMIN_READ'] }],
    });
    expect(prod!.buckets).toEqual([
      {
        name: 'acme-prod-assets',
        uniformAccess: true,
        publicAccessPrevention: 'inherited',
        defaultKmsKey: null,
        bindings: [
          { role: 'roles/storage.legacyBucketOwner', members: ['projectOwner:acme'] },
          { role: 'roles/storage.objectViewer', members: ['allUsers'] },
        ],
      },
      expect.objectContaining({
        name: 'acme-prod-backups',
        defaultKmsKey: 'projects/acme-prod/locations/eu/keyRings/backups/cryptoKeys/backups',
      }),
    ]);
    expect(prod!.serviceAccounts).toEqual([
      {
        email: 'deployer@acme-prod.iam.gserviceaccount.com',
        disabled: false,
        keys: [
          { id: '1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b', createdAt: '2026-06-01T10:00:00.000Z', disabled: false },
          { id: '9f8e7d6c5b4a39281706f5e4d3c2b1a098765432', createdAt: '2026-11-01T10:00:00.000Z', disabled: false },
        ],
      },
      { email: 'ci@acme-prod.iam.gserviceaccount.com', disabled: false, keys: [] },
    ]);
    expect(staging).toEqual(expect.objectContaining({ id: 'acme-staging', serviceAccounts: [] }));
    // Pages of one item followed through pageToken; the token asked once, and only its read-only scope.
    expect(cloud.requests.filter((request) => request.startsWith('GET /v1/projects?') && request.includes('pageToken=1'))).toHaveLength(1);
    expect(cloud.requests.filter((request) => request.startsWith('GET /storage/v1/b?') && request.includes('pageToken=1'))).toHaveLength(1);
    expect(cloud.requests.filter((request) => request === 'POST /token')).toHaveLength(1);
  });

  it('keeps the other lists and names the permission when only one list is refused', async () => {
    cloud.set({ refused: ['keys'] });
    const [prod] = await projectsOf();
    expect(Array.isArray(prod!.buckets) && prod!.buckets).toHaveLength(2);
    expect(Array.isArray(prod!.serviceAccounts) && prod!.serviceAccounts[0]!.keys).toEqual({
      unknown:
        'The service account may not read the keys of deployer@acme-prod.iam.gserviceaccount.com (403). Grant it the permission iam.serviceAccountKeys.list.',
    });
    cloud.set({ refused: ['iamPolicy', 'bucketPolicy'] });
    const [limited] = await projectsOf();
    expect(limited!.policy).toEqual({
      unknown:
        'The service account may not read the IAM policy of acme-prod (403). Grant it the permission resourcemanager.projects.getIamPolicy.',
    });
    expect(Array.isArray(limited!.buckets) && limited!.buckets[0]!.bindings).toEqual({
      unknown: expect.stringContaining('storage.buckets.getIamPolicy'),
    });
    expect(Array.isArray(limited!.serviceAccounts)).toBe(true);
  });

  it('makes the projects unknown, with the reason, for a refused key, a refused list or a long rate limit', async () => {
    cloud.set({ revoked: true });
    expect((await gather()).projects).toEqual({ unknown: expect.stringContaining('Google refused the service account') });
    cloud.set({ revoked: false, refused: ['projects'] });
    expect((await gather()).projects).toEqual({
      unknown: 'The service account may not read the projects (403). Grant it the permission resourcemanager.projects.get.',
    });
    cloud.set({ refused: [], rateLimit: 'long' });
    expect((await gather()).projects).toEqual({
      unknown: expect.stringMatching(/^Google's rate limit for this service account is used up until \d\d:\d\d UTC\. Try again then\.$/),
    });
  });

  it('waits out a rate limit that Google says is over and reads on', async () => {
    cloud.set({ rateLimit: 'once' });
    expect(await projectsOf()).toHaveLength(2);
  });

  it('reads an organization without projects as none, and a large one project by project', async () => {
    cloud.set({ projects: [] });
    expect((await gather()).projects).toEqual([]);
    cloud.set({ projects: manyProjects(150), pageSize: 500 });
    const large = await projectsOf();
    expect(large).toHaveLength(150);
    expect(large.every((project) => Array.isArray(project.buckets) && project.buckets.length === 1)).toBe(true);
  });
});
