/** @jest-environment node */
import { awsChecks } from '@/lib/checks/aws';
import { awsConnector } from '@/lib/integrations/aws/connector';
import { ACCOUNT, EXTERNAL_ID, KEY_ID, ROLE_ARN, SECRET } from '../../support/aws-responses';

const withKey = { method: 'access-key' as const, accessKeyId: KEY_ID, secretAccessKey: SECRET, region: 'us-east-1' };

describe('awsConnector', () => {
  it('turns the connect form into a connection: the role account known at once, every secret field a string', () => {
    expect(
      awsConnector.fromInput({ method: 'role', roleArn: ROLE_ARN, externalId: EXTERNAL_ID, region: 'eu-west-1', baseUrl: '' }),
    ).toEqual({
      baseUrl: '',
      account: ACCOUNT,
      secret: { method: 'role', region: 'eu-west-1', roleArn: ROLE_ARN, externalId: EXTERNAL_ID },
    });
    const key = awsConnector.fromInput({ ...withKey, baseUrl: 'http://127.0.0.1:4566' });
    expect(key).toEqual({
      baseUrl: 'http://127.0.0.1:4566',
      account: '',
      secret: { method: 'access-key', region: 'us-east-1', accessKeyId: KEY_ID, secretAccessKey: SECRET },
    });
    expect(awsConnector).toMatchObject({ provider: 'aws', name: 'AWS', checks: awsChecks });
  });
});
