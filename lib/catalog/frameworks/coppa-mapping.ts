/**
 * The COPPA duties that existing privacy and security controls satisfy, by control id (merged into libraryControls by
 * lib/catalog/controls.ts). The written security program of 312.8(b) rests on the security program's own controls;
 * parental consent and review have controls of their own (lib/catalog/control-domains/children-and-marketing.ts).
 */
export const coppaMapping: Readonly<Record<string, readonly string[]>> = {
  'PRV-07': ['coppa:312.5(a)(1)'],
  'PRV-10': ['coppa:312.4(a)', 'coppa:312.4(d)'],
  'PRV-11': ['coppa:312.7'],
  'PRV-12': ['coppa:312.10'],
  'PRV-14': ['coppa:312.6(a)(2)', 'coppa:312.6(a)(3)'],
  'PRV-19': ['coppa:312.6(a)(3)'],
  'GOV-01': ['coppa:312.8(a)'],
  'AC-01': ['coppa:312.8(a)'],
  'CRY-02': ['coppa:312.8(a)'],
  'GOV-02': ['coppa:312.8(b)(1)'],
  'RSK-02': ['coppa:312.8(b)(2)'],
  'RSK-03': ['coppa:312.8(b)(3)'],
  'VUL-01': ['coppa:312.8(b)(4)'],
  'OPS-03': ['coppa:312.8(b)(4)'],
  'AUD-04': ['coppa:312.8(b)(5)'],
  'VEN-02': ['coppa:312.8(c)'],
  'PRV-23': ['coppa:312.8(c)'],
};
