import type { Verification } from '../connector';
import { graphClient } from '../entra-id/client';
import type { EntraConnection } from '../entra-id/connection';
import { unknownOf } from '../entra-id/failures';
import { INTUNE_PERMISSIONS } from './profile';

/**
 * Checks an Intune connection before it is saved: the app gets a token for the tenant, and that token lists a
 * managed device. Answers the tenant as entered, or what is wrong in a sentence.
 */
export async function verifyIntune(connection: EntraConnection): Promise<Verification> {
  try {
    const page = await graphClient(connection).get<{ value?: unknown }>('/deviceManagement/managedDevices', { $select: 'id', $top: 1 });
    if (!Array.isArray(page?.value)) {
      return { ok: false, message: `The answer at ${connection.graphUrl} is not Microsoft Graph's device list. Check the Graph URL.` };
    }
    return { ok: true, account: connection.tenantId };
  } catch (error) {
    return { ok: false, message: unknownOf(error, 'the managed devices', INTUNE_PERMISSIONS.devices, connection.graphUrl).unknown };
  }
}
