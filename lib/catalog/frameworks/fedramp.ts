import type { LibraryFramework } from '@/lib/catalog/types';
import { fedrampFamiliesA } from './fedramp-families-a';
import { fedrampFamiliesB } from './fedramp-families-b';

/**
 * FedRAMP at the Moderate impact level: the controls and control enhancements of the NIST SP 800-53 Rev. 5
 * Moderate baseline (SP 800-53B), identified as SP 800-53 writes them ("AC-2", "AC-2(1)") and grouped by control
 * family. FedRAMP's own additions to the baseline and its parameter values are left out (docs/frameworks/fedramp.md).
 */
export const fedrampFamilies = [...fedrampFamiliesA, ...fedrampFamiliesB];

export const fedramp: LibraryFramework = {
  id: 'fedramp',
  name: 'FedRAMP',
  edition: 'NIST SP 800-53 Rev. 5 Moderate baseline (SP 800-53B)',
  groups: fedrampFamilies.map((family) => ({
    id: family.id,
    title: `${family.title} (${family.id})`,
    requirements: family.rows.map(([id, title]) => ({ id, title })),
  })),
};
