import { extraMapsOf } from './mapping';

/**
 * UK GDPR keeps the GDPR's articles and duties, so each article rests on the controls that carry the same GDPR article
 * (the representative, children's age and transfer controls name the UK cases); the Data Protection Act 2018's
 * special category conditions and appropriate policy document rest on the special category and criminal data controls.
 */
export const ukGdprMapping = extraMapsOf('uk-gdpr', {
  'Art. 5': ['PRV-01', 'PRV-05', 'PRV-11', 'PRV-12', 'PRV-15'],
  'Art. 6': ['PRV-05'],
  'Art. 7': ['PRV-06'],
  'Art. 8': ['PRV-07'],
  'Art. 9': ['PRV-08'],
  'Art. 10': ['PRV-09'],
  'Art. 12': ['PRV-10', 'PRV-13', 'PRV-19'],
  'Art. 13': ['PRV-10'],
  'Art. 14': ['PRV-10'],
  'Art. 15': ['PRV-14'],
  'Art. 16': ['PRV-14'],
  'Art. 17': ['PRV-14'],
  'Art. 18': ['PRV-14'],
  'Art. 19': ['PRV-16'],
  'Art. 20': ['PRV-14'],
  'Art. 21': ['PRV-17'],
  'Art. 22': ['PRV-18'],
  'Art. 24': ['PRV-01'],
  'Art. 25': ['PRV-20'],
  'Art. 26': ['PRV-22'],
  'Art. 27': ['PRV-03'],
  'Art. 28': ['PRV-23', 'PRV-24'],
  'Art. 29': ['PRV-24'],
  'Art. 30': ['PRV-04'],
  'Art. 31': ['PRV-02'],
  'Art. 32': ['RSK-02', 'CRY-02', 'CRY-03', 'VUL-02', 'BCP-04'],
  'Art. 33': ['INC-06', 'INC-08'],
  'Art. 34': ['INC-07'],
  'Art. 35': ['PRV-21'],
  'Art. 36': ['PRV-21'],
  'Art. 37': ['PRV-02'],
  'Art. 38': ['PRV-02'],
  'Art. 39': ['PRV-02'],
  'Art. 44': ['PRV-25'],
  'Art. 45': ['PRV-25'],
  'Art. 46': ['PRV-25'],
  'Art. 47': ['PRV-26'],
  'Art. 49': ['PRV-27'],

  'DPA 2018 s. 10': ['PRV-08', 'PRV-09'],
  'DPA 2018 Sch. 1 Pt 4': ['PRV-08', 'PRV-09'],
});
