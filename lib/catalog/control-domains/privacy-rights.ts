import type { LibraryControl } from '@/lib/catalog/types';

/** Privacy, second part: data subject rights and what follows them (PRV-14 to PRV-33). */
export const privacyRightsControls: readonly LibraryControl[] = [
  {
    id: 'PRV-14',
    name: 'Data subject request fulfilment',
    asks:
      "Follow a procedure to find a requester's data across systems and to provide a copy, correct it, delete it, restrict its use or export it in " +
      'a machine-readable format, and record how each request was resolved.',
    evidence: 'Request handling procedure; data map of systems searched; closed request records with responses',
    owner: 'Privacy',
    maps: [
      'gdpr:Art. 15',
      'gdpr:Art. 16',
      'gdpr:Art. 17',
      'gdpr:Art. 18',
      'gdpr:Art. 20',
      'soc2:P5.1',
      'soc2:P5.2',
      'ccpa:1798.105',
      'ccpa:1798.106',
      'ccpa:1798.110',
      'ccpa:1798.115',
    ],
  },
  {
    id: 'PRV-15',
    name: 'Personal data accuracy',
    asks:
      'Keep personal data accurate and current by validating it at collection, letting people update it themselves and correcting or removing ' +
      'stale records.',
    evidence: 'Self-service profile editing; data quality checks and their results',
    owner: 'Privacy',
    maps: ['gdpr:Art. 5', 'soc2:P7.1'],
  },
  {
    id: 'PRV-16',
    name: 'Passing requests on to recipients',
    asks:
      'When personal data is corrected, deleted or restricted, tell each recipient and service provider who received it to do the same, and tell ' +
      'the individual who the recipients are if asked.',
    evidence: 'Recipient list per system; records of downstream notices sent for sampled requests',
    owner: 'Privacy',
    maps: ['gdpr:Art. 19', 'ccpa:1798.105'],
  },
  {
    id: 'PRV-17',
    name: 'Objection and direct marketing opt-out',
    asks:
      'Stop processing based on legitimate interests when someone objects unless there are overriding grounds, and always stop direct marketing on ' +
      'request, with an unsubscribe in every message.',
    evidence: 'Objection handling records; suppression list; unsubscribe links in marketing templates',
    owner: 'Privacy',
    maps: ['gdpr:Art. 21', 'soc2:P2.1'],
  },
  {
    id: 'PRV-18',
    name: 'Automated decisions and profiling',
    asks:
      'Identify decisions made solely by automated means that significantly affect people, make sure a permitted ground applies, and offer human ' +
      'review, a way to contest and an explanation of the logic.',
    evidence: 'Inventory of automated decisions; human review procedure; related notice text',
    owner: 'Privacy',
    maps: ['gdpr:Art. 22'],
  },
  {
    id: 'PRV-19',
    name: 'Requester identity verification',
    asks:
      'Verify the identity of people making privacy requests in proportion to the sensitivity of the data, using data already held where possible, ' +
      'and use what is collected for verification only for that.',
    evidence: 'Verification procedure by request type; sampled verification records; deletion of verification data',
    owner: 'Privacy',
    maps: ['gdpr:Art. 12', 'ccpa:1798.130(a)(2)', 'ccpa:1798.130(a)(7)'],
  },
  {
    id: 'PRV-20',
    name: 'Privacy by design and by default',
    asks: 'Build privacy into new products and changes (pseudonymization, minimal defaults, limited access and retention) and review it before launch.',
    evidence: 'Privacy review checklist in the development process; completed reviews for sampled features',
    owner: 'Privacy',
    maps: ['gdpr:Art. 25'],
  },
  {
    id: 'PRV-21',
    name: 'Data protection impact assessment',
    asks:
      'Screen new or changed processing for high risk, run a DPIA where it is likely, and consult the supervisory authority before starting if a ' +
      'high residual risk cannot be reduced.',
    evidence: 'DPIA screening records; completed DPIAs with sign-off; any prior consultation correspondence',
    owner: 'Privacy',
    maps: ['gdpr:Art. 35', 'gdpr:Art. 36'],
  },
  {
    id: 'PRV-22',
    name: 'Joint controller arrangements',
    asks:
      'Where purposes and means are decided together with another organization, agree in writing who handles which duties, especially notices and ' +
      'requests, and make the essence available to individuals.',
    evidence: 'Signed joint controller agreements; summary published to individuals',
    owner: 'Legal',
    maps: ['gdpr:Art. 26'],
  },
  {
    id: 'PRV-23',
    name: 'Processor and service provider agreements',
    asks:
      'Choose processors that give sufficient guarantees and sign data processing terms with each one, including the terms CCPA requires of ' +
      'service providers, contractors and third parties.',
    evidence: 'Signed data processing agreements matched to the processor list; CCPA contract terms',
    owner: 'Legal',
    maps: ['gdpr:Art. 28', 'soc2:P6.4', 'ccpa:1798.100(d)'],
  },
  {
    id: 'PRV-24',
    name: 'Processing on customer instructions',
    asks:
      "When acting as a processor, process customers' personal data only on their documented instructions, bind staff to confidentiality, and get " +
      'approval before adding sub-processors.',
    evidence: 'Customer data processing agreements; sub-processor list and change notices; staff confidentiality terms',
    owner: 'Privacy',
    maps: ['gdpr:Art. 28', 'gdpr:Art. 29'],
  },
  {
    id: 'PRV-25',
    name: 'International transfer mechanisms',
    asks:
      'Record each transfer of personal data outside the EEA or the UK with the mechanism that covers it (adequacy decision or regulations, or ' +
      'standard contractual clauses, the UK addendum or IDTA with a transfer risk assessment), and reassess when circumstances change.',
    evidence: 'Transfer register; signed standard contractual clauses; transfer impact assessments',
    owner: 'Privacy',
    maps: ['gdpr:Art. 44', 'gdpr:Art. 45', 'gdpr:Art. 46'],
  },
  {
    id: 'PRV-26',
    name: 'Binding corporate rules',
    asks: 'Where intra-group transfers rely on binding corporate rules, keep them approved, binding on every group company and applied in practice.',
    evidence: 'Approved binding corporate rules; group company adherence records',
    owner: 'Legal',
    maps: ['gdpr:Art. 47'],
  },
  {
    id: 'PRV-27',
    name: 'Transfer derogations',
    asks:
      'Use the specific-situation exceptions for transfers (such as explicit consent or contract necessity) only for occasional transfers, and ' +
      'document why each applies.',
    evidence: 'Log of transfers made under derogations with the justification',
    owner: 'Privacy',
    maps: ['gdpr:Art. 49'],
  },
  {
    id: 'PRV-28',
    name: 'Disclosures to third parties',
    asks:
      'Disclose personal data to third parties only for notified purposes or with consent, record each authorized disclosure, and be able to tell ' +
      'an individual what was disclosed about them and to whom.',
    evidence: 'Disclosure register; sample accounting of disclosures provided on request',
    owner: 'Privacy',
    maps: ['soc2:P6.1', 'soc2:P6.2', 'soc2:P6.7'],
  },
  {
    id: 'PRV-29',
    name: 'Opt-out of sale and sharing',
    asks:
      "Honour California consumers' requests to stop selling or sharing their personal information, stop within the required time, and wait at " +
      'least 12 months before asking them to opt back in.',
    evidence: 'Opt-out records and processing times; list of data flows that count as sale or sharing',
    owner: 'Privacy',
    maps: ['ccpa:1798.120'],
  },
  {
    id: 'PRV-30',
    name: 'Opt-out links and preference signals',
    asks:
      "Show clear 'Do Not Sell or Share My Personal Information' and 'Limit the Use of My Sensitive Personal Information' links (or one combined " +
      'link), and honour browser opt-out preference signals such as Global Privacy Control.',
    evidence: 'Screenshots of the links on the website and apps; test showing opt-out preference signals are honoured',
    owner: 'Privacy',
    maps: ['ccpa:1798.135'],
  },
  {
    id: 'PRV-31',
    name: 'Limits on sensitive personal information',
    asks:
      'Identify sensitive personal information and, when a consumer asks, use it only for the purposes the law still permits, such as providing ' +
      'the requested service.',
    evidence: 'Inventory of sensitive personal information and its uses; records of limit requests applied',
    owner: 'Privacy',
    maps: ['ccpa:1798.121'],
  },
  {
    id: 'PRV-32',
    name: 'Non-discrimination and financial incentives',
    asks:
      'Do not penalize consumers for exercising privacy rights, and offer financial incentives for data only with notice, opt-in consent and a ' +
      'value reasonably tied to the data.',
    evidence: 'Review of pricing and service terms; notice of financial incentive and opt-in records',
    owner: 'Legal',
    maps: ['ccpa:1798.125'],
  },
  {
    id: 'PRV-33',
    name: 'Training for privacy request handlers',
    asks: 'Train everyone who handles consumer privacy inquiries on the rights consumers have and how to direct them to exercise them.',
    evidence: 'Training content for request handlers; completion records',
    owner: 'Privacy',
    maps: ['ccpa:1798.130(a)(6)'],
  },
  {
    id: 'PRV-34',
    name: 'Legal requests for personal data',
    asks:
      'Check each request from a court, authority or law enforcement for personal data against the law that binds us, disclose only what a ' +
      'legally binding request requires, tell the customer or individual concerned unless the law forbids it, and record each request.',
    evidence: 'Procedure for legal requests; request log with the legal basis, what was disclosed and who was told',
    owner: 'Legal',
    maps: [],
  },
  {
    id: 'PRV-35',
    name: 'Appeals of privacy request decisions',
    asks:
      'Let a consumer appeal a refusal to act on a privacy request, in a way as easy as the request, answer the appeal in writing within the ' +
      'legal deadline with the reasons, and tell the consumer how to complain to the attorney general if it is denied.',
    evidence: 'Appeal procedure in the privacy notice; appeal log with decisions, reasons and dates',
    owner: 'Privacy',
    maps: [],
  },
];
