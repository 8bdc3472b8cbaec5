import { IAMServiceException } from '@aws-sdk/client-iam';

/** An AWS error as the SDK raises it once AWS answered: its code as the name, a client or server fault. */
export function awsError(code: string, { status = 400, fault = 'client' as 'client' | 'server' } = {}) {
  return new IAMServiceException({ name: code, $fault: fault, $metadata: { httpStatusCode: status }, message: `AWS says ${code}.` });
}

/** The error Node raises when nothing answers at the address. */
export const connectionRefused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:4566'), { code: 'ECONNREFUSED' });

export const ACCOUNT = '123456789012';
export const KEY_ID = 'AKIAIOSFODNN7EXAMPLE';
export const SECRET = 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY';
export const ROLE_ARN = `arn:aws:iam::${ACCOUNT}:role/ComplianceAudit`;
export const EXTERNAL_ID = 'complia-7f3a-external';

/** Short-lived credentials as STS AssumeRole answers them. */
export const assumedRole = {
  Credentials: { AccessKeyId: 'ASIAASSUMEDROLEKEY01', SecretAccessKey: 'assumed-secret', SessionToken: 'token', Expiration: new Date() },
};

const HEADER =
  'user,arn,user_creation_time,password_enabled,password_last_used,password_last_changed,password_next_rotation,mfa_active,' +
  'access_key_1_active,access_key_1_last_rotated,access_key_1_last_used_date,access_key_1_last_used_region,access_key_1_last_used_service,' +
  'access_key_2_active,access_key_2_last_rotated,access_key_2_last_used_date,access_key_2_last_used_region,access_key_2_last_used_service,' +
  'cert_1_active,cert_1_last_rotated,cert_2_active,cert_2_last_rotated';

type ReportUser = { name: string; password: boolean | 'not_supported'; mfa: boolean; key1?: string; key2?: string };

/** IAM's credential report as GetCredentialReport answers it: CSV bytes, the root user first. */
export function credentialReport(users: ReportUser[]): Uint8Array {
  const rows = users.map(({ name, password, mfa, key1, key2 }) => {
    const arn = name === '<root_account>' ? `arn:aws:iam::${ACCOUNT}:root` : `arn:aws:iam::${ACCOUNT}:user/${name}`;
    const key = (rotated?: string) => (rotated ? `true,${rotated},N/A,N/A,N/A` : 'false,N/A,N/A,N/A,N/A');
    return [
      name,
      arn,
      '2024-01-01T00:00:00+00:00',
      String(password),
      'N/A',
      'N/A',
      'N/A',
      String(mfa),
      key(key1),
      key(key2),
      'false,N/A,false,N/A',
    ].join(',');
  });
  return new TextEncoder().encode([HEADER, ...rows].join('\n'));
}

export const rootRow = (changes: Partial<ReportUser> = {}): ReportUser => ({
  name: '<root_account>',
  password: 'not_supported',
  mfa: true,
  ...changes,
});
