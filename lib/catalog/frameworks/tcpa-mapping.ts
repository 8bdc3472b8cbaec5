/**
 * The TCPA duties that existing controls satisfy, by control id (merged into libraryControls by
 * lib/catalog/controls.ts): consent records, the marketing opt-out and records retention, beside the calling controls
 * of lib/catalog/control-domains/children-and-marketing.ts.
 */
export const tcpaMapping: Readonly<Record<string, readonly string[]>> = {
  'PRV-06': ['tcpa:64.1200(a)(2)', 'tcpa:64.1200(a)(10)'],
  'PRV-17': ['tcpa:64.1200(a)(10)', 'tcpa:64.1200(d)(3)'],
  'GOV-09': ['tcpa:64.1200(d)(6)'],
};
