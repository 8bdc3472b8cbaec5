/**
 * The answers of the AWS stand-in, shaped as each service's protocol documents them: EC2's query protocol (XML in
 * lower camel case, items as <item>), awsQuery for IAM and RDS (XML with a <…Result> wrapper, lists as <member> or
 * the shape's own name), awsJson1_1 for KMS and Config, and REST-JSON for GuardDuty and Security Hub.
 */

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const tag = (name: string, inner: string | number | boolean) => `<${name}>${typeof inner === 'string' ? inner : String(inner)}</${name}>`;
const items = (name: string, list: string[], item = 'item') => tag(name, list.map((entry) => tag(item, entry)).join(''));

export type StandInGroup = { id: string; name: string; rules: { protocol: string; from?: number; to?: number; cidr: string }[] };
export type StandInInstance = { id: string; encrypted: boolean; public: boolean; retention: number };

const EC2_NS = 'http://ec2.amazonaws.com/doc/2016-11-15/';

export const ec2Response = (action: string, inner: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><${action}Response xmlns="${EC2_NS}"><requestId>req-1</requestId>${inner}</${action}Response>`;

export const ec2Error = (code: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Response><Errors><Error><Code>${code}</Code><Message>AWS says ${code}.</Message></Error></Errors><RequestID>req-1</RequestID></Response>`;

export const regionsXml = (regions: string[]) =>
  items(
    'regionInfo',
    regions.map(
      (name) => tag('regionName', name) + tag('regionEndpoint', `ec2.${name}.amazonaws.com`) + tag('optInStatus', 'opt-in-not-required'),
    ),
  );

export function securityGroupsXml(groups: StandInGroup[], nextToken: string | null) {
  const permission = (rule: StandInGroup['rules'][number]) => {
    const v6 = rule.cidr.includes(':');
    return (
      tag('ipProtocol', rule.protocol) +
      (rule.from === undefined ? '' : tag('fromPort', rule.from) + tag('toPort', rule.to ?? rule.from)) +
      items('ipRanges', v6 ? [] : [tag('cidrIp', escape(rule.cidr))]) +
      items('ipv6Ranges', v6 ? [tag('cidrIpv6', escape(rule.cidr))] : [])
    );
  };
  const group = (entry: StandInGroup) =>
    tag('ownerId', '123456789012') +
    tag('groupId', entry.id) +
    tag('groupName', escape(entry.name)) +
    tag('groupDescription', 'stand-in') +
    items('ipPermissions', entry.rules.map(permission)) +
    items('ipPermissionsEgress', []);
  return items('securityGroupInfo', groups.map(group)) + (nextToken ? tag('nextToken', nextToken) : '');
}

/** An awsQuery answer (IAM, RDS): the action's result inside its response, with the request id. */
export const queryResponse = (action: string, namespace: string, inner: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><${action}Response xmlns="${namespace}"><${action}Result>${inner}</${action}Result>` +
  `<ResponseMetadata><RequestId>req-1</RequestId></ResponseMetadata></${action}Response>`;

export const queryError = (code: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><ErrorResponse><Error><Type>Sender</Type><Code>${code}</Code><Message>AWS says ${code}.</Message></Error><RequestId>req-1</RequestId></ErrorResponse>`;

export const RDS_NS = 'http://rds.amazonaws.com/doc/2014-10-31/';
export const IAM_NS = 'https://iam.amazonaws.com/doc/2010-05-08/';

export function dbInstancesXml(instances: StandInInstance[], marker: string | null) {
  const instance = (entry: StandInInstance) =>
    tag(
      'DBInstance',
      tag('DBInstanceIdentifier', entry.id) +
        tag('Engine', 'postgres') +
        tag('DBInstanceStatus', 'available') +
        tag('StorageEncrypted', entry.encrypted) +
        tag('PubliclyAccessible', entry.public) +
        tag('BackupRetentionPeriod', entry.retention),
    );
  return (marker ? tag('Marker', marker) : '') + tag('DBInstances', instances.map(instance).join(''));
}

export type StandInUser = {
  name: string;
  attached: { name: string; arn: string }[];
  inline: { name: string; document: string }[];
  /** The IAM groups the user is in, by name. */
  groups?: string[];
};
export type StandInPolicy = { name: string; arn: string; document: string };
export type StandInIamGroup = { name: string; attached: { name: string; arn: string }[]; inline: { name: string; document: string }[] };
export type StandInRole = {
  name: string;
  path?: string;
  /** The trust policy, as JSON (IAM answers it URL-encoded). */
  trust: string;
  attached: { name: string; arn: string }[];
  inline: { name: string; document: string }[];
  lastUsed?: string;
};

/** One entry of the authorization details, in the order IAM pages them: users, then groups, then roles. */
export type AuthorizationEntry =
  { kind: 'user'; user: StandInUser } | { kind: 'group'; group: StandInIamGroup } | { kind: 'role'; role: StandInRole };

const policyItems = (name: string, policies: { name: string; document: string }[]) =>
  items(
    name,
    policies.map((policy) => tag('PolicyName', policy.name) + tag('PolicyDocument', escape(policy.document))),
    'member',
  );
const attachedItems = (policies: { name: string; arn: string }[]) =>
  items(
    'AttachedManagedPolicies',
    policies.map((policy) => tag('PolicyName', policy.name) + tag('PolicyArn', policy.arn)),
    'member',
  );

export function authorizationDetailsXml(entries: AuthorizationEntry[], policies: StandInPolicy[], marker: string | null) {
  const user = (entry: StandInUser) =>
    tag(
      'member',
      tag('UserName', entry.name) +
        tag('UserId', `AIDA${entry.name.toUpperCase()}`) +
        tag('Arn', `arn:aws:iam::123456789012:user/${entry.name}`) +
        tag('Path', '/') +
        tag('CreateDate', '2026-01-01T00:00:00Z') +
        policyItems('UserPolicyList', entry.inline) +
        items('GroupList', (entry.groups ?? []).map(escape), 'member') +
        attachedItems(entry.attached),
    );
  const group = (entry: StandInIamGroup) =>
    tag(
      'member',
      tag('Path', '/') +
        tag('GroupName', entry.name) +
        tag('GroupId', `AGPA${entry.name.toUpperCase()}`) +
        tag('Arn', `arn:aws:iam::123456789012:group/${entry.name}`) +
        tag('CreateDate', '2026-01-01T00:00:00Z') +
        policyItems('GroupPolicyList', entry.inline) +
        attachedItems(entry.attached),
    );
  const role = (entry: StandInRole) =>
    tag(
      'member',
      tag('Path', entry.path ?? '/') +
        tag('RoleName', entry.name) +
        tag('RoleId', `AROA${entry.name.toUpperCase()}`) +
        tag('Arn', `arn:aws:iam::123456789012:role${entry.path ?? '/'}${entry.name}`) +
        tag('CreateDate', '2026-01-01T00:00:00Z') +
        tag('AssumeRolePolicyDocument', escape(encodeURIComponent(entry.trust))) +
        items('InstanceProfileList', [], 'member') +
        policyItems('RolePolicyList', entry.inline) +
        attachedItems(entry.attached) +
        tag('RoleLastUsed', entry.lastUsed ? tag('LastUsedDate', entry.lastUsed) + tag('Region', 'eu-west-1') : ''),
    );
  const policy = (entry: StandInPolicy) =>
    tag(
      'member',
      tag('PolicyName', entry.name) +
        tag('Arn', entry.arn) +
        tag('DefaultVersionId', 'v2') +
        items(
          'PolicyVersionList',
          [
            tag('Document', escape(entry.document)) + tag('VersionId', 'v2') + tag('IsDefaultVersion', true),
            tag('Document', escape(encodeURIComponent('{"Statement":[]}'))) + tag('VersionId', 'v1') + tag('IsDefaultVersion', false),
          ],
          'member',
        ),
    );
  const of = <K extends AuthorizationEntry['kind']>(kind: K) =>
    entries.filter((entry): entry is Extract<AuthorizationEntry, { kind: K }> => entry.kind === kind);
  return (
    tag(
      'UserDetailList',
      of('user')
        .map((entry) => user(entry.user))
        .join(''),
    ) +
    tag(
      'GroupDetailList',
      of('group')
        .map((entry) => group(entry.group))
        .join(''),
    ) +
    tag(
      'RoleDetailList',
      of('role')
        .map((entry) => role(entry.role))
        .join(''),
    ) +
    tag('Policies', policies.map(policy).join('')) +
    tag('IsTruncated', marker !== null) +
    (marker ? tag('Marker', marker) : '')
  );
}

export const STS_NS = 'https://sts.amazonaws.com/doc/2011-06-15/';

/** STS GetCallerIdentity's result for an IAM user of the account. */
export const callerIdentityXml = (account: string, user: string) =>
  tag('Arn', `arn:aws:iam::${account}:user/${user}`) + tag('UserId', `AIDA${user.toUpperCase()}`) + tag('Account', account);

/** IAM GetCredentialReport's result: the CSV report in base64, as IAM answers it. */
export const credentialReportXml = (csv: Uint8Array) =>
  tag('Content', Buffer.from(csv).toString('base64')) + tag('ReportFormat', 'text/csv') + tag('GeneratedTime', new Date().toISOString());
