/** An IAM user's full-admin policies held through its groups, each named with its group ("AdministratorAccess (group admins)"). */
export type GroupAdmin = { user: string; policies: string[] };

/**
 * An IAM role a person or system may assume, from the account authorization details: who its trust policy lets assume
 * it, the attached or inline policies granting full admin, and when it was last used (ISO time, or null when IAM
 * has no record of it, within its 400-day window).
 */
export type IamRole = { name: string; arn: string; trustedBy: string[]; adminPolicies: string[]; lastUsed: string | null };

/** The path of the roles AWS creates and manages for its services. */
export const SERVICE_LINKED_PATH = '/aws-service-role/';
