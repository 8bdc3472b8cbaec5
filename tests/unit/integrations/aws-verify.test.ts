/** @jest-environment node */
import { createServer } from 'node:net';
import { AssumeRoleCommand, GetCallerIdentityCommand, STSClient } from '@aws-sdk/client-sts';
import { mockClient } from 'aws-sdk-client-mock';
import type { AwsConnection } from '@/lib/integrations/aws/client';
import { verifyAws } from '@/lib/integrations/aws/verify';
import { ACCOUNT, assumedRole, awsError, connectionRefused, EXTERNAL_ID, KEY_ID, ROLE_ARN, SECRET } from '../../support/aws-responses';

const sts = mockClient(STSClient);
beforeEach(() => {
  sts.reset();
  sts.on(GetCallerIdentityCommand).resolves({ Account: ACCOUNT, Arn: `arn:aws:iam::${ACCOUNT}:user/complia-audit`, UserId: 'AIDA1' });
  sts.on(AssumeRoleCommand).resolves(assumedRole);
});
afterAll(() => sts.restore());

const withKey = (changes: Partial<AwsConnection> = {}) =>
  ({ method: 'access-key', accessKeyId: KEY_ID, secretAccessKey: SECRET, region: 'us-east-1', baseUrl: '', ...changes }) as AwsConnection;
const withRole = (changes: Partial<AwsConnection> = {}) =>
  ({ method: 'role', roleArn: ROLE_ARN, externalId: EXTERNAL_ID, region: 'eu-west-1', baseUrl: '', ...changes }) as AwsConnection;
const expectNoSecret = (result: unknown) => {
  expect(JSON.stringify(result)).not.toContain(SECRET);
  expect(JSON.stringify(result)).not.toContain(EXTERNAL_ID);
};

describe('verifyAws against recorded STS responses', () => {
  it("answers the access key's account from GetCallerIdentity, assuming no role", async () => {
    expect(await verifyAws(withKey())).toEqual({ ok: true, account: ACCOUNT });
    expect(sts.commandCalls(AssumeRoleCommand)).toHaveLength(0);
    expect(sts.commandCalls(GetCallerIdentityCommand)).toHaveLength(1);
  });

  it('assumes the role with its external id first, then asks who the role is', async () => {
    expect(await verifyAws(withRole())).toEqual({ ok: true, account: ACCOUNT });
    const [call] = sts.commandCalls(AssumeRoleCommand);
    expect(call!.args[0].input).toMatchObject({ RoleArn: ROLE_ARN, ExternalId: EXTERNAL_ID, DurationSeconds: 900 });
    expect(sts.commandCalls(GetCallerIdentityCommand)).toHaveLength(1);
  });

  it('says AWS refused a bad key or a wrong secret, never repeating the secret', async () => {
    sts.on(GetCallerIdentityCommand).rejects(awsError('InvalidClientTokenId', { status: 403 }));
    const refused = await verifyAws(withKey());
    expect(refused).toEqual({ ok: false, message: 'AWS refused the access key (InvalidClientTokenId). Check the key id and secret.' });
    expectNoSecret(refused);
    sts.on(GetCallerIdentityCommand).rejects(awsError('SignatureDoesNotMatch', { status: 403 }));
    const mismatch = await verifyAws(withKey());
    expect(mismatch).toEqual({
      ok: false,
      message: "AWS refused the request's signature (SignatureDoesNotMatch). Check the secret access key.",
    });
    expectNoSecret(mismatch);
  });

  it('says AWS refused to let the product assume the role, and never repeats the external id', async () => {
    sts.on(AssumeRoleCommand).rejects(awsError('AccessDenied', { status: 403 }));
    const result = await verifyAws(withRole());
    expect(result).toEqual({
      ok: false,
      message: `AWS refused to let the product assume ${ROLE_ARN} (AccessDenied). Check the role's trust policy and external id.`,
    });
    expectNoSecret(result);
    expect(sts.commandCalls(GetCallerIdentityCommand)).toHaveLength(0);
  });

  it('says when the server has no credentials of its own, or AWS refuses them, to assume the role with', async () => {
    sts
      .on(AssumeRoleCommand)
      .rejects(Object.assign(new Error('Could not load credentials from any providers'), { name: 'CredentialsProviderError' }));
    expect(await verifyAws(withRole())).toEqual({
      ok: false,
      message:
        'The server has no AWS credentials of its own to assume the role with. Give it credentials (environment, profile or instance role).',
    });
    sts.on(AssumeRoleCommand).rejects(awsError('ExpiredToken', { status: 403 }));
    expect(await verifyAws(withRole())).toEqual({
      ok: false,
      message: `AWS refused the server's own credentials when assuming ${ROLE_ARN} (ExpiredToken). Check the credentials the server runs with.`,
    });
  });

  it('says AWS throttled the requests, or answered an error of its own', async () => {
    sts.on(GetCallerIdentityCommand).rejects(awsError('Throttling'));
    expect(await verifyAws(withKey())).toEqual({
      ok: false,
      message: 'AWS throttled the requests (Throttling). Try again in a few minutes.',
    });
    sts.on(GetCallerIdentityCommand).rejects(awsError('InternalFailure', { status: 500, fault: 'server' }));
    expect(await verifyAws(withKey())).toEqual({ ok: false, message: 'AWS answered InternalFailure. Try again later.' });
  });

  it('says AWS could not be reached, at the endpoint URL when one is given', async () => {
    sts.on(GetCallerIdentityCommand).rejects(connectionRefused());
    expect(await verifyAws(withKey({ baseUrl: 'http://127.0.0.1:4566' }))).toEqual({
      ok: false,
      message: 'AWS could not be reached at http://127.0.0.1:4566: the connection failed. Check the endpoint URL.',
    });
    sts.on(GetCallerIdentityCommand).rejects(Object.assign(new Error('Request timed out'), { name: 'TimeoutError' }));
    expect(await verifyAws(withKey())).toEqual({
      ok: false,
      message: "AWS could not be reached: it did not answer within 15 seconds. Check that the server can reach AWS's endpoints.",
    });
  });

  it('refuses an answer that names no account', async () => {
    sts.on(GetCallerIdentityCommand).resolves({});
    expect(await verifyAws(withKey())).toEqual({
      ok: false,
      message: 'AWS did not name the account of these credentials. Check the endpoint URL.',
    });
  });

  // Last: it lets the real client send, so the mock stays restored.
  it('reaches the endpoint URL for real: nothing listening there is a failed connection', async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    await new Promise((resolve) => server.close(resolve));
    sts.restore();
    expect(await verifyAws(withKey({ baseUrl: `http://127.0.0.1:${port}` }))).toEqual({
      ok: false,
      message: `AWS could not be reached at http://127.0.0.1:${port}: the connection failed. Check the endpoint URL.`,
    });
  });
});
