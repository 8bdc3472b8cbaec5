/** @jest-environment node */
import { libraryControls } from '@/lib/catalog/controls';
import { coCpaMapping } from '@/lib/catalog/frameworks/co-cpa-mapping';
import { coCpa } from '@/lib/catalog/frameworks/co-cpa';
import { txDpsaMapping } from '@/lib/catalog/frameworks/tx-dpsa-mapping';
import { txDpsa } from '@/lib/catalog/frameworks/tx-dpsa';
import { vaCdpaMapping } from '@/lib/catalog/frameworks/va-cdpa-mapping';
import { vaCdpa } from '@/lib/catalog/frameworks/va-cdpa';
import { describeOfficialList } from './new-frameworks-harness';

// Code of Virginia §59.1-577 to 59.1-580 with subsection letter and subdivision number.
describeOfficialList('va-cdpa', {
  framework: vaCdpa,
  mapping: vaCdpaMapping,
  format: /^59\.1-5(7[7-9]|80)\([A-E]\)(\([1-5]\))?$/,
  groups: { rights: 7, controllers: 8, processors: 3 },
  known: ['59.1-577(A)(5)', '59.1-577(C)', '59.1-578(A)(5)', '59.1-578(E)', '59.1-579(B)', '59.1-580(A)'],
  // §59.1-578(B) voids waivers (no duty to evidence); §59.1-575 is definitions.
  absent: ['59.1-578(B)', '59.1-575', '59.1-577(A)(6)'],
});

// C.R.S. §6-1-1305, 1306, 1308 and 1309 with their subsections.
describeOfficialList('co-cpa', {
  framework: coCpa,
  mapping: coCpaMapping,
  format: /^6-1-130[5689](\(\d\)(\([a-e]\)(\(IV\))?)?)?$/,
  groups: { rights: 8, controllers: 7, processors: 2 },
  known: ['6-1-1306(1)(a)', '6-1-1306(1)(a)(IV)', '6-1-1306(3)', '6-1-1308(1)', '6-1-1308(7)', '6-1-1309'],
  absent: ['6-1-1308(8)', '6-1-1306(1)(f)', '6-1-1303'],
});

// Tex. Bus. & Com. Code §541.0nn and §541.10n with their subsections.
describeOfficialList('tx-dpsa', {
  framework: txDpsa,
  mapping: txDpsaMapping,
  format: /^541\.(05[1-5]|10[1-5])(\([a-c]\)(\(\d\))?)?$/,
  groups: { rights: 4, controllers: 10, processors: 3 },
  known: ['541.051', '541.053', '541.055', '541.101(b)(4)', '541.102(b)', '541.104(b)', '541.105'],
  // §541.054 voids waivers; §541.106 concerns de-identified data; §541.151 is enforcement.
  absent: ['541.054', '541.106', '541.151'],
});

describe('US state privacy mappings', () => {
  const mappedTo = (key: string) => libraryControls.filter((control) => control.maps.includes(key)).map((control) => control.id);

  it('answers each state’s appeal duty with the appeals control', () => {
    for (const key of ['va-cdpa:59.1-577(C)', 'co-cpa:6-1-1306(3)', 'tx-dpsa:541.053']) expect(mappedTo(key)).toEqual(['PRV-35']);
  });

  it('rests assessments on the DPIA control and universal opt-outs on the preference signal control', () => {
    for (const key of ['va-cdpa:59.1-580(A)', 'co-cpa:6-1-1309', 'tx-dpsa:541.105']) expect(mappedTo(key)).toEqual(['PRV-21']);
    expect(mappedTo('co-cpa:6-1-1306(1)(a)(IV)')).toEqual(['PRV-30']);
  });
});
