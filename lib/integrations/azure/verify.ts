import type { Verification } from '../connector';
import { azureClient } from './client';
import type { AzureConnection } from './connection';
import { unknownOf } from './failures';
import { API_VERSIONS, AZURE_ACTIONS } from './profile';

/**
 * Checks an Azure connection before it is saved: the app gets a token for Resource Manager, and that token lists a
 * subscription. Answers the tenant as entered, or what is wrong in a sentence.
 */
export async function verifyAzure(connection: AzureConnection): Promise<Verification> {
  try {
    const page = await azureClient(connection).get<{ value?: unknown }>('/subscriptions', { 'api-version': API_VERSIONS.subscriptions });
    // Another server may answer 200 with JSON of its own: Resource Manager's collection has a value list.
    if (!Array.isArray(page?.value)) {
      return {
        ok: false,
        message: `The answer at ${connection.managementUrl} is not Azure Resource Manager's subscription list. Check the Resource Manager URL.`,
      };
    }
    if (page.value.length === 0) {
      return {
        ok: false,
        message: 'The app may read no subscription. Assign it the Reader role at the scope of each subscription to read.',
      };
    }
    return { ok: true, account: connection.tenantId };
  } catch (error) {
    return { ok: false, message: unknownOf(error, 'the subscriptions', AZURE_ACTIONS.subscriptions, connection.managementUrl).unknown };
  }
}
