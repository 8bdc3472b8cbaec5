import { SCIM_GROUP_SCHEMA, SCIM_USER_SCHEMA } from '@/lib/schemas/scim/records';
import { SCIM_MAX_PAGE } from './resources';

// The discovery endpoints of RFC 7644 §4: what this service provider supports, for a provider that reads them.

const SPC_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig';
const RESOURCE_TYPE_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:ResourceType';
const SCHEMA_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:Schema';

export function serviceProviderConfig(base: string) {
  return {
    schemas: [SPC_SCHEMA],
    documentationUri: `${base.replace(/\/scim\/v2$/, '')}/help`,
    patch: { supported: true },
    bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
    filter: { supported: true, maxResults: SCIM_MAX_PAGE },
    changePassword: { supported: false },
    sort: { supported: false },
    etag: { supported: false },
    authenticationSchemes: [
      {
        type: 'oauthbearertoken',
        name: 'Bearer token',
        description: 'A SCIM token an administrator creates in Settings › Security, sent as "Authorization: Bearer <token>".',
        primary: true,
      },
    ],
    meta: { resourceType: 'ServiceProviderConfig', location: `${base}/ServiceProviderConfig` },
  };
}

export function resourceTypes(base: string) {
  const type = (name: 'User' | 'Group', schema: string) => ({
    schemas: [RESOURCE_TYPE_SCHEMA],
    id: name,
    name,
    endpoint: `/${name}s`,
    schema,
    meta: { resourceType: 'ResourceType', location: `${base}/ResourceTypes/${name}` },
  });
  return [type('User', SCIM_USER_SCHEMA), type('Group', SCIM_GROUP_SCHEMA)];
}

type Attribute = {
  name: string;
  type: string;
  multiValued?: boolean;
  required?: boolean;
  mutability?: string;
  subAttributes?: Attribute[];
};

type AttributeDescription = {
  name: string;
  type: string;
  multiValued: boolean;
  required: boolean;
  caseExact: boolean;
  mutability: string;
  returned: string;
  uniqueness: string;
  subAttributes?: AttributeDescription[];
};

function attribute({
  name,
  type,
  multiValued = false,
  required = false,
  mutability = 'readWrite',
  subAttributes,
}: Attribute): AttributeDescription {
  return {
    name,
    type,
    multiValued,
    required,
    caseExact: false,
    mutability,
    returned: 'default',
    uniqueness: name === 'userName' ? 'server' : 'none',
    ...(subAttributes ? { subAttributes: subAttributes.map(attribute) } : {}),
  };
}

export function schemas(base: string) {
  const schema = (id: string, name: string, attributes: Attribute[]) => ({
    schemas: [SCHEMA_SCHEMA],
    id,
    name,
    attributes: attributes.map(attribute),
    meta: { resourceType: 'Schema', location: `${base}/Schemas/${id}` },
  });
  return [
    schema(SCIM_USER_SCHEMA, 'User', [
      { name: 'userName', type: 'string', required: true },
      { name: 'externalId', type: 'string' },
      { name: 'displayName', type: 'string' },
      {
        name: 'name',
        type: 'complex',
        subAttributes: [
          { name: 'givenName', type: 'string' },
          { name: 'familyName', type: 'string' },
        ],
      },
      {
        name: 'emails',
        type: 'complex',
        multiValued: true,
        subAttributes: [
          { name: 'value', type: 'string' },
          { name: 'type', type: 'string' },
          { name: 'primary', type: 'boolean' },
        ],
      },
      { name: 'active', type: 'boolean' },
    ]),
    schema(SCIM_GROUP_SCHEMA, 'Group', [
      { name: 'displayName', type: 'string', required: true },
      { name: 'externalId', type: 'string' },
      { name: 'members', type: 'complex', multiValued: true, subAttributes: [{ name: 'value', type: 'string', mutability: 'immutable' }] },
    ]),
  ];
}
