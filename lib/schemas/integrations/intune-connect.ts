import { z } from '@/lib/schemas/zod';
import { entraIdConnectSchema } from './entra-id-connect';
import { intuneReleases, isKnownRelease, type IntunePlatform } from './intune-releases';

/** A platform's minimum OS release: one of its vendor's releases the form lists; left out, the default. */
const minimumOf = (platform: IntunePlatform) => {
  const { label, default: fallback } = intuneReleases[platform];
  const message = `Choose one of the listed ${label} releases as the minimum.`;
  return z
    .string({ error: message })
    .trim()
    .refine((value) => isKnownRelease(platform, value), message)
    .default(fallback);
};

/**
 * Connect Microsoft Intune: the same app credentials as Microsoft Entra ID (tenant, client ID and secret, sign-in and
 * Graph addresses), its own connection so a tenant's devices can be read with or without its directory. The app
 * needs Intune's two read permissions instead of (or besides) the directory's. The administrator may also choose each
 * platform's minimum OS release for the supported-version check; each defaults to the oldest release still updated.
 */
export const intuneConnectSchema = z.object({
  ...entraIdConnectSchema.shape,
  minimumWindows: minimumOf('Windows'),
  minimumMacos: minimumOf('macOS'),
  minimumIos: minimumOf('iOS'),
  minimumAndroid: minimumOf('Android'),
});
export type IntuneConnect = z.infer<typeof intuneConnectSchema>;
