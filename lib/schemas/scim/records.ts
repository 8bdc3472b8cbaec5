import { z } from '@/lib/schemas/zod';
import { teamRoleSchema } from '@/lib/schemas/organization/settings';

/** The SCIM schema URNs of RFC 7643 and 7644 the product speaks. */
export const SCIM_USER_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:User';
export const SCIM_GROUP_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:Group';
export const SCIM_LIST_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:ListResponse';
export const SCIM_PATCH_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
export const SCIM_ERROR_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:Error';

/** A boolean as providers send it: Entra ID sends "True" and "False" as strings. */
export const scimBoolean = z.union([
  z.boolean(),
  z
    .string()
    .regex(/^(true|false)$/i, 'Send true or false.')
    .transform((text) => text.toLowerCase() === 'true'),
]);

const text = (max: number) => z.string().trim().max(max);

const email = z.looseObject({
  value: z.string().trim().max(254),
  type: z.string().optional(),
  primary: scimBoolean.optional(),
});

/** The body of a User's create (POST) or replace (PUT); attributes the product does not keep are ignored. */
export const scimUserSchema = z.looseObject({
  userName: z.string({ error: 'userName is required.' }).trim().min(1, 'userName is required.').max(254),
  externalId: text(254).nullish(),
  displayName: text(200).nullish(),
  name: z.looseObject({ givenName: text(100).nullish(), familyName: text(100).nullish(), formatted: text(200).nullish() }).nullish(),
  emails: z.array(email).max(20).nullish(),
  active: scimBoolean.optional(),
});
export type ScimUserInput = z.infer<typeof scimUserSchema>;

/** One operation of a PATCH: the op's case is the provider's (Entra ID sends "Replace"). */
export const scimPatchOperationSchema = z.looseObject({
  op: z.string().regex(/^(add|replace|remove)$/i, 'op must be add, replace or remove.'),
  path: z.string().trim().max(300).optional(),
  value: z.unknown().optional(),
});
export type ScimPatchOperation = z.infer<typeof scimPatchOperationSchema>;

export const scimPatchSchema = z.looseObject({
  schemas: z.array(z.string()).refine((schemas) => schemas.includes(SCIM_PATCH_SCHEMA), `schemas must list ${SCIM_PATCH_SCHEMA}.`),
  Operations: z
    .array(scimPatchOperationSchema, { error: 'Operations must be a list of operations.' })
    .min(1, 'Operations must hold at least one operation.')
    .max(1000),
});

const groupMember = z.looseObject({ value: z.string().trim().max(100) });

/** The body of a Group's create (POST) or replace (PUT). */
export const scimGroupSchema = z.looseObject({
  displayName: z.string({ error: 'displayName is required.' }).trim().min(1, 'displayName is required.').max(200),
  externalId: text(254).nullish(),
  members: z.array(groupMember).max(10_000).nullish(),
});
export type ScimGroupInput = z.infer<typeof scimGroupSchema>;

/** What Settings › Security posts to create a SCIM token. */
export const scimTokenCreateSchema = z.object({ name: z.string().trim().min(1, 'Enter a name.').max(100, 'Use at most 100 characters.') });
export const scimTokenIdSchema = z.object({ tokenId: z.string().trim().min(1) });

/** A group's role as an admin maps it: a role, or none (its members keep the role they have). */
export const scimGroupRoleSchema = z.object({
  groupId: z.string().trim().min(1),
  role: z.union([teamRoleSchema, z.literal('').transform(() => null)]),
});

/** A token as the section lists it. */
export type ScimTokenItem = { id: string; name: string; maskedValue: string; created: string; lastUsed: string | null };
/** A group pushed by the provider, with its mapped role. */
export type ScimGroupItem = { id: string; name: string; memberCount: number; role: 'admin' | 'member' | 'viewer' | null };
