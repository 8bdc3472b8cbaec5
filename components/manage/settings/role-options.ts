import { teamRoleInfo, teamRoles } from '@/lib/schemas/settings';

/** Role choices with their descriptions (spec §6). */
export const roleOptions = teamRoles.map((role) => ({ value: role, label: `${teamRoleInfo[role].label}: ${teamRoleInfo[role].description}` }));
