import { groupSteps, membersAfter } from '@/lib/domain/scim/group-patch';
import { patchedUser } from '@/lib/domain/scim/patch';
import { fieldsFromInput, type ScimUserFields } from '@/lib/domain/scim/users';
import { scimUserSchema } from '@/lib/schemas/scim/records';

const ada: ScimUserFields = {
  userName: 'ada@example.com',
  externalId: '00ujl29u0le5T6Aj10h7',
  givenName: 'Ada',
  familyName: 'Lovelace',
  displayName: 'Ada Lovelace',
  email: 'ada@example.com',
  active: true,
};

describe('patchedUser', () => {
  it("deactivates with Okta's replace of an object without a path", () => {
    expect(patchedUser(ada, [{ op: 'replace', value: { active: false } }])).toEqual({ ...ada, active: false });
  });

  it("deactivates with Entra ID's capitalised Replace of active as the string False, and reactivates with True", () => {
    expect(patchedUser(ada, [{ op: 'Replace', path: 'active', value: 'False' }])).toEqual({ ...ada, active: false });
    expect(patchedUser({ ...ada, active: false }, [{ op: 'Replace', path: 'active', value: 'True' }])).toEqual(ada);
  });

  it("changes the e-mail and family name with Entra ID's paths, the displayed name kept", () => {
    const patched = patchedUser(ada, [
      { op: 'Replace', path: 'emails[type eq "work"].value', value: 'Ada.King@Example.com' },
      { op: 'Replace', path: 'name.familyName', value: 'King' },
    ]);
    expect(patched).toEqual({ ...ada, email: 'ada.king@example.com', familyName: 'King' });
  });

  it('reads attributes of an object without a path, dotted names and the schema prefix included', () => {
    const patched = patchedUser(ada, [
      {
        op: 'replace',
        value: {
          'name.givenName': 'Augusta',
          'urn:ietf:params:scim:schemas:core:2.0:User:displayName': 'Augusta King',
          emails: [{ value: 'augusta@example.com', type: 'work', primary: true }],
          title: 'Countess',
        },
      },
    ]);
    expect(patched).toEqual({ ...ada, givenName: 'Augusta', displayName: 'Augusta King', email: 'augusta@example.com' });
  });

  it('ignores attributes the product does not keep, such as the enterprise extension', () => {
    expect(
      patchedUser(ada, [{ op: 'Add', path: 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User:department', value: 'Research' }]),
    ).toEqual(ada);
  });

  it('removes the externalId and names the display name from the given and family names once it is removed', () => {
    expect(
      patchedUser(ada, [
        { op: 'remove', path: 'externalId' },
        { op: 'remove', path: 'displayName' },
      ]),
    ).toEqual({
      ...ada,
      externalId: null,
    });
  });

  it('refuses what cannot be applied, with its scimType', () => {
    expect(patchedUser(ada, [{ op: 'replace', path: 'active', value: 'maybe' }])).toEqual({
      scimType: 'invalidValue',
      detail: 'active must be true or false.',
    });
    expect(patchedUser(ada, [{ op: 'remove' }])).toMatchObject({ scimType: 'noTarget' });
    expect(patchedUser(ada, [{ op: 'remove', path: 'userName' }])).toMatchObject({ scimType: 'mutability' });
    expect(patchedUser(ada, [{ op: 'replace', value: 'False' }])).toMatchObject({ scimType: 'invalidValue' });
    expect(patchedUser(ada, [{ op: 'replace', path: 'emails', value: [{ value: 'not an address' }] }])).toMatchObject({
      scimType: 'invalidValue',
    });
  });
});

describe('fieldsFromInput', () => {
  it("keeps what Okta's create sends and ignores its password", () => {
    const input = scimUserSchema.parse({
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
      userName: 'test.user@okta.local',
      name: { givenName: 'Test', familyName: 'User' },
      emails: [{ primary: true, value: 'test.user@okta.local', type: 'work' }],
      displayName: 'Test User',
      locale: 'en-US',
      externalId: '00ujl29u0le5T6Aj10h7',
      groups: [],
      password: '1mz050nq',
      active: true,
    });
    expect(fieldsFromInput(input)).toEqual({
      userName: 'test.user@okta.local',
      externalId: '00ujl29u0le5T6Aj10h7',
      givenName: 'Test',
      familyName: 'User',
      displayName: 'Test User',
      email: 'test.user@okta.local',
      active: true,
    });
  });

  it("takes Entra ID's primary work address when the userName is no address, and names the person from name.formatted", () => {
    const input = scimUserSchema.parse({
      userName: 'Test_User_ab6490ee',
      active: 'True',
      emails: [
        { type: 'home', value: 'home@example.com' },
        { primary: true, type: 'work', value: 'Test_User@TestUser.com' },
      ],
      name: { formatted: 'givenName familyName', familyName: 'familyName', givenName: 'givenName' },
    });
    expect(fieldsFromInput(input)).toMatchObject({
      userName: 'test_user_ab6490ee',
      email: 'test_user@testuser.com',
      displayName: 'givenName familyName',
      active: true,
    });
  });

  it('refuses a user with no address to reach them by', () => {
    expect(fieldsFromInput(scimUserSchema.parse({ userName: 'no-address' }))).toMatchObject({ scimType: 'invalidValue' });
  });
});

describe('groupSteps', () => {
  it("reads Okta's member add, member removal by filter and rename with the id resent", () => {
    const steps = groupSteps([
      { op: 'add', path: 'members', value: [{ value: 'u1', display: 'test.user@okta.local' }] },
      { op: 'remove', path: 'members[value eq "u0"]' },
      { op: 'replace', value: { id: 'g1', displayName: 'Test SCIMv2' } },
    ]);
    expect(steps).toEqual([
      { kind: 'add', userIds: ['u1'] },
      { kind: 'remove', userIds: ['u0'] },
      { kind: 'rename', displayName: 'Test SCIMv2' },
    ]);
    expect(Array.isArray(steps) && membersAfter(['u0', 'u2'], steps)).toEqual(['u2', 'u1']);
  });

  it("reads Entra ID's capitalised Add and Remove of members with a list of values", () => {
    const steps = groupSteps([
      { op: 'Add', path: 'members', value: [{ $ref: null, value: 'u3' }] },
      { op: 'Remove', path: 'members', value: [{ $ref: null, value: 'u1' }] },
    ]);
    expect(Array.isArray(steps) && membersAfter(['u1'], steps)).toEqual(['u3']);
  });

  it('replaces or empties the members', () => {
    const replaced = groupSteps([{ op: 'replace', path: 'members', value: [{ value: 'u9' }] }]);
    expect(Array.isArray(replaced) && membersAfter(['u1', 'u2'], replaced)).toEqual(['u9']);
    const emptied = groupSteps([{ op: 'remove', path: 'members' }]);
    expect(Array.isArray(emptied) && membersAfter(['u1'], emptied)).toEqual([]);
  });

  it('refuses members that are not a list of values, and a remove without a path', () => {
    expect(groupSteps([{ op: 'add', path: 'members', value: 'u1' }])).toMatchObject({ scimType: 'invalidValue' });
    expect(groupSteps([{ op: 'remove' }])).toMatchObject({ scimType: 'noTarget' });
    expect(groupSteps([{ op: 'add', path: 'members[value eq "u1"]' }])).toMatchObject({ scimType: 'invalidPath' });
  });
});
