/**
 * Framework settings' product content: the role names of Users & Permissions. The people, the audits and the
 * integrations shown are the organization's own (lib/workspace).
 */
export const frameworkRoles = ['Admin', 'Editor', 'Viewer'] as const;
export type FrameworkRole = (typeof frameworkRoles)[number];
