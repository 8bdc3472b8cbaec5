import { extraMapsOf } from './mapping';

/** The existing controls that satisfy FDA Part 11 paragraphs (the new ones carry their own maps). */
export const fdaPart11Mapping = extraMapsOf('fda-part11', {
  '11.10(c)': ['BCP-04', 'GOV-09'],
  '11.10(d)': ['AC-01', 'AC-02'],
  '11.10(e)': ['OPS-01', 'OPS-02'],
  '11.10(g)': ['AC-01'],
  '11.10(k)(2)': ['SDL-05'],
  '11.30': ['CRY-01', 'CRY-03'],
  '11.100(a)': ['AC-04'],
  '11.300(a)': ['AC-04'],
  '11.300(b)': ['AC-06'],
  '11.300(d)': ['AC-06', 'OPS-03'],
});
