import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AwsSecurityFinding } from '@aws-sdk/client-securityhub';
import { ACCOUNT, credentialReport, KEY_ID, rootRow } from './aws-responses';
import {
  authorizationDetailsXml,
  callerIdentityXml,
  credentialReportXml,
  dbInstancesXml,
  ec2Error,
  ec2Response,
  IAM_NS,
  queryError,
  queryResponse,
  RDS_NS,
  regionsXml,
  securityGroupsXml,
  type AuthorizationEntry,
  type StandInGroup,
  type StandInIamGroup,
  type StandInInstance,
  type StandInRole,
  type StandInPolicy,
  STS_NS,
  type StandInUser,
} from './aws-stand-in-shapes';
import { cloudTrailAnswer, s3Answer, type StandInBucket, type StandInTrail } from './aws-stand-in-storage';

/**
 * A local server standing in for the AWS services the product reads: EC2, GuardDuty, AWS Config, RDS, KMS, IAM's
 * authorization details and password policy, S3's `buckets`, CloudTrail's `trails` and Security Hub, each answering
 * in its own protocol, and STS's caller identity and IAM's credential report (the root user, then each of `users`
 * with a console password and MFA), so a connection is made and run against it in a browser. A request signed with another access key than
 * `KEY_ID` is refused with InvalidClientTokenId, as AWS refuses an unknown key.
 * so the SDK's clients and the product's request handler are tested against an endpoint URL. It tells the service
 * and region apart by the request's signature (its credential scope). `pageSize` items a page (EC2's NextToken,
 * RDS's and IAM's Marker, KMS's NextMarker, GuardDuty's and Security Hub's NextToken). `refused` answers AccessDenied
 * to a service (or `service:region`, or one action as `service:Action`); `throttled` answers a throttling error; `securityHub: 'off'` answers
 * InvalidAccessException as for an account that never enabled it.
 */
export type AwsStandInOptions = {
  pageSize: number;
  regions: string[];
  /** Security groups, DB instances and customer keys per region (the same in each region unless `perRegion` gives them). */
  groups: StandInGroup[];
  instances: StandInInstance[];
  keys: { id: string; rotation: boolean; manager?: 'CUSTOMER' | 'AWS' }[];
  perRegion: Record<
    string,
    Partial<Pick<AwsStandInOptions, 'groups' | 'instances' | 'keys'>> & { guardDuty?: 'none' | 'disabled'; ebs?: boolean }
  >;
  users: StandInUser[];
  /** IAM groups and roles of the authorization details, paged after the users. */
  iamGroups: StandInIamGroup[];
  roles: StandInRole[];
  policies: StandInPolicy[];
  /** The account's password policy's minimum length, or no policy set (NoSuchEntity). */
  passwordLength: number | null;
  buckets: StandInBucket[];
  trails: StandInTrail[];
  findings: AwsSecurityFinding[];
  securityHub: 'on' | 'off';
  refused: string[];
  throttled: string[];
};

export type AwsStandIn = {
  url: string;
  /** Each request as `service region action`, in order. */
  requests: string[];
  /** Each request's body, in the same order. */
  bodies: string[];
  set: (options: Partial<AwsStandInOptions>) => void;
  close: () => Promise<void>;
};

export const defaultAwsStandIn = (): AwsStandInOptions => ({
  pageSize: 2,
  regions: ['eu-west-1', 'us-east-1'],
  groups: [
    { id: 'sg-web', name: 'web', rules: [{ protocol: 'tcp', from: 443, cidr: '0.0.0.0/0' }] },
    { id: 'sg-ssh', name: 'bastion', rules: [{ protocol: 'tcp', from: 22, cidr: '::/0' }] },
    { id: 'sg-office', name: 'office', rules: [{ protocol: 'tcp', from: 3389, cidr: '203.0.113.0/24' }] },
  ],
  instances: [
    { id: 'orders', encrypted: true, public: false, retention: 7 },
    { id: 'legacy', encrypted: false, public: true, retention: 1 },
    { id: 'reports', encrypted: true, public: false, retention: 14 },
  ],
  keys: [
    { id: 'k-rotating', rotation: true },
    { id: 'k-still', rotation: false },
    { id: 'k-aws', rotation: true, manager: 'AWS' },
  ],
  perRegion: {},
  users: [],
  iamGroups: [],
  roles: [],
  policies: [],
  passwordLength: 14,
  buckets: [
    { name: 'acme-app-data', encryption: 'aws:kms', publicAccessBlock: 'full', versioning: 'Enabled' },
    { name: 'acme-old-site', encryption: 'none', publicAccessBlock: 'none', versioning: 'never' },
  ],
  trails: [{ name: 'management-events', homeRegion: 'eu-west-1', multiRegion: true, logging: true, validation: true, kms: true }],
  findings: [],
  securityHub: 'on',
  refused: [],
  throttled: [],
});

