/** @jest-environment node */
import { GET as listGroups, POST as createGroup } from '@/app/scim/v2/Groups/route';
import { DELETE as deleteGroup, GET as getGroup, PATCH as patchGroup, PUT as putGroup } from '@/app/scim/v2/Groups/[id]/route';
import { POST as createUser } from '@/app/scim/v2/Users/route';
import { listMembers } from '@/lib/workspace/organization';
import type { Member } from '@/lib/workspace/member';
import { listGroupRoles, setGroupRole } from '@/lib/workspace/scim';
import { founder, joinAs, refusal, UNKNOWN_ID, withThrowAwayDatabase } from '../workspace/fixtures';
import { oktaUser, PATCH_OP, scimBodyOf, scimCall, scimErrorOf, tokenOf } from './scim-fixtures';

withThrowAwayDatabase('scim-groups');

type Group = { id: string; displayName: string; members?: { value: string; display: string }[] };
type List = { totalResults: number; Resources: Group[] };

let admin: Member;
let token: string;
let count = 0;

beforeAll(async () => {
  admin = await founder('Groups Admin');
  token = await tokenOf(admin);
});

async function user(with_ = token): Promise<{ id: string; email: string }> {
  count += 1;
  const email = `grouped-${count}@example.com`;
  const response = await scimCall(createUser, '/Users', { token: with_, method: 'POST', body: oktaUser(email) });
  return { id: (await scimBodyOf<{ id: string }>(response)).id, email };
}

async function group(displayName: string, memberIds: string[] = []): Promise<Group> {
  const response = await scimCall(createGroup, '/Groups', {
    token,
    method: 'POST',
    body: { schemas: ['urn:ietf:params:scim:schemas:core:2.0:Group'], displayName, members: memberIds.map((value) => ({ value })) },
  });
  expect(response.status).toBe(201);
  return scimBodyOf<Group>(response);
}

const patch = (id: string, Operations: unknown[], with_ = token) =>
  scimCall(patchGroup, `/Groups/${id}`, { token: with_, id, method: 'PATCH', body: { schemas: [PATCH_OP], Operations } });

const roleOf = async (email: string) => (await listMembers(admin)).find((row) => row.email === email)?.role;

