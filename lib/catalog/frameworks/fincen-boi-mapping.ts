import { extraMapsOf } from './mapping';

/** The existing controls that satisfy FinCEN BOI paragraphs (the AML controls carry their own maps). */
export const fincenBoiMapping = extraMapsOf('fincen-boi', {
  '1010.380(c)(1)': ['GOV-06'],
});
