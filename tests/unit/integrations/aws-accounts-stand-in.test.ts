/** @jest-environment node */
import { providerAccounts, providerListing } from '@/lib/domain/access-reviews/provider-accounts';
import type { AwsConnection } from '@/lib/integrations/aws/client';
import { gatherAwsFacts } from '@/lib/integrations/aws/gather';
import { ADMINISTRATOR_ACCESS } from '@/lib/integrations/aws/policy-documents';
import { verifyAws } from '@/lib/integrations/aws/verify';
import { KEY_ID, SECRET } from '../../support/aws-responses';
import { startAwsStandIn, type AwsStandIn } from '../../support/aws-stand-in';

let aws: AwsStandIn;
beforeAll(async () => {
  aws = await startAwsStandIn();
});
afterAll(() => aws.close());

const connection = (accessKeyId = KEY_ID): AwsConnection => ({
  method: 'access-key',
  accessKeyId,
  secretAccessKey: SECRET,
  region: 'eu-west-1',
  baseUrl: aws.url,
});
const users = [
  { name: 'ops-admin', attached: [{ name: 'AdministratorAccess', arn: ADMINISTRATOR_ACCESS }], inline: [] },
  { name: 'deploy-bot', attached: [], inline: [] },
  { name: 'auditor', attached: [], inline: [] },
];

describe('an AWS account connected through its endpoint URL, as an access review reads it', () => {
  it('names the account of the right access key and refuses another key', async () => {
    expect(await verifyAws(connection())).toEqual({ ok: true, account: '123456789012' });
    expect(await verifyAws(connection('AKIAWRONGKEY00000000'))).toEqual({
      ok: false,
      message: 'AWS refused the access key (InvalidClientTokenId). Check the key id and secret.',
    });
  });

  it('lists the IAM users of the credential report, the one with AdministratorAccess of its own as an admin', async () => {
    aws.set({ users });
    const facts = await gatherAwsFacts({ ...connection(), account: '123456789012' });
    expect(providerAccounts('aws', facts)).toEqual([
      expect.objectContaining({ externalId: 'ops-admin', role: 'Console, Admin (AdministratorAccess)', admin: true }),
      expect.objectContaining({ externalId: 'deploy-bot', role: 'Console', admin: false }),
      expect.objectContaining({ externalId: 'auditor', role: 'Console', admin: false }),
    ]);
  });

  it('lists the roles after the users across pages, admin through a group, a role or its inline policy, service-linked roles left out', async () => {
    const everything = encodeURIComponent(JSON.stringify({ Statement: { Effect: 'Allow', Action: '*', Resource: '*' } }));
    const trust = (principal: unknown) => JSON.stringify({ Version: '2012-10-17', Statement: [{ Effect: 'Allow', Principal: principal }] });
    aws.set({
      pageSize: 2,
      users: [
        { name: 'ops-admin', attached: [], inline: [], groups: ['admins'] },
        { name: 'auditor', attached: [], inline: [], groups: ['readers'] },
      ],
      iamGroups: [
        { name: 'readers', attached: [{ name: 'ReadOnlyAccess', arn: 'arn:aws:iam::aws:policy/ReadOnlyAccess' }], inline: [] },
        { name: 'admins', attached: [{ name: 'full-admin', arn: 'arn:aws:iam::123456789012:policy/full-admin' }], inline: [] },
      ],
      roles: [
        {
          name: 'OktaAdmins',
          trust: trust({ AWS: 'arn:aws:iam::123456789012:root', Federated: 'arn:aws:iam::123456789012:saml-provider/okta' }),
          attached: [{ name: 'AdministratorAccess', arn: ADMINISTRATOR_ACCESS }],
          inline: [],
          lastUsed: '2026-11-20T09:30:00Z',
        },
        {
          name: 'ci-deploy',
          trust: trust({ Service: 'codebuild.amazonaws.com' }),
          attached: [],
          inline: [{ name: 'all', document: everything }],
        },
        { name: 'reader', trust: trust({ AWS: 'arn:aws:iam::210987654321:root' }), attached: [], inline: [] },
        {
          name: 'AWSServiceRoleForSupport',
          path: '/aws-service-role/support.amazonaws.com/',
          trust: trust({ Service: 'support.amazonaws.com' }),
          attached: [],
          inline: [],
        },
      ],
      policies: [{ name: 'full-admin', arn: 'arn:aws:iam::123456789012:policy/full-admin', document: everything }],
    });
    const facts = await gatherAwsFacts({ ...connection(), account: '123456789012' });
    expect(aws.requests.filter((request) => request.endsWith('GetAccountAuthorizationDetails'))).toHaveLength(4);
    expect(aws.bodies.find((body) => body.includes('GetAccountAuthorizationDetails'))).toContain('Filter.member.3=Role');
    expect(providerAccounts('aws', facts)).toEqual([
      expect.objectContaining({ externalId: 'ops-admin', role: 'Console, Admin (full-admin (group admins))', admin: true }),
      expect.objectContaining({ externalId: 'auditor', role: 'Console', admin: false }),
      {
        externalId: 'arn:aws:iam::123456789012:role/OktaAdmins',
        email: '',
        name: 'OktaAdmins',
        role: 'Assumed by: arn:aws:iam::123456789012:root, okta SAML; Admin (AdministratorAccess)',
        admin: true,
        lastActivity: '2026-11-20T09:30:00.000Z',
      },
      expect.objectContaining({ name: 'ci-deploy', role: 'Assumed by: codebuild.amazonaws.com; Admin (all (inline))', admin: true }),
      expect.objectContaining({ name: 'reader', role: 'Assumed by: arn:aws:iam::210987654321:root', admin: false, lastActivity: null }),
    ]);
  });

  it('lists the users without admin flags and leaves the roles unread when only the authorization details are refused, naming the action', async () => {
    aws.set({
      users,
      roles: [{ name: 'OktaAdmins', trust: '{}', attached: [], inline: [] }],
      refused: ['iam:GetAccountAuthorizationDetails'],
    });
    const facts = await gatherAwsFacts({ ...connection(), account: '123456789012' });
    expect(facts.roles).toEqual({
      unknown:
        'The credentials may not read the IAM authorization details (AccessDenied). Grant iam:GetAccountAuthorizationDetails (part of the SecurityAudit policy).',
    });
    expect(Array.isArray(facts.users)).toBe(true);
    expect(providerListing('aws', facts)).toEqual({
      accounts: users.map((user) => expect.objectContaining({ externalId: user.name, admin: false })),
      unread: ['arn:'],
    });
  });
});
