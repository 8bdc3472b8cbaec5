import type { TeamRole } from '@/lib/schemas/organization/settings';

/**
 * What each role may do in an organization: an admin has full access (team, roles, API keys,
 * organization settings, approvals, deletion), a member views and edits compliance data, a viewer only reads.
 * The interface hides or disables what a role cannot do; the server refuses it anyway with 403.
 * An auditor guest of one audit has no role and no row here: a guest is never a member, so no check of this table
 * can be passed by one (their reads are lib/workspace/audit-guests/, scoped to their audit).
 */
const allowed = {
  /** Read every management record of the organization. */
  'records.view': ['admin', 'member', 'viewer'],
  /** Create and edit evidence, policies, audits, reports, CCPA issues and control states; submit and review. */
  'records.edit': ['admin', 'member'],
  /** Add frameworks, run their setup and change their settings. */
  'frameworks.manage': ['admin', 'member'],
  /** Remove a framework from the organization. */
  'frameworks.remove': ['admin'],
  /** Approve a policy under review, and the ISMS scope. */
  'policies.approve': ['admin'],
  /** Record the acceptance of a risk (its approver must be an admin too). */
  'risks.accept': ['admin'],
  /** Delete records (archiving keeps history and is an edit). */
  'records.delete': ['admin'],
  /** Invite, change the role of and remove members; revoke invitations. */
  'team.manage': ['admin'],
  /** Create and revoke API keys. */
  'apiKeys.manage': ['admin'],
  /** Connect and disconnect integrations (their credentials reach the organization's systems). */
  'integrations.manage': ['admin'],
  /** Invite an auditor as a guest of one audit, withdraw them, and read what they viewed. */
  'auditGuests.manage': ['admin'],
  /** Rename the organization. */
  'organization.manage': ['admin'],
  /** One's own profile, password, sessions and notifications. */
  'account.manage': ['admin', 'member', 'viewer'],
} as const satisfies Record<string, readonly TeamRole[]>;

export type Action = keyof typeof allowed;
export const actions = Object.keys(allowed) as Action[];

/** True when `role` may perform `action`. */
export function can(role: TeamRole, action: Action): boolean {
  return (allowed[action] as readonly TeamRole[]).includes(role);
}

/** The message of a refused action (answered with 403). */
export const FORBIDDEN_MESSAGE = 'Your role does not allow this action. Ask an administrator of your organization.';
