/** @jest-environment node */
import { GET as listUsers, POST as createUser } from '@/app/scim/v2/Users/route';
import { DELETE as deleteUser, GET as getUser, PATCH as patchUser, PUT as putUser } from '@/app/scim/v2/Users/[id]/route';
import { dayOf } from '@/lib/domain/calendar-days';
import { listMembers } from '@/lib/workspace/organization';
import type { Member } from '@/lib/workspace/member';
import { founder, UNKNOWN_ID, withThrowAwayDatabase } from '../workspace/fixtures';
import {
  entraUser,
  memberAndPerson,
  oktaUser,
  PATCH_OP,
  revokedTokenOf,
  scimBodyOf,
  scimCall,
  scimErrorOf,
  tokenOf,
} from './scim-fixtures';

withThrowAwayDatabase('scim-users');

type User = {
  id: string;
  userName: string;
  active: boolean;
  externalId?: string;
  displayName: string;
  emails: { value: string }[];
  name: { givenName: string; familyName: string };
  meta: { location: string; resourceType: string };
};
type List = { schemas: string[]; totalResults: number; startIndex: number; itemsPerPage: number; Resources: User[] };

let admin: Member;
let token: string;
let addresses = 0;
const address = (name: string) => `${name}-${(addresses += 1)}@example.com`;

beforeAll(async () => {
  admin = await founder('Scim Admin');
  token = await tokenOf(admin);
});

async function created(body: unknown): Promise<User> {
  const response = await scimCall(createUser, '/Users', { token, method: 'POST', body });
  expect(response.status).toBe(201);
  return scimBodyOf<User>(response);
}

const patch = (id: string, Operations: unknown[], with_ = token) =>
  scimCall(patchUser, `/Users/${id}`, { token: with_, id, method: 'PATCH', body: { schemas: [PATCH_OP], Operations } });

describe("Okta's provisioning", () => {
  it('looks the user up by userName, creates them as a member with the default role and a person in People, then finds them', async () => {
    const email = address('test.user');
    const lookup = await scimCall(listUsers, `/Users?filter=${encodeURIComponent(`userName eq "${email}"`)}&startIndex=1&count=100`, {
      token,
    });
    expect(await scimBodyOf<List>(lookup)).toEqual({
      schemas: ['urn:ietf:params:scim:api:messages:2.0:ListResponse'],
      totalResults: 0,
      startIndex: 1,
      itemsPerPage: 0,
      Resources: [],
    });

    const response = await scimCall(createUser, '/Users', { token, method: 'POST', body: oktaUser(email) });
    expect(response.status).toBe(201);
    const user = await scimBodyOf<User>(response);
    expect(response.headers.get('location')).toBe(user.meta.location);
    expect(user).toMatchObject({
      userName: email,
      externalId: '00ujl29u0le5T6Aj10h7',
      displayName: 'Test User',
      active: true,
      emails: [{ value: email, type: 'work', primary: true }],
      name: { givenName: 'Test', familyName: 'User' },
      meta: { resourceType: 'User' },
    });
    expect(JSON.stringify(user)).not.toContain('1mz050nq');

    expect((await listMembers(admin)).find((row) => row.email === email)).toMatchObject({ name: 'Test User', role: 'viewer' });
    const { person, checklists } = await memberAndPerson(admin.organizationId, email);
    expect(person).toMatchObject({ name: 'Test User', endDate: null });
    expect(checklists).toEqual(['onboarding']);

    const found = await scimBodyOf<List>(
      await scimCall(listUsers, `/Users?filter=${encodeURIComponent(`userName eq "${email.toUpperCase()}"`)}`, { token }),
    );
    expect(found.totalResults).toBe(1);
    expect(found.Resources[0]?.id).toBe(user.id);
    expect(await scimBodyOf<User>(await scimCall(getUser, `/Users/${user.id}`, { token, id: user.id }))).toEqual(user);
  });

  it('is refused a second user of the same userName with 409 uniqueness', async () => {
    const email = address('twice');
    await created(oktaUser(email));
    const again = await scimCall(createUser, '/Users', { token, method: 'POST', body: oktaUser(email) });
    expect(again.status).toBe(409);
    expect(await scimErrorOf(again)).toMatchObject({ scimType: 'uniqueness' });
  });

  it('replaces the profile with PUT, and deactivates with a replace of active without a path', async () => {
    const email = address('okta.put');
    const user = await created(oktaUser(email));
    const put = await scimCall(putUser, `/Users/${user.id}`, {
      token,
      id: user.id,
      method: 'PUT',
      body: oktaUser(email, { id: user.id, name: { givenName: 'Tess', familyName: 'Usher' }, displayName: 'Tess Usher' }),
    });
    expect(put.status).toBe(200);
    expect(await scimBodyOf<User>(put)).toMatchObject({ displayName: 'Tess Usher', name: { givenName: 'Tess', familyName: 'Usher' } });
    expect((await listMembers(admin)).find((row) => row.email === email)?.name).toBe('Tess Usher');

    const off = await patch(user.id, [{ op: 'replace', value: { active: false } }]);
    expect(off.status).toBe(200);
    expect(await scimBodyOf<User>(off)).toMatchObject({ active: false });
    expect((await listMembers(admin)).some((row) => row.email === email)).toBe(false);
    const { member, person, checklists } = await memberAndPerson(admin.organizationId, email);
    expect(member?.removedAt).toBeInstanceOf(Date);
    expect(person?.endDate).toBe(dayOf(new Date()));
    expect(checklists).toEqual(['offboarding', 'onboarding']);
    expect(await scimBodyOf<User>(await scimCall(getUser, `/Users/${user.id}`, { token, id: user.id }))).toMatchObject({ active: false });
  });
});

