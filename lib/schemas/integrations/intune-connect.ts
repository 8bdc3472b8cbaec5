import { z } from '@/lib/schemas/zod';
import { entraIdConnectSchema } from './entra-id-connect';

/**
 * Connect Microsoft Intune: the same app credentials as Microsoft Entra ID (tenant, client ID and secret, sign-in and
 * Graph addresses), its own connection so a tenant's devices can be read with or without its directory. The app
 * needs Intune's two read permissions instead of (or besides) the directory's.
 */
export const intuneConnectSchema = z.object({ ...entraIdConnectSchema.shape });
export type IntuneConnect = z.infer<typeof intuneConnectSchema>;
