/** The Google Cloud stand-in's projects: what each serves, as its IAM policy, buckets and service accounts. */
export type StandInProject = {
  projectId: string;
  bindings: { role: string; members: string[] }[];
  auditLogTypes: string[];
  buckets: { name: string; publicMembers: string[]; prevention: string; uniform: boolean; kmsKey?: string }[];
  serviceAccounts: { email: string; keys: { id: string; created: string }[] }[];
};

/** The service account the stand-in knows. */
export const CLIENT_EMAIL = 'complia-reader@acme-platform.iam.gserviceaccount.com';

/** The two projects, with their problems unless `fixed`. */
export function defaultProjects(fixed = false): StandInProject[] {
  return [
    {
      projectId: 'acme-prod',
      bindings: [
        { role: 'roles/owner', members: ['user:alice@acme.com', 'group:platform-admins@acme.com'] },
        ...(fixed ? [] : [{ role: 'roles/editor', members: ['user:bob@acme.com'] }]),
        { role: 'roles/editor', members: ['serviceAccount:123456789-compute@developer.gserviceaccount.com'] },
        { role: 'roles/iam.securityReviewer', members: [`serviceAccount:${CLIENT_EMAIL}`] },
      ],
      auditLogTypes: fixed ? ['ADMIN_READ', 'DATA_READ', 'DATA_WRITE'] : ['ADMIN_READ'],
      buckets: [
        { name: 'acme-prod-assets', publicMembers: fixed ? [] : ['allUsers'], prevention: fixed ? 'enforced' : 'inherited', uniform: true },
        {
          name: 'acme-prod-backups',
          publicMembers: [],
          prevention: 'enforced',
          uniform: true,
          kmsKey: 'projects/acme-prod/locations/eu/keyRings/backups/cryptoKeys/backups',
        },
      ],
      serviceAccounts: [
        {
          email: 'deployer@acme-prod.iam.gserviceaccount.com',
          keys: [
            ...(fixed ? [] : [{ id: '1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b', created: '2026-06-01T10:00:00Z' }]),
            { id: '9f8e7d6c5b4a39281706f5e4d3c2b1a098765432', created: '2026-11-01T10:00:00Z' },
          ],
        },
        { email: 'ci@acme-prod.iam.gserviceaccount.com', keys: [] },
      ],
    },
    {
      projectId: 'acme-staging',
      bindings: [{ role: 'roles/owner', members: ['user:alice@acme.com'] }],
      auditLogTypes: ['ADMIN_READ', 'DATA_READ', 'DATA_WRITE'],
      buckets: [{ name: 'acme-staging-logs', publicMembers: [], prevention: 'enforced', uniform: fixed }],
      serviceAccounts: [],
    },
  ];
}

/** `count` projects of a large organization, each with one compliant bucket. */
export const manyProjects = (count: number): StandInProject[] =>
  Array.from({ length: count }, (_, index) => ({
    projectId: `acme-team-${index}`,
    bindings: [{ role: 'roles/owner', members: ['group:platform-admins@acme.com'] }],
    auditLogTypes: ['ADMIN_READ', 'DATA_READ', 'DATA_WRITE'],
    buckets: [{ name: `acme-team-${index}-data`, publicMembers: [], prevention: 'enforced', uniform: true }],
    serviceAccounts: [],
  }));
