import type { LibraryControl } from '@/lib/catalog/types';

/**
 * Health information privacy: the HIPAA Privacy Rule's duties that no general privacy control answers (its
 * authorizations, its notice, its public interest disclosures, de-identification, the accounting and complaints).
 * The rest rest on the library's controls (lib/catalog/frameworks/hipaa-privacy-mapping.ts).
 */
export const healthPrivacyControls: readonly LibraryControl[] = [
  {
    id: 'HPR-01',
    name: 'HIPAA authorizations',
    asks:
      'Obtain a signed authorization with every core element and required statement before using health information for marketing, selling it, ' +
      'using psychotherapy notes or any other use the rule does not permit, and honour its revocation.',
    evidence: 'Authorization form reviewed against 164.508(c); signed authorizations; revocation log',
    owner: 'Privacy',
    maps: ['hipaa-privacy:164.508(a)', 'hipaa-privacy:164.508(c)'],
  },
  {
    id: 'HPR-02',
    name: 'Notice of privacy practices',
    asks:
      'Publish a notice of privacy practices with the required content, give it at first service and on request, post it on the website and at ' +
      'the site of care, make a good-faith effort to get a written acknowledgement, and revise it when practices change.',
    evidence: 'Current notice with its revision history; website and site postings; acknowledgements or documented attempts',
    owner: 'Privacy',
    maps: ['hipaa-privacy:164.520'],
  },
  {
    id: 'HPR-03',
    name: 'Disclosures without authorization',
    asks:
      'Check each request from family, public health, courts, law enforcement, researchers or agencies against the exception it relies on, give ' +
      'the individual the chance to agree or object where required, verify the requester, and record the disclosure.',
    evidence: 'Disclosure procedure by exception; request log with the exception, verification and approver',
    owner: 'Privacy',
    maps: ['hipaa-privacy:164.510', 'hipaa-privacy:164.512', 'hipaa-privacy:164.514(h)'],
  },
  {
    id: 'HPR-04',
    name: 'De-identification and limited data sets',
    asks:
      'De-identify health information only by removing the listed identifiers or with an expert determination kept on file, and share limited ' +
      'data sets only for research, public health or operations under a signed data use agreement.',
    evidence: 'De-identification method and expert determination; data use agreements for each limited data set',
    owner: 'Privacy',
    maps: ['hipaa-privacy:164.514(a)', 'hipaa-privacy:164.514(e)'],
  },
  {
    id: 'HPR-05',
    name: 'Accounting of disclosures',
    asks:
      'Log the disclosures the rule requires to be accounted for, for six years, and give an individual who asks an accounting with the date, ' +
      'recipient, information and purpose of each within 60 days.',
    evidence: 'Disclosure log; accounting requests with the accountings sent and their dates',
    owner: 'Privacy',
    maps: ['hipaa-privacy:164.528'],
  },
  {
    id: 'HPR-06',
    name: 'Privacy complaints and non-retaliation',
    asks:
      'Let people complain about privacy practices, record each complaint and its outcome, never retaliate against anyone who complains or ' +
      'exercises a right, and never make waiving a right a condition of treatment, payment or enrolment.',
    evidence: 'Complaint process in the notice; complaint log with outcomes; forms checked for waiver clauses',
    owner: 'Privacy',
    maps: ['hipaa-privacy:164.530(d)', 'hipaa-privacy:164.530(g)', 'hipaa-privacy:164.530(h)'],
  },
  {
    id: 'HPR-07',
    name: 'Restrictions and confidential communications',
    asks:
      'Decide and record requests to restrict uses and disclosures, always honour a restriction on disclosures to a health plan for care paid in ' +
      'full out of pocket, and send communications by the other means or to the other address a person reasonably asks for.',
    evidence: 'Restriction and confidential communication requests with decisions; system flags that apply them',
    owner: 'Privacy',
    maps: ['hipaa-privacy:164.522(a)', 'hipaa-privacy:164.522(b)'],
  },
];
