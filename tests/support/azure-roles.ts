/**
 * The Azure stand-in's role definitions and assignments, shaped as Role Definitions - List and Role Assignments - List
 * For Subscription (2022-04-01) answer them: the built-in roles by their documented GUIDs, and a custom role.
 */
export type StandInAssignment = { principalId: string; principalType: string; roleId: string };

export const ROLE_IDS = {
  owner: '8e3af657-a8ff-443c-a75c-2fe8c4bcb635',
  contributor: 'b24988ac-6180-42a0-ab88-20f7382dd24c',
  reader: 'acdd72a7-3385-48ef-bd42-f606fba81ae7',
  userAccessAdministrator: '18d7d88d-d35e-4fb5-a5c3-7773c20a72d9',
  breakGlass: '3f2a1b0c-9d8e-4f7a-8b6c-5d4e3f2a1b0c',
  deploymentReader: '7c6b5a49-3e2d-4c1b-9a8f-7e6d5c4b3a29',
} as const;

const DEFINITIONS: { id: string; roleName: string; type: string; actions: string[]; notActions: string[] }[] = [
  { id: ROLE_IDS.owner, roleName: 'Owner', type: 'BuiltInRole', actions: ['*'], notActions: [] },
  {
    id: ROLE_IDS.contributor,
    roleName: 'Contributor',
    type: 'BuiltInRole',
    actions: ['*'],
    notActions: ['Microsoft.Authorization/*/Delete', 'Microsoft.Authorization/*/Write'],
  },
  { id: ROLE_IDS.reader, roleName: 'Reader', type: 'BuiltInRole', actions: ['*/read'], notActions: [] },
  {
    id: ROLE_IDS.userAccessAdministrator,
    roleName: 'User Access Administrator',
    type: 'BuiltInRole',
    actions: ['*/read', 'Microsoft.Authorization/*', 'Microsoft.Support/*'],
    notActions: [],
  },
  { id: ROLE_IDS.breakGlass, roleName: 'Break glass', type: 'CustomRole', actions: ['*'], notActions: [] },
  {
    id: ROLE_IDS.deploymentReader,
    roleName: 'Deployment reader',
    type: 'CustomRole',
    actions: ['Microsoft.Resources/deployments/read'],
    notActions: [],
  },
];

const definitionId = (subscriptionId: string, roleId: string) =>
  `/subscriptions/${subscriptionId}/providers/Microsoft.Authorization/roleDefinitions/${roleId}`;

export const roleDefinitionsOf = (subscriptionId: string) =>
  DEFINITIONS.map((definition) => ({
    id: definitionId(subscriptionId, definition.id),
    name: definition.id,
    type: 'Microsoft.Authorization/roleDefinitions',
    properties: {
      roleName: definition.roleName,
      type: definition.type,
      description: `${definition.roleName}.`,
      assignableScopes: ['/'],
      permissions: [{ actions: definition.actions, notActions: definition.notActions, dataActions: [], notDataActions: [] }],
    },
  }));

export const roleAssignmentsOf = (subscriptionId: string, assignments: StandInAssignment[]) =>
  assignments.map((assignment, index) => {
    const name = `${String(index).padStart(8, '0')}-0000-4000-8000-${assignment.principalId.slice(-12)}`;
    const scope = `/subscriptions/${subscriptionId}`;
    return {
      id: `${scope}/providers/Microsoft.Authorization/roleAssignments/${name}`,
      name,
      type: 'Microsoft.Authorization/roleAssignments',
      properties: {
        roleDefinitionId: definitionId(subscriptionId, assignment.roleId),
        principalId: assignment.principalId,
        principalType: assignment.principalType,
        scope,
        createdOn: '2026-01-05T10:00:00.0000000Z',
      },
    };
  });

/** Acme Production's assignments: an owner, a contributing pipeline, a readers' group, a custom admin and a custom reader. */
export const productionAssignments: StandInAssignment[] = [
  { principalId: 'a1b2c3d4-0000-4000-8000-000000000001', principalType: 'User', roleId: ROLE_IDS.owner },
  { principalId: 'a1b2c3d4-0000-4000-8000-000000000001', principalType: 'User', roleId: ROLE_IDS.reader },
  { principalId: 'a1b2c3d4-0000-4000-8000-000000000002', principalType: 'ServicePrincipal', roleId: ROLE_IDS.contributor },
  { principalId: 'a1b2c3d4-0000-4000-8000-000000000003', principalType: 'Group', roleId: ROLE_IDS.reader },
  { principalId: 'a1b2c3d4-0000-4000-8000-000000000004', principalType: 'User', roleId: ROLE_IDS.breakGlass },
  { principalId: 'a1b2c3d4-0000-4000-8000-000000000005', principalType: 'User', roleId: ROLE_IDS.deploymentReader },
  { principalId: 'a1b2c3d4-0000-4000-8000-000000000006', principalType: 'User', roleId: ROLE_IDS.userAccessAdministrator },
];
