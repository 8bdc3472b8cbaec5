import type { LibraryFramework } from '@/lib/catalog/types';
import { fedrampFamiliesA } from './fedramp-families-a';
import { fedrampFamiliesB } from './fedramp-families-b';

/**
 * The NIST SP 800-53 Rev. 5 Moderate baseline (SP 800-53B): its controls and control enhancements, identified as
 * SP 800-53 writes them ("AC-2", "AC-2(1)") and grouped by control family. It is the base of FedRAMP Moderate, but
 * FedRAMP's own additions and parameter values are not included, so it is named for what it is; its id stays
 * "fedramp" so that organizations following it keep their records (docs/frameworks/fedramp.md).
 */
export const fedrampFamilies = [...fedrampFamiliesA, ...fedrampFamiliesB];

export const fedramp: LibraryFramework = {
  id: 'fedramp',
  name: 'NIST SP 800-53 Rev. 5 Moderate',
  edition: 'NIST SP 800-53 Rev. 5 Moderate baseline (SP 800-53B)',
  groups: fedrampFamilies.map((family) => ({
    id: family.id,
    title: `${family.title} (${family.id})`,
    requirements: family.rows.map(([id, title]) => ({ id, title })),
  })),
};
