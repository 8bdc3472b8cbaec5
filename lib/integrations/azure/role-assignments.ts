import type { JsonClient } from '../framework/http';
import { everyItem } from './client';
import { API_VERSIONS } from './profile';

/**
 * A principal's role assignment in a subscription (at the subscription, one of its resource groups or resources, or
 * inherited from a management group), its role definition resolved to a name and whether it allows every action.
 */
export type AzureRoleAssignment = {
  principalId: string;
  /** User, Group, ServicePrincipal, ForeignGroup or Device, as Azure names it. */
  principalType: string;
  role: string;
  /** The role definition's actions include "*" (Owner and Contributor do). */
  allActions: boolean;
};

/** Role Assignments - List For Subscription and Role Definitions - List (2022-04-01), as far as read. */
type AssignmentResource = { properties?: { roleDefinitionId?: string; principalId?: string; principalType?: string } };
type DefinitionResource = { id?: string; name?: string; properties?: { roleName?: string; permissions?: { actions?: string[] }[] } };

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
/** A role definition is named by the GUID at the end of its id, whatever scope the id is written at. */
const guidOf = (id: string) => (id.split('/').pop() ?? id).toLowerCase();

/**
 * Every role assignment of a subscription, page by page, each with its role definition's name and actions, read from
 * the subscription's role definitions (built-in and custom). A definition not found keeps its GUID as its name.
 */
export async function roleAssignmentsOf(client: JsonClient, subscriptionId: string): Promise<AzureRoleAssignment[]> {
  const path = `/subscriptions/${encodeURIComponent(subscriptionId)}/providers/Microsoft.Authorization`;
  const assignments = await everyItem<AssignmentResource>(client, `${path}/roleAssignments`, API_VERSIONS.roleAssignments);
  // A subscription nobody holds a role in needs no definitions read.
  if (assignments.length === 0) return [];
  const definitions = await everyItem<DefinitionResource>(client, `${path}/roleDefinitions`, API_VERSIONS.roleDefinitions);
  const byGuid = new Map(
    definitions.map((definition) => [
      guidOf(text(definition.id) || text(definition.name)),
      {
        name: text(definition.properties?.roleName),
        allActions: (definition.properties?.permissions ?? []).some((permission) => (permission.actions ?? []).includes('*')),
      },
    ]),
  );
  return assignments.map(({ properties = {} }) => {
    const guid = guidOf(text(properties.roleDefinitionId));
    const definition = byGuid.get(guid);
    return {
      principalId: text(properties.principalId),
      principalType: text(properties.principalType) || 'Unknown',
      role: definition?.name || guid,
      allActions: definition?.allActions ?? false,
    };
  });
}
