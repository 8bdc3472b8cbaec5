import type { LibraryFramework } from '@/lib/catalog/types';
import { groupOf as group } from './rows';

/**
 * SOC 2: every criterion of the 2017 Trust Services Criteria, grouped in the standard's series. The 33 common
 * criteria (CC1–CC9) apply to every report; Availability, Confidentiality, Processing Integrity and Privacy add
 * 3, 2, 5 and 18 more, 61 in all.
 */
export const soc2: LibraryFramework = {
  id: 'soc2',
  name: 'SOC 2',
  edition: '2017 Trust Services Criteria (revised points of focus, 2022)',
  groups: [
    group('CC1', 'Control Environment', [
      ['CC1.1', 'Commitment to integrity and ethics'],
      ['CC1.2', 'Independent board oversight'],
      ['CC1.3', 'Structure, reporting lines and authority'],
      ['CC1.4', 'Competent people'],
      ['CC1.5', 'Accountability for internal control'],
    ]),
    group('CC2', 'Communication and Information', [
      ['CC2.1', 'Quality information for control'],
      ['CC2.2', 'Internal communication'],
      ['CC2.3', 'External communication'],
    ]),
    group('CC3', 'Risk Assessment', [
      ['CC3.1', 'Objectives clear enough to assess risk'],
      ['CC3.2', 'Risk identification and analysis'],
      ['CC3.3', 'Fraud risk'],
      ['CC3.4', 'Assessing significant changes'],
    ]),
    group('CC4', 'Monitoring Activities', [
      ['CC4.1', 'Evaluating controls'],
      ['CC4.2', 'Reporting control deficiencies'],
    ]),
    group('CC5', 'Control Activities', [
      ['CC5.1', 'Choosing controls that reduce risk'],
      ['CC5.2', 'General controls over technology'],
      ['CC5.3', 'Policies and procedures'],
    ]),
    group('CC6', 'Logical and Physical Access Controls', [
      ['CC6.1', 'Logical access security'],
      ['CC6.2', 'User registration and removal'],
      ['CC6.3', 'Role-based access and least privilege'],
      ['CC6.4', 'Physical access'],
      ['CC6.5', 'Disposal of assets'],
      ['CC6.6', 'Protection at the system boundary'],
      ['CC6.7', 'Protecting data in transit'],
      ['CC6.8', 'Unauthorized and malicious software'],
    ]),
    group('CC7', 'System Operations', [
      ['CC7.1', 'Configuration and vulnerability detection'],
      ['CC7.2', 'Monitoring for anomalies'],
      ['CC7.3', 'Evaluating security events'],
      ['CC7.4', 'Incident response'],
      ['CC7.5', 'Incident recovery'],
    ]),
    group('CC8', 'Change Management', [['CC8.1', 'Change management']]),
    group('CC9', 'Risk Mitigation', [
      ['CC9.1', 'Business disruption risk'],
      ['CC9.2', 'Vendor and partner risk'],
    ]),
    group('A1', 'Availability', [
      ['A1.1', 'Capacity management'],
      ['A1.2', 'Environmental protection, backup and recovery'],
      ['A1.3', 'Recovery plan testing'],
    ]),
    group('C1', 'Confidentiality', [
      ['C1.1', 'Identifying and keeping confidential information'],
      ['C1.2', 'Disposing of confidential information'],
    ]),
    group('PI1', 'Processing Integrity', [
      ['PI1.1', 'Processing definitions and specifications'],
      ['PI1.2', 'Input controls'],
      ['PI1.3', 'Processing controls'],
      ['PI1.4', 'Output controls'],
      ['PI1.5', 'Storing inputs and outputs'],
    ]),
    group('P', 'Privacy', [
      ['P1.1', 'Privacy notice'],
      ['P2.1', 'Choice and consent'],
      ['P3.1', 'Collection limited to objectives'],
      ['P3.2', 'Explicit consent for collection'],
      ['P4.1', 'Limiting use of personal information'],
      ['P4.2', 'Retaining personal information'],
      ['P4.3', 'Disposing of personal information'],
      ['P5.1', 'Data subject access'],
      ['P5.2', 'Correcting personal information'],
      ['P6.1', 'Disclosure to third parties'],
      ['P6.2', 'Record of authorized disclosures'],
      ['P6.3', 'Record of unauthorized disclosures'],
      ['P6.4', 'Third-party privacy commitments'],
      ['P6.5', 'Breach notice from third parties'],
      ['P6.6', 'Breach notice to data subjects'],
      ['P6.7', 'Accounting of disclosures'],
      ['P7.1', 'Quality of personal information'],
      ['P8.1', 'Privacy inquiries and complaints'],
    ]),
  ],
};
