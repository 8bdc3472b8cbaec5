import { extraMapsOf } from './mapping';

/** The privacy and security controls that do the work of each Texas TDPSA duty. */
export const txDpsaMapping = extraMapsOf('tx-dpsa', {
  '541.051': ['PRV-14', 'PRV-29', 'PRV-18'],
  '541.052': ['PRV-13', 'PRV-19'],
  '541.053': ['PRV-35'],
  '541.055': ['PRV-13', 'PRV-30'],
  '541.101(a)(1)': ['PRV-11'],
  '541.101(a)(2)': ['RSK-02', 'AC-01', 'CRY-02'],
  '541.101(b)(1)': ['PRV-11'],
  '541.101(b)(2)': ['PRV-32'],
  '541.101(b)(3)': ['PRV-32'],
  '541.101(b)(4)': ['PRV-08', 'PRV-07'],
  '541.102(a)': ['PRV-10'],
  '541.102(b)': ['PRV-10'],
  '541.102(c)': ['PRV-10'],
  '541.103': ['PRV-30'],
  '541.104(a)': ['PRV-24'],
  '541.104(b)': ['PRV-23'],
  '541.105': ['PRV-21'],
});
