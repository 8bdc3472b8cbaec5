import { extraMapsOf } from './mapping';

/** The privacy and security controls that do the work of each Colorado Privacy Act duty. */
export const coCpaMapping = extraMapsOf('co-cpa', {
  '6-1-1306(1)(a)': ['PRV-29', 'PRV-17', 'PRV-18'],
  '6-1-1306(1)(a)(IV)': ['PRV-30'],
  '6-1-1306(1)(b)': ['PRV-14'],
  '6-1-1306(1)(c)': ['PRV-14', 'PRV-15'],
  '6-1-1306(1)(d)': ['PRV-14'],
  '6-1-1306(1)(e)': ['PRV-14'],
  '6-1-1306(2)': ['PRV-13', 'PRV-19'],
  '6-1-1306(3)': ['PRV-35'],
  '6-1-1308(1)': ['PRV-10', 'PRV-30'],
  '6-1-1308(2)': ['PRV-04', 'PRV-11'],
  '6-1-1308(3)': ['PRV-11'],
  '6-1-1308(4)': ['PRV-11'],
  '6-1-1308(5)': ['RSK-02', 'AC-01', 'CRY-02'],
  '6-1-1308(6)': ['PRV-32'],
  '6-1-1308(7)': ['PRV-08', 'PRV-07'],
  '6-1-1305': ['PRV-23', 'PRV-24'],
  '6-1-1309': ['PRV-21'],
});
