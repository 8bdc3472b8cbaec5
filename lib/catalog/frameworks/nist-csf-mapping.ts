import { extraMapsOf } from './mapping';

/**
 * The controls that achieve each NIST CSF 2.0 subcategory. The outcomes are broad, so nearly all rest on controls
 * the library already holds; ID.RA-08 (outside vulnerability reports) rests on PGM-03, which carries its own map,
 * and GV.RR-03, GV.OV-01, GV.OV-03 and PR.AT-02 gain the program staffing and board report controls too.
 * Supply chain outcomes rest on every vendor control that does their work (terms, monitoring, component checks);
 * identity management includes the access requests and reviews that provision and retire identities; data at rest
 * is also protected by the clear desk, malware protection and source code access; penetration tests and outside
 * assessments are among the tests improvements come from. Risk management objectives rest on the risk methodology
 * alone (the ISMS objectives control also plans the management system's changes), supplier roles on the roles
 * control (contract terms are GV.SC-05), and the criteria for starting recovery on the incident plan, not on the
 * recovery runbooks. Assets are managed through their life cycle by their classification and, for supplied
 * services, the due diligence that comes before acquiring them and their monitoring; the traffic allowed between
 * segments maps authorized flows and isolates data in use; the risk appetite sets the acceptable risk responses and
 * risk treatment prioritizes them; physical access logs monitor personnel activity, and log review the activity of
 * service providers.
 *
 * NIST's informative references to ISO/IEC 27001:2022 (`npm run crosswalk`) name more controls that do the work:
 * the mission and the stakeholders' expectations shape the risk assessment and its treatment; the risk methodology
 * says to whom risks, supplier risks among them, are reported; suppliers are ranked by criticality in the vendor
 * monitoring and the register of ICT services, which also lists the supplied services; the screening and
 * segregation of duties of the people who handle data protect it wherever it is, as do the security policy at rest
 * and least privilege in transit; incidents and recovery are communicated through the crisis communication plan;
 * identities are bound to their authenticators by multi-factor authentication, not by the directory. A control
 * that only stands beside the ones doing the work is left out: strategy reviews rest on the performance
 * measurement, not on the whole management review; events are analysed through the incident plan's triage;
 * hardware and software upkeep on the inventory and patching, not on disposal or the component inventory;
 * environmental threats on the environmental protections, not on utilities; network protection on the network
 * controls, not on remote access.
 */