describe("Entra ID's provisioning", () => {
  it('creates a user whose userName is no address, finds them by externalId and userName, and by e-mail', async () => {
    const email = address('entra');
    const userName = `Test_User_${addresses}`;
    const user = await created(entraUser(userName, email, `ext-${addresses}`));
    expect(user).toMatchObject({ userName: userName.toLowerCase(), emails: [{ value: email }], displayName: 'givenName familyName' });
    const both = `externalId eq "ext-${addresses}" and userName eq "${userName}"`;
    const found = await scimBodyOf<List>(await scimCall(listUsers, `/Users?filter=${encodeURIComponent(both)}`, { token }));
    expect(found.Resources.map((row) => row.id)).toEqual([user.id]);
    const byEmail = await scimBodyOf<List>(
      await scimCall(listUsers, `/Users?filter=${encodeURIComponent(`emails[type eq "work"].value eq "${email}"`)}`, { token }),
    );
    expect(byEmail.Resources.map((row) => row.id)).toEqual([user.id]);
    const wrongPair = `externalId eq "other" and userName eq "${userName}"`;
    expect(
      (await scimBodyOf<List>(await scimCall(listUsers, `/Users?filter=${encodeURIComponent(wrongPair)}`, { token }))).totalResults,
    ).toBe(0);
  });

  it('updates the e-mail and family name, deactivates with "Replace" of active "False", and reactivates with "True"', async () => {
    const email = address('entra.patch');
    const user = await created(entraUser(`entra_patch_${addresses}`, email, `ext-p-${addresses}`));
    const moved = address('entra.moved');
    const changed = await patch(user.id, [
      { op: 'Replace', path: 'emails[type eq "work"].value', value: moved },
      { op: 'Replace', path: 'name.familyName', value: 'updatedFamilyName' },
    ]);
    expect(await scimBodyOf<User>(changed)).toMatchObject({ emails: [{ value: moved }], name: { familyName: 'updatedFamilyName' } });
    expect((await listMembers(admin)).find((row) => row.email === moved)).toBeDefined();

    expect(await scimBodyOf<User>(await patch(user.id, [{ op: 'Replace', path: 'active', value: 'False' }]))).toMatchObject({
      active: false,
    });
    expect((await memberAndPerson(admin.organizationId, moved)).member?.removedAt).toBeInstanceOf(Date);
    expect(await scimBodyOf<User>(await patch(user.id, [{ op: 'Replace', path: 'active', value: 'True' }]))).toMatchObject({
      active: true,
    });
    const back = await memberAndPerson(admin.organizationId, moved);
    expect(back.member?.removedAt).toBeNull();
    expect(back.person?.endDate).toBeNull();
  });
});

describe('lists', () => {
  it('pages with startIndex and count, and says how many there are in all', async () => {
    const fresh = await founder('Pager');
    const pagerToken = await tokenOf(fresh);
    const ids: string[] = [];
    for (let n = 0; n < 5; n += 1) {
      const response = await scimCall(createUser, '/Users', { token: pagerToken, method: 'POST', body: oktaUser(address('page')) });
      ids.push((await scimBodyOf<User>(response)).id);
    }
    const page = await scimBodyOf<List>(await scimCall(listUsers, '/Users?startIndex=2&count=2', { token: pagerToken }));
    expect(page).toMatchObject({ totalResults: 5, startIndex: 2, itemsPerPage: 2 });
    expect(page.Resources.map((row) => row.id)).toEqual(ids.slice(1, 3));
    const last = await scimBodyOf<List>(await scimCall(listUsers, '/Users?startIndex=5&count=10', { token: pagerToken }));
    expect(last.Resources.map((row) => row.id)).toEqual([ids[4]]);
    const none = await scimBodyOf<List>(await scimCall(listUsers, '/Users?count=0', { token: pagerToken }));
    expect(none).toMatchObject({ totalResults: 5, itemsPerPage: 0, Resources: [] });
  });
});

describe('deletion', () => {
  it('ends the membership, starts the offboarding, and the user is gone', async () => {
    const email = address('deleted');
    const user = await created(oktaUser(email));
    const response = await scimCall(deleteUser, `/Users/${user.id}`, { token, id: user.id, method: 'DELETE' });
    expect(response.status).toBe(204);
    const gone = await scimCall(getUser, `/Users/${user.id}`, { token, id: user.id });
    expect(gone.status).toBe(404);
    await scimErrorOf(gone);
    const { member, person, checklists } = await memberAndPerson(admin.organizationId, email);
    expect(member?.removedAt).toBeInstanceOf(Date);
    expect(person?.endDate).toBe(dayOf(new Date()));
    expect(checklists).toContain('offboarding');
  });
});