const THROTTLE_CODES: Record<string, string> = { ec2: 'RequestLimitExceeded', rds: 'Throttling', iam: 'Throttling', s3: 'SlowDown' };

/** The key, service and region a request was signed with: AWS4-HMAC-SHA256 Credential=<key>/<day>/<region>/<service>/aws4_request. */
function scopeOf(request: IncomingMessage) {
  const [, key = '', region = '', service = ''] =
    /Credential=([^/]+)\/\d+\/([^/]+)\/([^/]+)\//.exec(request.headers.authorization ?? '') ?? [];
  return { key, region, service };
}

const read = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => resolve(body));
  });

/** A page of `list` from the position `token` names ('' for the first), and the next page's token. */
function page<T>(list: T[], token: string | null | undefined, size: number) {
  const start = token ? Number(token.replace('page-', '')) : 0;
  const next = start + size < list.length ? `page-${start + size}` : null;
  return { items: list.slice(start, start + size), next };
}

export async function startAwsStandIn(): Promise<AwsStandIn> {
  let options = defaultAwsStandIn();
  const requests: string[] = [];
  const bodies: string[] = [];
  const inRegion = <K extends 'groups' | 'instances' | 'keys'>(region: string, key: K) => options.perRegion[region]?.[key] ?? options[key];

  const xml = (response: ServerResponse, status: number, body: string) => {
    response.writeHead(status, { 'content-type': 'text/xml' });
    response.end(body);
  };
  const json = (response: ServerResponse, status: number, body: unknown, type = 'application/json', errorType?: string) => {
    response.writeHead(status, { 'content-type': type, ...(errorType ? { 'x-amzn-errortype': errorType } : {}) });
    response.end(JSON.stringify(body));
  };

  const server = createServer(async (request, response) => {
    const { key, region, service } = scopeOf(request);
    const body = await read(request);
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const form = new URLSearchParams(body);
    const target = String(request.headers['x-amz-target'] ?? '').split('.')[1] ?? '';
    const action = form.get('Action') ?? (target || `${request.method} ${url.pathname}`);
    requests.push(`${service} ${region} ${action}`);
    bodies.push(body);
    const refused = [service, `${service}:${region}`, `${service}:${action}`].some((name) => options.refused.includes(name));
    const throttled = options.throttled.includes(service) || options.throttled.includes(`${service}:${region}`);
    const local = options.perRegion[region] ?? {};
    if (key !== KEY_ID) return xml(response, 403, queryError('InvalidClientTokenId'));

    if (service === 'sts' && action === 'GetCallerIdentity') {
      return xml(response, 200, queryResponse(action, STS_NS, callerIdentityXml(ACCOUNT, 'complia-audit')));
    }

    if (service === 's3') {
      if (refused) return xml(response, 403, `<Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>`);
      if (throttled)
        return xml(response, 503, `<Error><Code>${THROTTLE_CODES.s3!}</Code><Message>Reduce your request rate.</Message></Error>`);
      const reply = s3Answer(url, options.buckets, region);
      return xml(response, reply.status, reply.body);
    }
    if (service === 'cloudtrail') {
      const type = 'application/x-amz-json-1.1';
      if (refused) return json(response, 400, { __type: 'AccessDeniedException', message: 'AWS says AccessDeniedException.' }, type);
      if (throttled) return json(response, 400, { __type: 'ThrottlingException', message: 'Rate exceeded' }, type);
      const reply = cloudTrailAnswer(action, body, options.trails, region);
      return json(response, reply.status, reply.body, type);
    }
    if (service === 'ec2') {
      if (refused) return xml(response, 403, ec2Error('UnauthorizedOperation'));
      if (throttled) return xml(response, 503, ec2Error(THROTTLE_CODES.ec2!));
      if (action === 'DescribeRegions') return xml(response, 200, ec2Response(action, regionsXml(options.regions)));
      if (action === 'GetEbsEncryptionByDefault') {
        return xml(response, 200, ec2Response(action, `<ebsEncryptionByDefault>${local.ebs ?? true}</ebsEncryptionByDefault>`));
      }
      if (action === 'DescribeSecurityGroups') {
        const { items, next } = page(inRegion(region, 'groups'), form.get('NextToken'), options.pageSize);
        return xml(response, 200, ec2Response(action, securityGroupsXml(items, next)));
      }
    }
    if (service === 'rds' || service === 'iam') {
      if (refused) return xml(response, 403, queryError('AccessDenied'));
      if (throttled) return xml(response, 400, queryError(THROTTLE_CODES[service]!));
      if (action === 'DescribeDBInstances') {
        const { items, next } = page(inRegion(region, 'instances'), form.get('Marker'), options.pageSize);
        return xml(response, 200, queryResponse(action, RDS_NS, dbInstancesXml(items, next)));
      }
      if (action === 'GetAccountPasswordPolicy') {
        if (options.passwordLength === null) return xml(response, 404, queryError('NoSuchEntity'));
        const policy = `<PasswordPolicy><MinimumPasswordLength>${options.passwordLength}</MinimumPasswordLength><RequireSymbols>true</RequireSymbols></PasswordPolicy>`;
        return xml(response, 200, queryResponse(action, IAM_NS, policy));
      }
      if (action === 'GenerateCredentialReport') return xml(response, 200, queryResponse(action, IAM_NS, '<State>COMPLETE</State>'));
      if (action === 'GetCredentialReport') {
        const report = credentialReport([rootRow(), ...options.users.map((user) => ({ name: user.name, password: true, mfa: true }))]);
        return xml(response, 200, queryResponse(action, IAM_NS, credentialReportXml(report)));
      }
      if (action === 'GetAccountAuthorizationDetails') {
        const entries: AuthorizationEntry[] = [
          ...options.users.map((user) => ({ kind: 'user' as const, user })),
          ...options.iamGroups.map((group) => ({ kind: 'group' as const, group })),
          ...options.roles.map((role) => ({ kind: 'role' as const, role })),
        ];
        const { items, next } = page(entries, form.get('Marker'), options.pageSize);
        // Policies come with the last page, after the users that name them.
        const policies = next === null ? options.policies : [];
        return xml(response, 200, queryResponse(action, IAM_NS, authorizationDetailsXml(items, policies, next)));
      }
    }
    if (service === 'kms' || service === 'config') {
      const type = 'application/x-amz-json-1.1';
      if (refused) return json(response, 400, { __type: 'AccessDeniedException', message: 'AWS says AccessDeniedException.' }, type);
      if (throttled) return json(response, 400, { __type: 'ThrottlingException', message: 'Rate exceeded' }, type);
      const input = JSON.parse(body || '{}') as { Marker?: string; KeyId?: string };
      if (action === 'DescribeConfigurationRecorderStatus') {
        return json(response, 200, { ConfigurationRecordersStatus: [{ name: 'default', recording: true, lastStatus: 'SUCCESS' }] }, type);
      }
      const keys = inRegion(region, 'keys');
      if (action === 'ListKeys') {
        const { items, next } = page(keys, input.Marker, options.pageSize);
        const listed = items.map((key) => ({ KeyId: key.id, KeyArn: `arn:aws:kms:${region}:123456789012:key/${key.id}` }));
        return json(response, 200, { Keys: listed, Truncated: next !== null, ...(next ? { NextMarker: next } : {}) }, type);
      }
      const key = keys.find((candidate) => candidate.id === input.KeyId);
      if (!key) return json(response, 400, { __type: 'NotFoundException', message: 'No such key.' }, type);
      if (action === 'DescribeKey') {
        const metadata = {
          KeyId: key.id,
          KeyManager: key.manager ?? 'CUSTOMER',
          KeySpec: 'SYMMETRIC_DEFAULT',
          KeyState: 'Enabled',
          Origin: 'AWS_KMS',
          Enabled: true,
        };
        return json(response, 200, { KeyMetadata: metadata }, type);
      }
      if (action === 'GetKeyRotationStatus') return json(response, 200, { KeyRotationEnabled: key.rotation }, type);
    }
    if (service === 'guardduty' || service === 'securityhub') {
      if (refused) return json(response, 403, { message: 'AWS says AccessDeniedException.' }, undefined, 'AccessDeniedException');
      if (throttled) return json(response, 429, { message: 'Rate exceeded' }, undefined, 'TooManyRequestsException');
      if (request.method === 'GET' && url.pathname === '/detector') {
        return json(response, 200, { detectorIds: local.guardDuty === 'none' ? [] : [`d-${region}`] });
      }
      if (request.method === 'GET' && url.pathname.startsWith('/detector/')) {
        const status = local.guardDuty === 'disabled' ? 'DISABLED' : 'ENABLED';
        return json(response, 200, { status, serviceRole: 'arn:aws:iam::123456789012:role/gd', createdAt: '2026-01-01T00:00:00.000Z' });
      }
      if (request.method === 'POST' && url.pathname === '/findings') {
        if (options.securityHub === 'off') {
          const message = 'Account 123456789012 is not subscribed to AWS Security Hub';
          return json(response, 400, { Code: 'InvalidAccessException', Message: message }, undefined, 'InvalidAccessException');
        }
        const input = JSON.parse(body || '{}') as { NextToken?: string; MaxResults?: number };
        const { items, next } = page(options.findings, input.NextToken, Math.min(options.pageSize, input.MaxResults ?? 100));
        return json(response, 200, { Findings: items, ...(next ? { NextToken: next } : {}) });
      }
    }
    return json(response, 404, { message: `The stand-in does not know ${service} ${action}.` }, undefined, 'UnknownOperationException');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    bodies,
    set: (changes) => {
      options = { ...defaultAwsStandIn(), ...changes };
      requests.length = 0;
      bodies.length = 0;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