export const nistCsfMapping = extraMapsOf('nist-csf', {
  'GV.OC-01': ['ISM-01', 'RSK-02', 'RSK-03'],
  'GV.OC-02': ['ISM-01', 'RSK-02', 'RSK-03'],
  'GV.OC-03': ['GOV-06'],
  'GV.OC-04': ['GOV-10', 'GOV-06'],
  'GV.OC-05': ['BCP-02'],
  'GV.RM-01': ['RSK-01'],
  'GV.RM-02': ['RSK-01'],
  'GV.RM-03': ['RSK-01'],
  'GV.RM-04': ['RSK-03', 'RSK-01'],
  'GV.RM-05': ['RSK-01'],
  'GV.RM-06': ['RSK-01'],
  'GV.RM-07': ['RSK-01'],
  'GV.RR-01': ['GOV-04'],
  'GV.RR-02': ['GOV-02'],
  'GV.RR-03': ['GOV-04'],
  'GV.RR-04': ['HR-01', 'HR-02', 'HR-05', 'HR-03', 'HR-04', 'INC-02'],
  'GV.PO-01': ['GOV-01'],
  'GV.PO-02': ['GOV-01'],
  'GV.OV-01': ['ISM-04'],
  'GV.OV-02': ['ISM-04'],
  'GV.OV-03': ['ISM-04'],
  'GV.SC-01': ['VEN-01', 'VEN-02', 'VEN-03', 'FED-04'],
  'GV.SC-02': ['GOV-02'],
  'GV.SC-03': ['RSK-01', 'FED-04'],
  'GV.SC-04': ['VEN-01', 'VEN-03', 'VEN-07'],
  'GV.SC-05': ['VEN-02', 'GOV-06'],
  'GV.SC-06': ['VEN-01'],
  'GV.SC-07': ['VEN-02', 'VEN-03', 'FED-04', 'RSK-02', 'RSK-03'],
  'GV.SC-08': ['INC-08'],
  'GV.SC-09': ['SDL-09', 'FED-04', 'VEN-03', 'VEN-02', 'RSK-02'],
  'GV.SC-10': ['VEN-02', 'VEN-04'],
  'ID.AM-01': ['AST-01'],
  'ID.AM-02': ['AST-01'],
  'ID.AM-03': ['NET-01', 'FED-05', 'NET-02'],
  'ID.AM-04': ['VEN-04', 'VEN-07'],
  'ID.AM-05': ['AST-03', 'AST-01'],
  'ID.AM-07': ['AST-01', 'PRV-04'],
  'ID.AM-08': ['AST-01', 'AST-07', 'PHY-06', 'AST-03', 'VEN-03', 'VEN-01'],
  'ID.RA-01': ['VUL-01'],
  'ID.RA-02': ['VUL-03'],
  'ID.RA-03': ['RSK-02', 'VUL-03', 'OPS-04'],
  'ID.RA-04': ['RSK-02'],
  'ID.RA-05': ['RSK-02', 'RSK-03'],
  'ID.RA-06': ['RSK-03'],
  'ID.RA-07': ['SDL-05', 'RSK-05'],
  'ID.RA-09': ['SDL-09', 'FED-04'],
  'ID.RA-10': ['VEN-01', 'VEN-03'],
  'ID.IM-01': ['ISM-07', 'AUD-01', 'ISM-05'],
  'ID.IM-02': ['INC-03', 'BCP-05', 'VUL-02', 'ISM-06', 'AUD-04', 'AUD-02', 'AUD-01'],
  'ID.IM-03': ['INC-04', 'ISM-04'],
  'ID.IM-04': ['INC-01', 'INC-04'],
  'PR.AA-01': ['AC-04', 'AC-08', 'AC-06', 'AC-02', 'AC-03'],
  'PR.AA-02': ['FED-07', 'AC-05'],
  'PR.AA-03': ['AC-05', 'AC-06', 'AC-04'],
  'PR.AA-04': ['AC-04'],
  'PR.AA-05': ['AC-01', 'AC-02', 'AC-03', 'GOV-05', 'AC-07', 'AC-08'],
  'PR.AA-06': ['PHY-02', 'PHY-01'],
  'PR.AT-01': ['HR-03'],
  'PR.AT-02': ['SDL-03', 'FED-09'],
  'PR.DS-01': ['CRY-02', 'AC-01', 'AST-02', 'AST-03', 'AST-06', 'NET-02', 'PHY-05', 'OPS-05', 'SDL-07', 'GOV-01', 'GOV-05', 'HR-01'],
  'PR.DS-02': ['CRY-03', 'AST-04', 'AST-02', 'AST-03', 'NET-02', 'GOV-05', 'HR-01', 'AC-01'],
  'PR.DS-10': ['AC-01', 'AST-05', 'AST-02', 'AST-03', 'NET-02', 'GOV-05', 'HR-01', 'SDL-07'],
  'PR.DS-11': ['BCP-04'],
  'PR.PS-01': ['OPS-07'],
  'PR.PS-02': ['VUL-01', 'AST-01'],
  'PR.PS-03': ['AST-01'],
  'PR.PS-04': ['OPS-01', 'OPS-02'],
  'PR.PS-05': ['OPS-07'],
  'PR.PS-06': ['SDL-01', 'SDL-04', 'SDL-03'],
  'PR.IR-01': ['NET-01', 'NET-02'],
  'PR.IR-02': ['PHY-03'],
  'PR.IR-03': ['BCP-06', 'BCP-01'],
  'PR.IR-04': ['OPS-06'],
  'DE.CM-01': ['OPS-04'],
  'DE.CM-02': ['PHY-02'],
  'DE.CM-03': ['OPS-01', 'OPS-03', 'PHY-02'],
  'DE.CM-06': ['VEN-03', 'OPS-03'],
  'DE.CM-09': ['OPS-04', 'OPS-05'],
  'DE.AE-02': ['INC-01'],
  'DE.AE-03': ['OPS-03', 'OPS-01'],
  'DE.AE-04': ['INC-01'],
  'DE.AE-06': ['OPS-03'],
  'DE.AE-07': ['VUL-03'],
  'DE.AE-08': ['INC-01'],
  'RS.MA-01': ['INC-01'],
  'RS.MA-02': ['INC-01', 'INC-02'],
  'RS.MA-03': ['INC-01'],
  'RS.MA-04': ['INC-01'],
  'RS.MA-05': ['INC-01'],
  'RS.AN-03': ['INC-04'],
  'RS.AN-06': ['INC-05'],
  'RS.AN-07': ['INC-05'],
  'RS.AN-08': ['INC-01'],
  'RS.CO-02': ['INC-06', 'INC-07', 'INC-10'],
  'RS.CO-03': ['INC-01', 'INC-10'],
  'RS.MI-01': ['INC-01'],
  'RS.MI-02': ['INC-01'],
  'RC.RP-01': ['BCP-03'],
  'RC.RP-02': ['BCP-03'],
  'RC.RP-03': ['BCP-04'],
  'RC.RP-04': ['BCP-01'],
  'RC.RP-05': ['BCP-03'],
  'RC.RP-06': ['INC-04'],
  'RC.CO-03': ['INC-10'],
  'RC.CO-04': ['INC-10'],
});
