import { extraMapsOf } from './mapping';

/** The existing controls that do the work of the FTC rule's duties (BRN-06 carries the rule's own). */
export const ftcHbnrMapping = extraMapsOf('ftc-hbnr', {
  '318.3(b)': ['INC-08'],
  '318.4': ['BRN-04', 'GOV-09'],
  '318.5(a)(1)': ['BRN-02'],
  '318.5(a)(2)': ['BRN-02'],
  '318.5(a)(3)': ['BRN-02'],
  '318.6': ['BRN-02'],
});
