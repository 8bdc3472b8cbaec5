/** @jest-environment node */
import { GET as resourceTypes } from '@/app/scim/v2/ResourceTypes/[[...id]]/route';
import { GET as schemas } from '@/app/scim/v2/Schemas/[[...id]]/route';
import { GET as serviceProviderConfig } from '@/app/scim/v2/ServiceProviderConfig/route';

const call = (handler: typeof resourceTypes, id?: string[]) =>
  handler(new Request('http://localhost/scim/v2/x'), { params: Promise.resolve(id ? { id } : {}) });

describe('SCIM discovery', () => {
  it('says what is supported: PATCH and filters, no bulk, sort or password change, a bearer token', async () => {
    const response = serviceProviderConfig();
    expect(response.headers.get('content-type')).toMatch(/^application\/scim\+json/);
    expect(await response.json()).toMatchObject({
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig'],
      patch: { supported: true },
      filter: { supported: true, maxResults: 200 },
      bulk: { supported: false },
      sort: { supported: false },
      changePassword: { supported: false },
      authenticationSchemes: [expect.objectContaining({ type: 'oauthbearertoken' })],
    });
  });

  it('lists the User and Group resource types, and answers one by its name or 404', async () => {
    const list = await (await call(resourceTypes)).json();
    expect(list).toMatchObject({
      totalResults: 2,
      Resources: [
        { id: 'User', endpoint: '/Users' },
        { id: 'Group', endpoint: '/Groups' },
      ],
    });
    expect(await (await call(resourceTypes, ['Group'])).json()).toMatchObject({
      id: 'Group',
      schema: 'urn:ietf:params:scim:schemas:core:2.0:Group',
    });
    const missing = await call(resourceTypes, ['Device']);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'], status: '404' });
  });

  it('describes the attributes of the User schema, userName unique and required', async () => {
    const user = await (await call(schemas, ['urn:ietf:params:scim:schemas:core:2.0:User'])).json();
    expect(user.attributes).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'userName', required: true, uniqueness: 'server' })]),
    );
  });
});
