import { extraMapsOf } from './mapping';

/**
 * ISO/IEC 27001:2022 requirements that existing controls also satisfy, found by measuring the crosswalk against NIST's
 * published mappings of CSF 2.0 and SP 800-53 to ISO 27001 (`npm run crosswalk`, docs/frameworks.md) and kept only
 * where putting the control in place does what the ISO requirement asks.
 */
export const iso27001CrosswalkMapping = extraMapsOf('iso27001', {
  // Documented information is controlled, and topic-specific policies with their roles are set (7.5.3, A.5.1, A.5.2);
  // the risk management methodology is the risk topic's policy (A.5.1).
  '7.5.3': ['GOV-03'],
  'A.5.1': ['GOV-03', 'RSK-01'],
  'A.5.2': ['GOV-03'],
  // Contact with authorities (A.5.5); communication (7.4). Special interest groups (A.5.6) are the forums GOV-08 takes
  // part in, not the threat intelligence sources VUL-03 follows (A.5.7).
  'A.5.5': ['INC-06'],
  '7.4': ['GOV-08'],
  // The requirements of interested parties include the laws, regulations and contract terms the register keeps (4.2).
  '4.2': ['GOV-06'],
  // Information transfer protected in transit, by interconnection agreements and by the flows allowed between segments
  // (A.5.14); networks secured (A.8.20); application services protected over public networks (A.8.26).
  'A.5.14': ['CRY-03', 'FED-05', 'NET-02'],
  'A.8.20': ['CRY-03'],
  'A.8.26': ['CRY-03'],
  // Identity management through the access request lifecycle (A.5.16).
  'A.5.16': ['AC-02'],
  // Compliance with the policies checked by internal audit (A.5.36).
  'A.5.36': ['AUD-01', 'ISM-05'],
  // Handling procedures for information and its media (A.5.10); screens locked when unattended (A.7.7).
  'A.5.10': ['AST-06'],
  'A.7.7': ['AC-09'],
  // Storage media disposed of and information deleted securely (A.7.10, A.8.10); equipment maintained (A.7.13).
  'A.7.10': ['AST-07'],
  'A.7.13': ['FED-08'],
  // Technical vulnerabilities managed from threat intelligence (A.8.8).
  'A.8.8': ['VUL-03'],
  // Weaknesses tracked to closure: risk treatment carried out, nonconformities corrected (8.3, 10.2).
  '8.3': ['FED-02'],
  '10.2': ['FED-02'],
  // Supplier relationships and the ICT supply chain (A.5.19, A.5.21), supplier terms, cloud services monitored (A.5.22).
  'A.5.19': ['VEN-02', 'FED-04'],
  'A.5.21': ['FED-04', 'SDL-09'],
  'A.5.22': ['VEN-04'],
  // Management requires personnel to apply security through their terms of employment (A.5.4).
  'A.5.4': ['HR-02'],
  // Security in project management: the secure development lifecycle (A.5.8).
  'A.5.8': ['SDL-01'],
  // Recovery is part of responding to incidents (A.5.26); keeping security up during disruption is the continuity
  // plan's work (A.5.29), not the recovery runbooks'.
  'A.5.26': ['BCP-03', 'INC-06', 'INC-07', 'INC-08'],
  // Records protected by encryption at rest (A.5.33).
  'A.5.33': ['CRY-02'],
  // Role training for contingency and incident response (A.6.3); people know what breaking the rules costs them (7.3).
  'A.6.3': ['FED-09'],
  '7.3': ['HR-04'],
  // Competence of the people doing security work: qualified staff and role training, not everyone's awareness training (7.2).
  '7.2': ['PGM-01', 'FED-09'],
  // Equipment protected from environmental threats where it is sited (A.7.8).
  'A.7.8': ['PHY-03'],
  // Least privilege governs privileged access rights, and the access reviews check privileged access too (A.8.2).
  'A.8.2': ['AC-01', 'AC-03'],
  // Configurations change only through change management (A.8.9).
  'A.8.9': ['SDL-05'],
  // Data removed from equipment sent for repair (A.8.10).
  'A.8.10': ['PHY-06', 'AST-07'],
  // Security of network services, including the requirements agreed for each interconnection (A.8.21).
  'A.8.21': ['NET-01', 'FED-05'],
  // Risk assessment plans the actions on risks (6.1.1); continuous monitoring measures security (9.1).
  '6.1.1': ['RSK-02'],
  '9.1': ['FED-03'],
});
