import type { LibraryControl } from '@/lib/catalog/types';

/**
 * Children's online privacy (COPPA) and marketing communications (CAN-SPAM, TCPA): the duties no general privacy or
 * security control answers. Notices, retention and the security program rest on the existing controls
 * (lib/catalog/frameworks/*-mapping.ts).
 */
export const childrenAndMarketingControls: readonly LibraryControl[] = [
  {
    id: 'CHL-01',
    name: 'Verifiable parental consent',
    asks:
      "Before collecting a child's personal information, send the parent a direct notice, obtain consent by a method reasonably sure to reach " +
      'the parent, ask separately before any disclosure to third parties, and collect without consent only within the exceptions the rule lists.',
    evidence: 'Direct notice text; consent method and records; separate third-party disclosure consents; list of exception uses',
    owner: 'Privacy',
    maps: ['coppa:312.4(b)', 'coppa:312.4(c)', 'coppa:312.5(a)(1)', 'coppa:312.5(a)(2)', 'coppa:312.5(b)', 'coppa:312.5(c)'],
  },
  {
    id: 'CHL-02',
    name: 'Parental review and deletion',
    asks:
      'Let a parent, once verified, see the kinds of information and the information held about the child, refuse its further use and have ' +
      'it deleted, and record each request and its answer.',
    evidence: 'Parent request procedure; verification steps; closed request records',
    owner: 'Privacy',
    maps: ['coppa:312.6(a)(1)', 'coppa:312.6(a)(2)', 'coppa:312.6(a)(3)'],
  },
  {
    id: 'MKT-01',
    name: 'Commercial e-mail content review',
    asks:
      'Check each commercial e-mail campaign before sending: truthful sender and headers, a subject that matches the content, marking as an ' +
      'advertisement where required, an opt-out notice and a valid postal address.',
    evidence: 'Campaign approval checklist; sampled sent messages with headers',
    owner: 'Legal',
    maps: [
      'can-spam:§7704(a)(1)',
      'can-spam:§7704(a)(2)',
      'can-spam:§7704(a)(5)(A)(i)',
      'can-spam:§7704(a)(5)(A)(ii)',
      'can-spam:§7704(a)(5)(A)(iii)',
      'can-spam:316.3',
      'can-spam:316.4',
    ],
  },
  {
    id: 'MKT-02',
    name: 'E-mail opt-out handling',
    asks:
      'Give every commercial e-mail an opt-out that works for at least 30 days and asks only for the address and preferences, suppress ' +
      'opted-out addresses within 10 business days across every sending system, and never sell or transfer them.',
    evidence: 'Opt-out flow; suppression list sync logs; test of an opt-out end to end',
    owner: 'Privacy',
    maps: ['can-spam:§7704(a)(3)', 'can-spam:§7704(a)(4)', 'can-spam:316.5'],
  },
  {
    id: 'MKT-03',
    name: 'Mailing list sourcing and sending infrastructure',
    asks:
      'Build mailing lists only from addresses given to the organization, never harvested or generated, and send only from accounts and ' +
      'servers the organization is authorized to use.',
    evidence: 'List source records; sending domain and provider inventory with SPF/DKIM settings',
    owner: 'Engineering',
    maps: ['can-spam:§7704(b)(1)', 'can-spam:§7704(b)(2)', 'can-spam:§7704(b)(3)'],
  },
  {
    id: 'MKT-04',
    name: 'Call and text consent records',
    asks:
      'Keep proof of the consent each autodialled, prerecorded or marketing call, text or fax relies on (written where the rule asks), and ' +
      'stop within 10 business days when consent is revoked by any reasonable means.',
    evidence: 'Consent records with the wording shown and time stamp; revocation log with dates applied',
    owner: 'Legal',
    maps: ['tcpa:64.1200(a)(1)', 'tcpa:64.1200(a)(2)', 'tcpa:64.1200(a)(3)', 'tcpa:64.1200(a)(4)', 'tcpa:64.1200(a)(10)'],
  },
  {
    id: 'MKT-05',
    name: 'Do-not-call lists',
    asks:
      'Keep a written do-not-call policy, record do-not-call requests and honour them within 10 business days for five years, scrub call ' +
      'lists against the national registry at least every 31 days and, to keep the safe harbour for reassigned numbers, against the ' +
      'reassigned numbers database.',
    evidence: 'Do-not-call policy; internal list with request dates; registry and reassigned-number scrub logs',
    owner: 'Compliance',
    maps: ['tcpa:64.1200(c)(2)', 'tcpa:64.1200(d)(1)', 'tcpa:64.1200(d)(3)', 'tcpa:64.1200(d)(6)', 'tcpa:64.1200(m)'],
  },
  {
    id: 'MKT-06',
    name: 'Dialer and calling rules',
    asks:
      "Configure calling systems to call only between 8 a.m. and 9 p.m. in the called party's time zone, keep abandoned calls within 3%, and " +
      'identify the caller with a number and an automated opt-out in every prerecorded and live marketing call.',
    evidence: 'Dialer configuration; abandonment rate reports; prerecorded message scripts',
    owner: 'Engineering',
    maps: [
      'tcpa:64.1200(a)(7)',
      'tcpa:64.1200(b)(1)',
      'tcpa:64.1200(b)(2)',
      'tcpa:64.1200(b)(3)',
      'tcpa:64.1200(c)(1)',
      'tcpa:64.1200(d)(4)',
    ],
  },
  {
    id: 'MKT-07',
    name: 'Telemarketing staff training',
    asks: 'Train everyone who makes or manages marketing calls and texts on consent, do-not-call and calling-time rules before they start and each year.',
    evidence: 'Training content; completion records for telemarketing staff',
    owner: 'Compliance',
    maps: ['tcpa:64.1200(d)(2)'],
  },
];
