import { isGoogleCloudAdminRole } from '@/lib/domain/access-reviews/google-cloud-accounts';
import { providerListing } from '@/lib/domain/access-reviews/provider-accounts';
import type { GcpProject } from '@/lib/integrations/google-cloud/facts';

const project = (id: string, policy: GcpProject['policy']): GcpProject => ({ id, name: id, policy, buckets: [], serviceAccounts: [] });
const policy = (bindings: { role: string; members: string[] }[]) => ({ bindings, auditConfigs: [] });

describe('the Google Cloud IAM members an access review reads', () => {
  it('lists each member of each project once, with its roles, users matched by e-mail and other kinds named', () => {
    const listing = providerListing('google-cloud', {
      projects: [
        project(
          'acme-prod',
          policy([
            { role: 'roles/owner', members: ['user:Alice@Acme.com', 'group:admins@acme.com'] },
            { role: 'roles/viewer', members: ['user:Alice@Acme.com', 'domain:acme.com', 'allUsers'] },
            {
              role: 'roles/run.invoker',
              members: ['serviceAccount:ci@acme-prod.iam.gserviceaccount.com', 'deleted:user:gone@acme.com?uid=42'],
            },
          ]),
        ),
        project('acme-staging', policy([{ role: 'roles/viewer', members: ['user:Alice@Acme.com'] }])),
      ],
    });
    expect(listing?.unread).toEqual([]);
    expect(listing?.accounts.map((account) => [account.externalId, account.email, account.name, account.role, account.admin])).toEqual([
      ['acme-prod/user:Alice@Acme.com', 'alice@acme.com', 'Alice@Acme.com', 'User in acme-prod: roles/owner, roles/viewer', true],
      ['acme-prod/group:admins@acme.com', '', 'admins@acme.com', 'Group in acme-prod: roles/owner', true],
      ['acme-prod/domain:acme.com', '', 'acme.com', 'Domain in acme-prod: roles/viewer', false],
      ['acme-prod/allUsers', '', 'allUsers (anyone on the internet)', 'Public in acme-prod: roles/viewer', false],
      [
        'acme-prod/serviceAccount:ci@acme-prod.iam.gserviceaccount.com',
        '',
        'ci@acme-prod.iam.gserviceaccount.com',
        'Service account in acme-prod: roles/run.invoker',
        false,
      ],
      ['acme-prod/deleted:user:gone@acme.com?uid=42', '', 'gone@acme.com', 'User (deleted) in acme-prod: roles/run.invoker', false],
      ['acme-staging/user:Alice@Acme.com', 'alice@acme.com', 'Alice@Acme.com', 'User in acme-staging: roles/viewer', false],
    ]);
  });

  it('counts Owner, Editor and the services’ admin roles as admin, and neither viewers nor custom roles', () => {
    for (const role of [
      'roles/owner',
      'roles/editor',
      'roles/compute.admin',
      'roles/iam.securityAdmin',
      'roles/resourcemanager.projectIamAdmin',
    ]) {
      expect([role, isGoogleCloudAdminRole(role)]).toEqual([role, true]);
    }
    for (const role of ['roles/viewer', 'roles/browser', 'roles/iam.securityReviewer', 'roles/admin.viewer', 'projects/acme/roles/admin']) {
      expect([role, isGoogleCloudAdminRole(role)]).toEqual([role, false]);
    }
  });

  it('leaves a project whose policy could not be read unread, and reads nothing without the projects', () => {
    const listing = providerListing('google-cloud', {
      projects: [
        project('acme-prod', { unknown: 'Grant resourcemanager.projects.getIamPolicy' }),
        project('acme-staging', policy([{ role: 'roles/owner', members: ['user:alice@acme.com'] }])),
      ],
    });
    expect(listing).toEqual({
      accounts: [expect.objectContaining({ externalId: 'acme-staging/user:alice@acme.com', admin: true })],
      unread: ['acme-prod/'],
    });
    expect(providerListing('google-cloud', { projects: { unknown: 'refused' } })).toBeNull();
  });
});