describe('refusals', () => {
  it('answers 401 without a token, with an API key, and with a revoked token', async () => {
    for (const bearer of [null, 'ck_live_notascimtoken', await revokedTokenOf(admin)]) {
      const response = await scimCall(listUsers, '/Users', { token: bearer });
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toContain('Bearer');
      await scimErrorOf(response);
    }
  });

  it('answers 400 with a scimType for a body that is no JSON, a user without userName or address, a bad filter or page', async () => {
    const cases: [Promise<Response>, string][] = [
      [scimCall(createUser, '/Users', { token, method: 'POST', body: '{"userName": ' }), 'invalidSyntax'],
      [scimCall(createUser, '/Users', { token, method: 'POST', body: { emails: [{ value: 'a@example.com' }] } }), 'invalidValue'],
      [scimCall(createUser, '/Users', { token, method: 'POST', body: { userName: 'no-address' } }), 'invalidValue'],
      [scimCall(createUser, '/Users', { token, method: 'POST', body: { userName: 'x@example.com', active: 'maybe' } }), 'invalidValue'],
      [scimCall(listUsers, `/Users?filter=${encodeURIComponent('userName co "a"')}`, { token }), 'invalidFilter'],
      [scimCall(listUsers, `/Users?filter=${encodeURIComponent('title eq "CTO"')}`, { token }), 'invalidFilter'],
      [scimCall(listUsers, '/Users?count=ten', { token }), 'invalidValue'],
    ];
    for (const [pending, scimType] of cases) {
      const response = await pending;
      expect(response.status).toBe(400);
      expect(await scimErrorOf(response)).toMatchObject({ scimType });
    }
  });

  it('answers 400 for a PATCH without the PatchOp schema or with an operation it cannot apply, changing nothing', async () => {
    const user = await created(oktaUser(address('patch.refused')));
    const noSchema = await scimCall(patchUser, `/Users/${user.id}`, {
      token,
      id: user.id,
      method: 'PATCH',
      body: { Operations: [{ op: 'replace', value: { active: false } }] },
    });
    expect(noSchema.status).toBe(400);
    await scimErrorOf(noSchema);
    const partly = await patch(user.id, [
      { op: 'replace', path: 'displayName', value: 'Changed' },
      { op: 'move', path: 'active', value: false },
    ]);
    expect(partly.status).toBe(400);
    const bad = await patch(user.id, [
      { op: 'replace', path: 'displayName', value: 'Changed' },
      { op: 'replace', path: 'active', value: 'perhaps' },
    ]);
    expect(await scimErrorOf(bad)).toMatchObject({ scimType: 'invalidValue' });
    expect(await scimBodyOf<User>(await scimCall(getUser, `/Users/${user.id}`, { token, id: user.id }))).toMatchObject({
      displayName: 'Test User',
      active: true,
    });
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of [UNKNOWN_ID, 'not-an-id']) {
      const response = await scimCall(getUser, `/Users/${id}`, { token, id });
      expect(response.status).toBe(404);
      await scimErrorOf(response);
    }
  });

  it("answers 404 for another organization's user, to every method, and never lists them", async () => {
    const user = await created(oktaUser(address('ours')));
    const stranger = await founder('Scim Stranger');
    const theirs = await tokenOf(stranger);
    const attempts = [
      scimCall(getUser, `/Users/${user.id}`, { token: theirs, id: user.id }),
      scimCall(putUser, `/Users/${user.id}`, { token: theirs, id: user.id, method: 'PUT', body: oktaUser(address('hijack')) }),
      patch(user.id, [{ op: 'replace', value: { active: false } }], theirs),
      scimCall(deleteUser, `/Users/${user.id}`, { token: theirs, id: user.id, method: 'DELETE' }),
    ];
    for (const response of await Promise.all(attempts)) expect(response.status).toBe(404);
    expect((await scimBodyOf<List>(await scimCall(listUsers, '/Users', { token: theirs }))).totalResults).toBe(0);
    expect(await scimBodyOf<User>(await scimCall(getUser, `/Users/${user.id}`, { token, id: user.id }))).toMatchObject({
      active: true,
      displayName: 'Test User',
    });
  });

  it('keeps the last administrator: deactivating the founder, matched by e-mail, is refused with 409', async () => {
    const lone = await founder('Lone Admin');
    const loneToken = await tokenOf(lone);
    const response = await scimCall(createUser, '/Users', { token: loneToken, method: 'POST', body: oktaUser(lone.email) });
    const user = await scimBodyOf<User>(response);
    expect((await listMembers(lone)).map((row) => row.email)).toEqual([lone.email]);
    const off = await patch(user.id, [{ op: 'replace', value: { active: false } }], loneToken);
    expect(off.status).toBe(409);
    await scimErrorOf(off);
    expect((await listMembers(lone)).map((row) => row.role)).toEqual(['admin']);
  });
});
