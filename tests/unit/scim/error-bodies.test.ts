/** @jest-environment node */
import * as groups from '@/app/scim/v2/Groups/route';
import * as group from '@/app/scim/v2/Groups/[id]/route';
import * as resourceTypes from '@/app/scim/v2/ResourceTypes/[[...id]]/route';
import * as schemas from '@/app/scim/v2/Schemas/[[...id]]/route';
import * as serviceProviderConfig from '@/app/scim/v2/ServiceProviderConfig/route';
import * as users from '@/app/scim/v2/Users/route';
import * as user from '@/app/scim/v2/Users/[id]/route';
import * as elsewhere from '@/app/scim/v2/[...path]/route';
import type { Member } from '@/lib/workspace/member';
import { founder, UNKNOWN_ID, withThrowAwayDatabase } from '../workspace/fixtures';
import { oktaUser, scimCall, scimErrorOf, tokenOf } from './scim-fixtures';

withThrowAwayDatabase('scim-errors');

let admin: Member;
let token: string;

beforeAll(async () => {
  admin = await founder('Errors Admin');
  token = await tokenOf(admin);
});

type Route = Record<string, unknown>;
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** Each SCIM address with its route module and the methods it serves. */
const ROUTES: [string, Route, string[]][] = [
  ['/Users', users, ['GET', 'POST']],
  [`/Users/${UNKNOWN_ID}`, user, ['GET', 'PUT', 'PATCH', 'DELETE']],
  ['/Groups', groups, ['GET', 'POST']],
  [`/Groups/${UNKNOWN_ID}`, group, ['GET', 'PUT', 'PATCH', 'DELETE']],
  ['/ServiceProviderConfig', serviceProviderConfig, ['GET']],
  ['/Schemas', schemas, ['GET']],
  ['/ResourceTypes', resourceTypes, ['GET']],
];

type Handler = Parameters<typeof scimCall>[0];

describe('SCIM error bodies', () => {
  it.each(ROUTES)('answers 405 in SCIM’s shape, with Allow, to a method %s does not serve', async (path, route, served) => {
    const refused = METHODS.filter((method) => !served.includes(method));
    expect(refused.length).toBeGreaterThan(0);
    for (const method of refused) {
      const handler = route[method] as Handler | undefined;
      expect(handler).toBeInstanceOf(Function);
      const response = await scimCall(handler!, path, { token, method, ...(method === 'GET' || method === 'DELETE' ? {} : { body: {} }) });
      expect(response.status).toBe(405);
      expect(await scimErrorOf(response)).not.toHaveProperty('scimType');
      expect(response.headers.get('allow')).toContain(served.join(', '));
    }
  });

  it('answers 404 in SCIM’s shape at a path no resource lives at, whatever the method', async () => {
    for (const method of METHODS) {
      const response = await scimCall(elsewhere[method], `/Users/${UNKNOWN_ID}/groups`, { method });
      expect(response.status).toBe(404);
      expect((await scimErrorOf(response)).detail).toContain(`/scim/v2/Users/${UNKNOWN_ID}/groups`);
    }
  });

  it('answers 404 for an unknown schema or resource type', async () => {
    for (const [route, path] of [
      [schemas, 'urn:nothing'],
      [resourceTypes, 'Device'],
    ] as const) {
      const response = await route.GET(new Request(`http://localhost/scim/v2/x/${path}`), { params: Promise.resolve({ id: [path] }) });
      expect(response.status).toBe(404);
      await scimErrorOf(response);
    }
  });

  it('answers 413 in SCIM’s shape to a body over 1 MB', async () => {
    const body = JSON.stringify(oktaUser('large@example.com', { displayName: 'x'.repeat(1024 * 1024) }));
    const response = await scimCall(users.POST, '/Users', { token, method: 'POST', body });
    expect(response.status).toBe(413);
    expect(await scimErrorOf(response)).not.toHaveProperty('scimType');
  });

  it('answers 401 in SCIM’s shape to a list without a token', async () => {
    const response = await scimCall(groups.GET, '/Groups');
    expect(response.status).toBe(401);
    await scimErrorOf(response);
  });
});
