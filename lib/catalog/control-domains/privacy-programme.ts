import type { LibraryControl } from '@/lib/catalog/types';

/** Privacy, first part: the programme, notices, consent and request channels (PRV-01 to PRV-13). */
export const privacyProgrammeControls: readonly LibraryControl[] = [
  // Privacy
  {
    id: 'PRV-01',
    name: 'Privacy program and accountability',
    asks:
      'Run a privacy program with a named owner that sets privacy policies, applies the data protection principles to every processing activity ' +
      'and can show regulators and customers how it complies.',
    evidence: 'Approved privacy policies; privacy program plan; yearly privacy report to leadership',
    owner: 'Privacy',
    maps: ['gdpr:Art. 5', 'gdpr:Art. 24', 'iso27001:A.5.34'],
  },
  {
    id: 'PRV-02',
    name: 'Data protection officer and regulator liaison',
    asks:
      'Decide whether a DPO is required and, if so, appoint one with expert knowledge, independence and a line to leadership; publish the contact ' +
      'details and handle regulator requests through a set process.',
    evidence: 'DPO assessment or appointment record; contact details filed with the authority; log of regulator correspondence',
    owner: 'Privacy',
    maps: ['gdpr:Art. 31', 'gdpr:Art. 37', 'gdpr:Art. 38', 'gdpr:Art. 39'],
  },
  {
    id: 'PRV-03',
    name: 'EU and UK representatives',
    asks:
      'If the organization has no EU (or UK) establishment but offers services to, or monitors, people there, appoint a representative in the EU ' +
      '(or the UK) in writing and name them in the privacy notice.',
    evidence: 'Signed representative appointment; privacy notice naming the representative',
    owner: 'Legal',
    maps: ['gdpr:Art. 27'],
  },
  {
    id: 'PRV-04',
    name: 'Records of processing',
    asks:
      'Keep a record of every processing activity (purposes, data and people concerned, recipients, transfers, retention, security measures), as ' +
      'controller and as processor, and update it when processing changes.',
    evidence: 'Records of processing activities with last review date',
    owner: 'Privacy',
    maps: ['gdpr:Art. 30'],
  },
  {
    id: 'PRV-05',
    name: 'Lawful basis for processing',
    asks:
      'Identify and record a lawful basis for each processing purpose before it starts, with a documented balancing test wherever legitimate ' +
      'interests are relied on.',
    evidence: 'Lawful basis recorded per purpose; legitimate interest assessments',
    owner: 'Privacy',
    maps: ['gdpr:Art. 5', 'gdpr:Art. 6'],
  },
  {
    id: 'PRV-06',
    name: 'Consent management',
    asks:
      'Where processing relies on consent, obtain it by a clear opt-in separate from other terms, record what was agreed and when, and make ' +
      'withdrawing as easy as giving it.',
    evidence: 'Consent capture screens; consent records with timestamps and versions; withdrawal mechanism',
    owner: 'Privacy',
    maps: ['gdpr:Art. 7', 'soc2:P2.1', 'soc2:P3.2'],
  },
  {
    id: 'PRV-07',
    name: "Children's personal data",
    asks:
      'Determine whether services reach children; obtain parental consent for children below the EU or UK age threshold, and opt-in consent before ' +
      "selling or sharing California consumers' data under age 16.",
    evidence: 'Age assessment of services; age gating and parental or minor consent records',
    owner: 'Privacy',
    maps: ['gdpr:Art. 8', 'ccpa:1798.120'],
  },
  {
    id: 'PRV-08',
    name: 'Special category data',
    asks:
      'Identify health, biometric, religious and other special category data, process it only under a documented condition such as explicit ' +
      'consent, and restrict access to it more tightly.',
    evidence: 'Inventory of special category data with the condition relied on; explicit consent records; access lists',
    owner: 'Privacy',
    maps: ['gdpr:Art. 9', 'soc2:P3.2'],
  },
  {
    id: 'PRV-09',
    name: 'Criminal records data',
    asks:
      'Process data about criminal convictions and offences, for example in background checks, only where the law of the country concerned allows ' +
      'it, and keep it tightly restricted and short-lived.',
    evidence: 'Legal basis per country for criminal record checks; retention and access settings for the results',
    owner: 'Legal',
    maps: ['gdpr:Art. 10'],
  },
  {
    id: 'PRV-10',
    name: 'Privacy notices',
    asks:
      'Give clear privacy notices at or before collection, including for data obtained from others, covering purposes, categories, recipients, ' +
      'retention, rights and contacts, and update the online policy at least every 12 months.',
    evidence: 'Published privacy notices with version history; notices at collection points; yearly review record',
    owner: 'Privacy',
    maps: ['gdpr:Art. 12', 'gdpr:Art. 13', 'gdpr:Art. 14', 'soc2:P1.1', 'ccpa:1798.100(a)', 'ccpa:1798.130(a)(5)'],
  },
  {
    id: 'PRV-11',
    name: 'Data minimization and purpose limitation',
    asks:
      'Collect only the personal data needed for stated purposes, use it only for those purposes or compatible ones, and review new uses before ' +
      'they start.',
    evidence: 'Data inventory tied to purposes; privacy review of new uses; sample of collection forms',
    owner: 'Privacy',
    maps: ['gdpr:Art. 5', 'soc2:P3.1', 'soc2:P4.1', 'ccpa:1798.100(c)'],
  },
  {
    id: 'PRV-12',
    name: 'Retention and deletion',
    asks:
      'Set a retention period for each category of personal and confidential data, delete or anonymize it when the period ends, and keep a record ' +
      'of the deletions.',
    evidence: 'Retention schedule; automated deletion jobs and logs; records of manual deletions',
    owner: 'Privacy',
    maps: ['gdpr:Art. 5', 'soc2:P4.2', 'soc2:P4.3', 'soc2:C1.2', 'iso27001:A.8.10'],
  },
  {
    id: 'PRV-13',
    name: 'Privacy request intake and deadlines',
    asks:
      'Offer at least two ways to make privacy requests (such as a web form and an email address or toll-free number), log every request, inquiry ' +
      'and complaint, and answer within the legal deadline.',
    evidence: 'Request channels as published; request and complaint log with receipt and response dates',
    owner: 'Privacy',
    maps: ['gdpr:Art. 12', 'soc2:P8.1', 'ccpa:1798.130(a)(1)', 'ccpa:1798.130(a)(2)'],
  },
];
