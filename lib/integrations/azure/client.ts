import { everyPage, jsonClient, type JsonClient } from '../framework/http';
import { bearerOf } from '../entra-id/client';
import { managementScopeOf, type AzureConnection } from './connection';

/**
 * A client of Azure Resource Manager for one run: the app's token (client credentials, as Entra ID's connector asks
 * it) once, when the first request is sent, and every request through the framework's JSON client (the guarded
 * outbound client, throttling waited out where Retry-After says when).
 */
export const azureClient = (connection: AzureConnection): JsonClient =>
  jsonClient({ baseUrl: connection.managementUrl, headers: bearerOf(connection, managementScopeOf(connection.managementUrl)) });

/**
 * Every item of a Resource Manager list at `path` with its api-version, following each page's nextLink (an absolute
 * address, which the client follows only at the API's own origin).
 */
export const everyItem = <T>(client: JsonClient, path: string, apiVersion: string): Promise<T[]> =>
  everyPage(async (next) => {
    const page = await client.get<{ value?: T[]; nextLink?: string | null }>(next ?? path, next ? {} : { 'api-version': apiVersion });
    return { items: page.value ?? [], next: page.nextLink };
  });
