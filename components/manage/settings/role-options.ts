import { teamRoleInfo, teamRoles } from '@/lib/schemas/organization/settings';

/** Role choices for the invite and edit-role selects, each with what the role may do. */
export const roleOptions = teamRoles.map((role) => ({
  value: role,
  label: `${teamRoleInfo[role].label}: ${teamRoleInfo[role].description}`,
}));
