/** @jest-environment node */
import { libraryControls } from '@/lib/catalog/controls';
import { ftcHbnrMapping } from '@/lib/catalog/frameworks/ftc-hbnr-mapping';
import { ftcHbnr } from '@/lib/catalog/frameworks/ftc-hbnr';
import { hipaaPrivacyMapping } from '@/lib/catalog/frameworks/hipaa-privacy-mapping';
import { hipaaPrivacy } from '@/lib/catalog/frameworks/hipaa-privacy';
import { describeOfficialList } from './new-frameworks-harness';

// 45 CFR 164.5nn with an optional paragraph letter: the Privacy Rule's standards (Subpart E).
describeOfficialList('hipaa-privacy', {
  framework: hipaaPrivacy,
  mapping: hipaaPrivacyMapping,
  format: /^164\.5(0[2-9]|1[0-4]|2[0-9]|30)(\([a-j]\))?$/,
  groups: { uses: 14, rights: 6, administrative: 10 },
  known: ['164.502(b)', '164.504(e)', '164.508(a)', '164.514(a)', '164.520', '164.524', '164.528', '164.530(j)'],
  // Security Rule and breach notification sections belong to the hipaa and hitech frameworks.
  absent: ['164.308(a)(1)(i)', '164.404(a)', '164.530(k)'],
});

// 16 CFR 318.n with optional paragraph and number.
describeOfficialList('ftc-hbnr', {
  framework: ftcHbnr,
  mapping: ftcHbnrMapping,
  format: /^318\.[3-6](\([a-c]\)(\([1-3]\))?)?$/,
  groups: { 'notice-duty': 2, timing: 1, methods: 6 },
  known: ['318.3(a)', '318.3(b)', '318.4', '318.5(a)(1)', '318.5(c)', '318.6'],
  // 318.1 and 318.2 are purpose and definitions, 318.7 enforcement: no duty to evidence.
  absent: ['318.1', '318.2', '318.7'],
});

describe('health privacy mappings', () => {
  const mappedTo = (key: string) => libraryControls.filter((control) => control.maps.includes(key)).map((control) => control.id);

  it('gives the Privacy Rule’s own duties their own controls and shares the general ones', () => {
    expect(mappedTo('hipaa-privacy:164.508(c)')).toEqual(['HPR-01']);
    expect(mappedTo('hipaa-privacy:164.520')).toEqual(['HPR-02']);
    expect(mappedTo('hipaa-privacy:164.504(e)')).toEqual(['VEN-05']);
    expect(mappedTo('hipaa-privacy:164.530(j)')).toEqual(['GOV-09']);
  });

  it('sends FTC breach notices through the health app breach control and law enforcement delays through the shared one', () => {
    expect(mappedTo('ftc-hbnr:318.5(c)')).toEqual(['BRN-06']);
    expect(mappedTo('ftc-hbnr:318.4').sort()).toEqual(['BRN-04', 'BRN-06', 'GOV-09']);
  });
});
