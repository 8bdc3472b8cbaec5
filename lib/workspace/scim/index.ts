export { createScimToken, listScimTokens, revokeScimToken, scimTokenMember, type ScimTokenRow } from './tokens';
export { createScimUser, deleteScimUser, listScimUsers, patchScimUser, readScimUser, replaceScimUser } from './users';
export {
  createScimGroup,
  deleteScimGroup,
  listGroupRoles,
  listScimGroups,
  patchScimGroup,
  readScimGroup,
  replaceScimGroup,
  setGroupRole,
} from './groups';
export { SCIM_DEFAULT_ROLE } from './roles';
