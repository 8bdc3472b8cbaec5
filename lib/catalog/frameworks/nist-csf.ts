import type { LibraryFramework } from '@/lib/catalog/types';
import { groupOf } from './rows';

/**
 * NIST Cybersecurity Framework 2.0 (NIST CSWP 29, 26 February 2024): its 106 subcategories under 22 categories of
 * the six functions, identified as the framework does ("GV.OC-01"). Each category is a group; its title names the
 * function. Subcategories withdrawn in 2.0 keep their gap in the numbering (ID.AM-06, DE.CM-04 …).
 */
export const nistCsf: LibraryFramework = {
  id: 'nist-csf',
  name: 'NIST CSF 2.0',
  edition: 'NIST Cybersecurity Framework 2.0 (CSWP 29, February 2024)',
  groups: [
    groupOf('GV.OC', 'Govern: Organizational Context', [
      ['GV.OC-01', 'The mission is understood and shapes cybersecurity risk management'],
      ['GV.OC-02', 'Internal and external stakeholders and their expectations are known'],
      ['GV.OC-03', 'Legal, regulatory and contractual requirements are known and managed'],
      ['GV.OC-04', 'Critical objectives and services others rely on are known and shared'],
      ['GV.OC-05', 'Outcomes and services the organization relies on are known and shared'],
    ]),
    groupOf('GV.RM', 'Govern: Risk Management Strategy', [
      ['GV.RM-01', 'Risk management objectives are set and agreed'],
      ['GV.RM-02', 'Risk appetite and tolerance statements are set and maintained'],
      ['GV.RM-03', 'Cybersecurity risk is part of enterprise risk management'],
      ['GV.RM-04', 'A strategic direction sets the acceptable risk responses'],
      ['GV.RM-05', 'Lines of communication for cybersecurity and supplier risks exist'],
      ['GV.RM-06', 'A standard method to calculate, record and rank risks'],
      ['GV.RM-07', 'Strategic opportunities (positive risks) are considered'],
    ]),
    groupOf('GV.RR', 'Govern: Roles, Responsibilities, and Authorities', [
      ['GV.RR-01', 'Leadership is accountable and fosters a risk-aware culture'],
      ['GV.RR-02', 'Roles, responsibilities and authorities are set and enforced'],
      ['GV.RR-03', 'Adequate resources match the risk strategy'],
      ['GV.RR-04', 'Cybersecurity is part of human resources practices'],
    ]),
    groupOf('GV.PO', 'Govern: Policy', [
      ['GV.PO-01', 'A cybersecurity policy is set, communicated and enforced'],
      ['GV.PO-02', 'The policy is reviewed and updated as things change'],
    ]),
    groupOf('GV.OV', 'Govern: Oversight', [
      ['GV.OV-01', 'Strategy outcomes are reviewed to adjust direction'],
      ['GV.OV-02', 'The strategy is reviewed for coverage of requirements and risks'],
      ['GV.OV-03', 'Risk management performance is evaluated and adjusted'],
    ]),
    groupOf('GV.SC', 'Govern: Cybersecurity Supply Chain Risk Management', [
      ['GV.SC-01', 'A supply chain risk program, strategy and policies are set'],
      ['GV.SC-02', 'Supplier, customer and partner security roles are set and coordinated'],
      ['GV.SC-03', 'Supply chain risk is part of risk assessment and improvement'],
      ['GV.SC-04', 'Suppliers are known and ranked by criticality'],
      ['GV.SC-05', 'Supply chain security requirements are written into contracts'],
      ['GV.SC-06', 'Due diligence is done before entering supplier relationships'],
      ['GV.SC-07', 'Supplier risks are assessed and monitored throughout the relationship'],
      ['GV.SC-08', 'Relevant suppliers take part in incident planning and response'],
      ['GV.SC-09', 'Supply chain security is monitored through the product life cycle'],
      ['GV.SC-10', 'Plans cover what happens when a supplier relationship ends'],
    ]),
    groupOf('ID.AM', 'Identify: Asset Management', [
      ['ID.AM-01', 'Hardware inventories are maintained'],
      ['ID.AM-02', 'Software, service and system inventories are maintained'],
      ['ID.AM-03', 'Authorized network communications and data flows are mapped'],
      ['ID.AM-04', 'Inventories of services from suppliers are maintained'],
      ['ID.AM-05', 'Assets are prioritized by classification, criticality and impact'],
      ['ID.AM-07', 'Inventories of data and metadata are maintained'],
      ['ID.AM-08', 'Assets are managed through their whole life cycle'],
    ]),
    groupOf('ID.RA', 'Identify: Risk Assessment', [
      ['ID.RA-01', 'Asset vulnerabilities are identified, validated and recorded'],
      ['ID.RA-02', 'Threat intelligence comes from sharing forums and sources'],
      ['ID.RA-03', 'Internal and external threats are identified and recorded'],
      ['ID.RA-04', 'Impacts and likelihoods of threats are identified and recorded'],
      ['ID.RA-05', 'Threats, vulnerabilities, likelihood and impact inform risk priorities'],
      ['ID.RA-06', 'Risk responses are chosen, planned, tracked and communicated'],
      ['ID.RA-07', 'Changes and exceptions are assessed for risk and tracked'],
      ['ID.RA-08', 'Vulnerability disclosures are received, analysed and answered'],
      ['ID.RA-09', 'Hardware and software authenticity is checked before use'],
      ['ID.RA-10', 'Critical suppliers are assessed before acquisition'],
    ]),
    groupOf('ID.IM', 'Identify: Improvement', [
      ['ID.IM-01', 'Improvements come from evaluations'],
      ['ID.IM-02', 'Improvements come from security tests and exercises'],
      ['ID.IM-03', 'Improvements come from running operational processes'],
      ['ID.IM-04', 'Incident response and other security plans are kept and improved'],
    ]),
    groupOf('PR.AA', 'Protect: Identity Management, Authentication, and Access Control', [
      ['PR.AA-01', 'Identities and credentials of users, services and hardware are managed'],
      ['PR.AA-02', 'Identities are proofed and bound to credentials'],
      ['PR.AA-03', 'Users, services and hardware are authenticated'],
      ['PR.AA-04', 'Identity assertions are protected, conveyed and verified'],
      ['PR.AA-05', 'Access permissions follow least privilege and separation of duties'],
      ['PR.AA-06', 'Physical access to assets is managed and monitored'],
    ]),
    groupOf('PR.AT', 'Protect: Awareness and Training', [
      ['PR.AT-01', 'Personnel get awareness and training for general tasks'],
      ['PR.AT-02', 'People in specialized roles get role-specific training'],
    ]),
    groupOf('PR.DS', 'Protect: Data Security', [
      ['PR.DS-01', 'Data at rest is protected'],
      ['PR.DS-02', 'Data in transit is protected'],
      ['PR.DS-10', 'Data in use is protected'],
      ['PR.DS-11', 'Backups are made, protected, maintained and tested'],
    ]),
    groupOf('PR.PS', 'Protect: Platform Security', [
      ['PR.PS-01', 'Configuration management practices are applied'],
      ['PR.PS-02', 'Software is maintained, replaced and removed by risk'],
      ['PR.PS-03', 'Hardware is maintained, replaced and removed by risk'],
      ['PR.PS-04', 'Log records are generated for continuous monitoring'],
      ['PR.PS-05', 'Unauthorized software is prevented from installing or running'],
      ['PR.PS-06', 'Secure development practices run through the software life cycle'],
    ]),
    groupOf('PR.IR', 'Protect: Technology Infrastructure Resilience', [
      ['PR.IR-01', 'Networks and environments are protected from unauthorized access'],
      ['PR.IR-02', 'Technology assets are protected from environmental threats'],
      ['PR.IR-03', 'Mechanisms meet resilience needs in normal and adverse conditions'],
      ['PR.IR-04', 'Enough capacity is kept to ensure availability'],
    ]),
    groupOf('DE.CM', 'Detect: Continuous Monitoring', [
      ['DE.CM-01', 'Networks and network services are monitored'],
      ['DE.CM-02', 'The physical environment is monitored'],
      ['DE.CM-03', 'Personnel activity and technology use are monitored'],
      ['DE.CM-06', 'External service provider activity is monitored'],
      ['DE.CM-09', 'Hardware, software, runtime environments and their data are monitored'],
    ]),
    groupOf('DE.AE', 'Detect: Adverse Event Analysis', [
      ['DE.AE-02', 'Potentially adverse events are analysed'],
      ['DE.AE-03', 'Information from several sources is correlated'],
      ['DE.AE-04', 'The impact and scope of adverse events are estimated'],
      ['DE.AE-06', 'Adverse event information reaches authorized staff and tools'],
      ['DE.AE-07', 'Threat intelligence and context feed the analysis'],
      ['DE.AE-08', 'Incidents are declared when events meet the criteria'],
    ]),
    groupOf('RS.MA', 'Respond: Incident Management', [
      ['RS.MA-01', 'The incident response plan runs, with third parties, once declared'],
      ['RS.MA-02', 'Incident reports are triaged and validated'],
      ['RS.MA-03', 'Incidents are categorized and prioritized'],
      ['RS.MA-04', 'Incidents are escalated as needed'],
      ['RS.MA-05', 'Criteria for starting recovery are applied'],
    ]),
    groupOf('RS.AN', 'Respond: Incident Analysis', [
      ['RS.AN-03', 'Analysis finds what happened and the root cause'],
      ['RS.AN-06', 'Investigation actions are recorded with integrity preserved'],
      ['RS.AN-07', 'Incident data is collected with integrity and provenance preserved'],
      ['RS.AN-08', "The incident's magnitude is estimated and validated"],
    ]),
    groupOf('RS.CO', 'Respond: Incident Response Reporting and Communication', [
      ['RS.CO-02', 'Internal and external stakeholders are notified of incidents'],
      ['RS.CO-03', 'Information is shared with designated stakeholders'],
    ]),
    groupOf('RS.MI', 'Respond: Incident Mitigation', [
      ['RS.MI-01', 'Incidents are contained'],
      ['RS.MI-02', 'Incidents are eradicated'],
    ]),
    groupOf('RC.RP', 'Recover: Incident Recovery Plan Execution', [
      ['RC.RP-01', 'The recovery part of the incident plan is run'],
      ['RC.RP-02', 'Recovery actions are selected, prioritized and performed'],
      ['RC.RP-03', 'Backups and restoration assets are verified before use'],
      ['RC.RP-04', 'Critical functions shape post-incident operating norms'],
      ['RC.RP-05', 'Restored assets are verified and normal operation confirmed'],
      ['RC.RP-06', 'The end of recovery is declared and documented'],
    ]),
    groupOf('RC.CO', 'Recover: Incident Recovery Communication', [
      ['RC.CO-03', 'Recovery progress is communicated to designated stakeholders'],
      ['RC.CO-04', 'Public updates on recovery use approved methods and messages'],
    ]),
  ],
};
