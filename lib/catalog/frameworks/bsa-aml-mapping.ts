import { extraMapsOf } from './mapping';

/** The existing controls that satisfy BSA/AML paragraphs (the AML controls carry their own maps). */
export const bsaAmlMapping = extraMapsOf('bsa-aml', {
  '1020.210(a)(3)': ['GOV-06'],
  '1010.230(i)': ['GOV-09'],
});
