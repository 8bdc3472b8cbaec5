/** The sections and questions of the sample customer questionnaire in tests/fixtures/questionnaires/. */
export const FIXTURE_SECTIONS: readonly { title: string; questions: readonly string[] }[] = [
  {
    title: '1. Access Control',
    questions: [
      'Is multi-factor authentication (MFA) required for all employee access to production systems?',
      'Do you support single sign-on (SSO) through SAML 2.0 or OpenID Connect for customer accounts?',
      'Are user access rights reviewed at least quarterly, and are the reviews documented?',
      'Describe how access is revoked when an employee leaves the company.',
      'Is access to customer data granted on a least-privilege, need-to-know basis?',
      'Are shared or generic administrator accounts prohibited?',
    ],
  },
  {
    title: '2. Data Protection',
    questions: [
      'Is customer data encrypted at rest? Please state the algorithm and key length.',
      'Is all data in transit encrypted with TLS 1.2 or higher?',
      'How are encryption keys generated, stored and rotated?',
      'Do you keep customer data logically separated from other customers\u2019 data?',
      'Is production data ever copied into development or test environments?',
      'Can customers export all of their data in a standard format?',
    ],
  },
  {
    title: '3. Security Testing',
    questions: [
      'Is an independent penetration test of the application performed at least once a year?',
      'Will you share a summary of the latest pen test report under NDA?',
      'Are automated vulnerability scans run against internet-facing systems?',
      'What is your target time to fix critical vulnerabilities?',
      'Do you run a bug bounty or responsible disclosure programme?',
      'Is source code reviewed or statically analysed before release?',
    ],
  },
  {
    title: '4. Business Continuity',
    questions: [
      'Are backups of customer data taken at least daily?',
      'Are backups encrypted and stored in a separate location or region?',
      'How often are restores from backup tested?',
      'Do you have a documented business continuity and disaster recovery plan?',
      'What are your recovery time objective (RTO) and recovery point objective (RPO)?',
      'Was the disaster recovery plan exercised in the last twelve months?',
    ],
  },
  {
    title: '5. Incident Response',
    questions: [
      'Do you have a written incident response plan with named roles?',
      'Within how many hours will you notify customers of a confirmed breach of their data?',
      'Is the incident response plan tested at least annually, for example with a tabletop exercise?',
      'Have you had a security incident affecting customer data in the last three years?',
      'Describe how security events are triaged and escalated.',
      'Do you keep a record of incidents and lessons learned?',
    ],
  },
  {
    title: '6. Vendor Management',
    questions: [
      'Do you keep an inventory of third-party vendors and subprocessors that handle customer data?',
      'Are vendors assessed for security risk before they are engaged?',
      'Do contracts with subprocessors include data protection and confidentiality terms?',
      'Are critical vendors reviewed at least annually?',
      'Will you notify customers before adding a new subprocessor?',
      'Do you obtain SOC 2 or ISO 27001 reports from your hosting providers?',
    ],
  },
  {
    title: '7. Human Resources Security',
    questions: [
      'Do all employees complete security awareness training when hired and every year after?',
      'Are background checks carried out on new employees where the law allows?',
      'Do employees and contractors sign confidentiality agreements?',
      'Is phishing awareness tested through simulated phishing campaigns?',
      'Are employees required to acknowledge the information security policy?',
      'Is there a disciplinary process for violations of security policies?',
    ],
  },
  {
    title: '8. Logging and Monitoring',
    questions: [
      'Are security-relevant events logged centrally, including administrator actions?',
      'How long are audit logs retained?',
      'Are logs protected against tampering and unauthorised access?',
      'Are alerts raised and reviewed for suspicious activity around the clock?',
      'Do you monitor the availability and performance of the service?',
      'Are clocks of all systems synchronised to a trusted time source?',
    ],
  },
  {
    title: '9. Data Retention and Privacy',
    questions: [
      'Do you have a documented data retention policy?',
      'Is customer data deleted within a defined period after the contract ends?',
      'Are deleted data and retired storage media destroyed securely?',
      'Do you process personal data outside the European Economic Area?',
      'Have you appointed a data protection officer?',
      'Do you sign a data processing agreement (DPA) with customers?',
    ],
  },
  {
    title: '10. Governance and Compliance',
    questions: [
      'Does your company hold a current SOC 2 Type II report?',
      'Are you certified to ISO/IEC 27001?',
      'Is there a named person accountable for information security?',
      'Are information security policies reviewed and approved at least annually?',
      'Is a formal risk assessment performed at least once a year?',
      'Do you maintain cyber liability insurance?',
    ],
  },
];

export const FIXTURE_QUESTION_COUNT = FIXTURE_SECTIONS.reduce((total, section) => total + section.questions.length, 0);