describe('Groups', () => {
  it('creates a group as Okta does, finds it by name, and leaves members out when Entra ID asks', async () => {
    const ada = await user();
    const created = await group('Test SCIMv2', [ada.id]);
    expect(created.members).toEqual([{ value: ada.id, display: 'Test User', $ref: expect.stringContaining(`/Users/${ada.id}`) }]);
    const found = await scimBodyOf<List>(
      await scimCall(listGroups, `/Groups?excludedAttributes=members&filter=${encodeURIComponent('displayName eq "Test SCIMv2"')}`, {
        token,
      }),
    );
    expect(found.totalResults).toBe(1);
    expect(found.Resources[0]).not.toHaveProperty('members');
    const byMember = `id eq "${created.id}" and members eq "${ada.id}"`;
    expect(
      (await scimBodyOf<List>(await scimCall(listGroups, `/Groups?filter=${encodeURIComponent(byMember)}`, { token }))).totalResults,
    ).toBe(1);
    const again = await scimCall(createGroup, '/Groups', { token, method: 'POST', body: { displayName: 'Test SCIMv2' } });
    expect(again.status).toBe(409);
    expect(await scimErrorOf(again)).toMatchObject({ scimType: 'uniqueness' });
  });

  it("adds and removes members with Okta's and Entra ID's operations, and renames", async () => {
    const [a, b, c] = [await user(), await user(), await user()];
    const created = await group('Engineering', [a.id]);
    await patch(created.id, [{ op: 'add', path: 'members', value: [{ value: b.id, display: b.email }] }]);
    await patch(created.id, [{ op: 'remove', path: `members[value eq "${a.id}"]` }]);
    await patch(created.id, [{ op: 'Add', path: 'members', value: [{ $ref: null, value: c.id }] }]);
    await patch(created.id, [{ op: 'Remove', path: 'members', value: [{ $ref: null, value: b.id }] }]);
    const renamed = await patch(created.id, [{ op: 'replace', value: { id: created.id, displayName: 'Platform' } }]);
    expect(await scimBodyOf<Group>(renamed)).toMatchObject({ displayName: 'Platform', members: [{ value: c.id }] });
    const put = await scimCall(putGroup, `/Groups/${created.id}`, {
      token,
      id: created.id,
      method: 'PUT',
      body: { displayName: 'Platform', members: [{ value: a.id }] },
    });
    expect((await scimBodyOf<Group>(put)).members?.map((entry) => entry.value)).toEqual([a.id]);
  });

  it("gives a mapped group's members its role, the highest of their groups, and the default role once they leave", async () => {
    const [a, b] = [await user(), await user()];
    const editors = await group('Editors', [a.id]);
    const admins = await group('Admins');
    expect(await roleOf(a.email)).toBe('viewer');
    await setGroupRole(admin, editors.id, 'member');
    expect(await roleOf(a.email)).toBe('member');
    await patch(editors.id, [{ op: 'add', path: 'members', value: [{ value: b.id }] }]);
    expect(await roleOf(b.email)).toBe('member');
    await setGroupRole(admin, admins.id, 'admin');
    await patch(admins.id, [{ op: 'add', path: 'members', value: [{ value: a.id }] }]);
    expect(await roleOf(a.email)).toBe('admin');
    await patch(admins.id, [{ op: 'remove', path: `members[value eq "${a.id}"]` }]);
    expect(await roleOf(a.email)).toBe('member');
    await patch(editors.id, [{ op: 'remove', path: 'members' }]);
    expect([await roleOf(a.email), await roleOf(b.email)]).toEqual(['viewer', 'viewer']);
    await patch(editors.id, [{ op: 'add', path: 'members', value: [{ value: b.id }] }]);
    expect(await roleOf(b.email)).toBe('member');
    expect((await scimCall(deleteGroup, `/Groups/${editors.id}`, { token, id: editors.id, method: 'DELETE' })).status).toBe(204);
    expect(await roleOf(b.email)).toBe('viewer');
    expect((await listGroupRoles(admin)).find((row) => row.id === admins.id)).toMatchObject({
      name: 'Admins',
      role: 'admin',
      memberCount: 0,
    });
  });

  it('lets only administrators map a group to a role', async () => {
    const editor = await joinAs(admin, 'member');
    const created = await group('Auditors');
    expect((await refusal(setGroupRole(editor, created.id, 'admin'))).status).toBe(403);
  });

  it("refuses another organization's users as members, and answers 404 for its groups", async () => {
    const stranger = await founder('Groups Stranger');
    const theirToken = await tokenOf(stranger);
    const theirs = await user(theirToken);
    const ours = await group('Ours');
    const added = await patch(ours.id, [{ op: 'add', path: 'members', value: [{ value: theirs.id }] }]);
    expect(added.status).toBe(400);
    expect(await scimErrorOf(added)).toMatchObject({ scimType: 'invalidValue' });
    const unknown = await scimCall(createGroup, '/Groups', {
      token,
      method: 'POST',
      body: { displayName: 'Ghosts', members: [{ value: UNKNOWN_ID }] },
    });
    expect(unknown.status).toBe(400);
    for (const response of [
      await scimCall(getGroup, `/Groups/${ours.id}`, { token: theirToken, id: ours.id }),
      await patch(ours.id, [{ op: 'replace', value: { displayName: 'Taken' } }], theirToken),
      await scimCall(deleteGroup, `/Groups/${ours.id}`, { token: theirToken, id: ours.id, method: 'DELETE' }),
    ]) {
      expect(response.status).toBe(404);
      await scimErrorOf(response);
    }
    await expect(refusal(setGroupRole(stranger, ours.id, 'admin'))).resolves.toMatchObject({ kind: 'not-found' });
    expect((await scimBodyOf<List>(await scimCall(listGroups, '/Groups', { token: theirToken }))).totalResults).toBe(0);
  });

  it('refuses a group without a name and a member list that is no list', async () => {
    const nameless = await scimCall(createGroup, '/Groups', { token, method: 'POST', body: { members: [] } });
    expect(await scimErrorOf(nameless)).toMatchObject({ scimType: 'invalidValue' });
    const created = await group('Shapes');
    const wrong = await patch(created.id, [{ op: 'add', path: 'members', value: 'everyone' }]);
    expect(wrong.status).toBe(400);
  });
});
