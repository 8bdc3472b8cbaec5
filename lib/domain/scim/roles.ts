import type { TeamRole } from '@/lib/schemas/organization/settings';

const RANK: Record<TeamRole, number> = { viewer: 0, member: 1, admin: 2 };

/** The role with the most rights among those given, or null for none. */
export function highestRole(roles: readonly TeamRole[]): TeamRole | null {
  return roles.reduce<TeamRole | null>((best, role) => (best === null || RANK[role] > RANK[best] ? role : best), null);
}
