/**
 * The FERPA duties that existing privacy and access controls satisfy, by control id (merged into libraryControls by
 * lib/catalog/controls.ts). Duties particular to education records have controls of their own
 * (lib/catalog/control-domains/student-records.ts).
 */
export const ferpaMapping: Readonly<Record<string, readonly string[]>> = {
  'PRV-10': ['ferpa:99.7'],
  'PRV-14': ['ferpa:99.10'],
  'PRV-15': ['ferpa:99.20'],
  'PRV-19': ['ferpa:99.31(c)'],
  'PRV-23': ['ferpa:99.31(a)(1)(i)(B)', 'ferpa:99.33'],
  'PRV-28': ['ferpa:99.30', 'ferpa:99.32'],
  'AC-01': ['ferpa:99.31(a)(1)(ii)'],
};
