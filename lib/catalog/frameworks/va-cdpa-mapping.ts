import { extraMapsOf } from './mapping';

/** The privacy and security controls that do the work of each Virginia CDPA duty. */
export const vaCdpaMapping = extraMapsOf('va-cdpa', {
  '59.1-577(A)(1)': ['PRV-14'],
  '59.1-577(A)(2)': ['PRV-14', 'PRV-15'],
  '59.1-577(A)(3)': ['PRV-14'],
  '59.1-577(A)(4)': ['PRV-14'],
  '59.1-577(A)(5)': ['PRV-29', 'PRV-17', 'PRV-18'],
  '59.1-577(B)': ['PRV-13', 'PRV-19'],
  '59.1-577(C)': ['PRV-35'],
  '59.1-578(A)(1)': ['PRV-11'],
  '59.1-578(A)(2)': ['PRV-11'],
  '59.1-578(A)(3)': ['RSK-02', 'AC-01', 'CRY-02'],
  '59.1-578(A)(4)': ['PRV-32'],
  '59.1-578(A)(5)': ['PRV-08', 'PRV-07'],
  '59.1-578(C)': ['PRV-10'],
  '59.1-578(D)': ['PRV-30'],
  '59.1-578(E)': ['PRV-13'],
  '59.1-579(A)': ['PRV-24'],
  '59.1-579(B)': ['PRV-23'],
  '59.1-580(A)': ['PRV-21'],
});
