import { z } from '@/lib/schemas/zod';
import { apiAddress } from './api-url';
import { entraIdConnectSchema } from './entra-id-connect';

/**
 * Connect Azure: the tenant, an app registration's client ID and secret (as Microsoft Entra ID's form asks them), and
 * the sign-in and Azure Resource Manager addresses (Microsoft's, or a national cloud's). Other keys are left out.
 */
export const azureConnectSchema = entraIdConnectSchema.pick({ tenantId: true, clientId: true, clientSecret: true, loginUrl: true }).extend({
  managementUrl: apiAddress('the Resource Manager URL', 'https://management.azure.com'),
});
export type AzureConnect = z.infer<typeof azureConnectSchema>;
