/** @jest-environment node */
import { providerAccounts } from '@/lib/domain/access-reviews/provider-accounts';
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
});
