import type { Verification } from '../connector';
import { graphClient } from './client';
import type { EntraConnection } from './connection';
import { unknownOf } from './failures';
import { ENTRA_PERMISSIONS } from './profile';

/**
 * Checks an Entra ID connection before it is saved: the app gets a token for the tenant, and that token lists a
 * user. Answers the tenant as entered, or what is wrong in a sentence.
 */
export async function verifyEntra(connection: EntraConnection): Promise<Verification> {
  try {
    const page = await graphClient(connection).get<{ value?: unknown }>('/users', { $select: 'id', $top: 1 });
    // Another server may answer 200 with JSON of its own: Graph's collection has a value list.
    if (!Array.isArray(page?.value)) {
      return { ok: false, message: `The answer at ${connection.graphUrl} is not Microsoft Graph's user list. Check the Graph URL.` };
    }
    return { ok: true, account: connection.tenantId };
  } catch (error) {
    return { ok: false, message: unknownOf(error, 'the users', ENTRA_PERMISSIONS.users, connection.graphUrl).unknown };
  }
}
