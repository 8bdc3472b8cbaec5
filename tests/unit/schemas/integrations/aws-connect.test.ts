import { awsConnectSchema } from '@/lib/schemas/integrations/aws-connect';
import { fieldErrorsOf, formValidator } from '@/lib/schemas/form-state';

const KEY_ID = 'AKIAIOSFODNN7EXAMPLE';
const SECRET = 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY';
const ROLE = 'arn:aws:iam::123456789012:role/ComplianceAudit';
const accessKey = { method: 'access-key', accessKeyId: KEY_ID, secretAccessKey: SECRET, region: 'eu-west-3', baseUrl: '' };
const role = { method: 'role', roleArn: ROLE, externalId: 'complia-7f3a', region: 'us-east-1', baseUrl: '' };
const messages = (input: Record<string, unknown>) => {
  const parsed = awsConnectSchema.safeParse(input);
  return parsed.success ? {} : fieldErrorsOf(parsed.error);
};
const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
};

describe('awsConnectSchema', () => {
  it('accepts an access key and a role, trimmed, and drops the hidden provider field', () => {
    expect(awsConnectSchema.parse({ ...accessKey, accessKeyId: ` ${KEY_ID} `, provider: 'aws' })).toEqual(accessKey);
    expect(awsConnectSchema.parse({ ...role, provider: 'aws' })).toEqual(role);
    expect(awsConnectSchema.parse({ ...accessKey, accessKeyId: 'ASIAIOSFODNN7EXAMPLE' }).method).toBe('access-key');
  });

  it('defaults the region to us-east-1 (absent or empty) and the endpoint to AWS’s own', () => {
    const bare = { method: 'role', roleArn: ROLE, externalId: 'complia-7f3a' };
    expect(awsConnectSchema.parse(bare)).toMatchObject({ region: 'us-east-1', baseUrl: '' });
    expect(awsConnectSchema.parse({ ...role, region: '  ' }).region).toBe('us-east-1');
    expect(awsConnectSchema.parse({ ...role, region: 'US-GOV-WEST-1' }).region).toBe('us-gov-west-1');
  });

  it('accepts an http(s) endpoint URL and refuses anything else', () => {
    expect(awsConnectSchema.parse({ ...role, baseUrl: 'http://127.0.0.1:4566' }).baseUrl).toBe('http://127.0.0.1:4566');
    expect(awsConnectSchema.parse({ ...role, baseUrl: ' https://vpce-1.sts.us-east-1.vpce.amazonaws.com ' }).baseUrl).toBe(
      'https://vpce-1.sts.us-east-1.vpce.amazonaws.com',
    );
    expect(messages({ ...role, baseUrl: 'ftp://x' })).toEqual({
      baseUrl: 'Enter an http:// or https:// URL, or leave the endpoint URL empty.',
    });
    expect(messages({ ...role, baseUrl: `https://${'a'.repeat(300)}` })).toEqual({
      baseUrl: 'The endpoint URL can be at most 300 characters.',
    });
  });

  it('says what is wrong with an access key', () => {
    expect(messages({ ...accessKey, accessKeyId: '' })).toEqual({ accessKeyId: 'Enter the access key ID.' });
    expect(messages({ ...accessKey, accessKeyId: 'AKIAshort' })).toEqual({
      accessKeyId: 'This is not an AWS access key ID: it starts with AKIA or ASIA and has 20 capitals and digits.',
    });
    expect(messages({ ...accessKey, secretAccessKey: SECRET.slice(1) })).toEqual({
      secretAccessKey: 'This is not an AWS secret access key: it has 40 characters.',
    });
    expect(messages({ method: 'access-key' })).toEqual({
      accessKeyId: 'Enter the access key ID.',
      secretAccessKey: 'Enter the secret access key.',
    });
  });

  it('says what is wrong with a role', () => {
    expect(messages({ ...role, roleArn: 'arn:aws:iam::1234:role/x' })).toEqual({
      roleArn: 'Enter the ARN as arn:aws:iam::<12-digit account id>:role/<role name>.',
    });
    expect(messages({ ...role, roleArn: 'arn:aws:iam::123456789012:user/x' })).toHaveProperty('roleArn');
    expect(messages({ ...role, externalId: 'x' })).toEqual({
      externalId: 'Enter the external ID set in the role’s trust policy (at least 2 characters).',
    });
    expect(messages({ ...role, externalId: 'x'.repeat(1225) })).toEqual({ externalId: 'The external ID can be at most 1224 characters.' });
    expect(messages({ ...role, externalId: 'has space' })).toHaveProperty('externalId');
  });

  it('refuses a bad region and an unknown method', () => {
    expect(messages({ ...role, region: 'moon-1' })).toEqual({ region: 'Enter an AWS region such as us-east-1 or eu-west-3.' });
    expect(messages({ ...role, method: 'password' })).toEqual({
      method: 'Choose how the product signs in to AWS: an access key or a role.',
    });
  });

  it('validates the connect form as the browser sends it, hidden provider included', () => {
    const validate = formValidator(awsConnectSchema);
    expect(validate(form({ provider: 'aws', ...accessKey }))).toBeNull();
    expect(validate(form({ provider: 'aws', ...role, region: '', baseUrl: '' }))).toBeNull();
    expect(validate(form({ provider: 'aws', method: 'role', roleArn: '', externalId: '', region: 'us-east-1', baseUrl: '' }))).toEqual({
      roleArn: "Enter the role's ARN.",
      externalId: 'Enter the external ID set in the role’s trust policy (at least 2 characters).',
    });
  });
});
