/** The domains of the control library, by the prefix of their controls' ids, in the library's order of them. */
export const controlDomainNames: Record<string, string> = {
  GOV: 'Governance and policies',
  RSK: 'Risk management',
  HR: 'People',
  AST: 'Asset management',
  AC: 'Access control and authentication',
  CRY: 'Cryptography',
  NET: 'Network security',
  OPS: 'Operations, logging and monitoring',
  VUL: 'Vulnerability and patch management',
  SDL: 'Secure development and change',
  VEN: 'Vendors and service providers',
  INC: 'Incident response and breach notification',
  BCP: 'Business continuity, backup and availability',
  PHY: 'Physical security',
  PRV: 'Privacy',
  PAY: 'Cardholder data',
  AUD: 'Internal audit and compliance monitoring',
  ISM: 'Information security management system',
  PGM: 'Security program staffing, reporting and disclosure',
  BRN: 'Breach notices under US sector rules',
  ERS: 'Electronic records and signatures',
  AML: 'Anti-money laundering and beneficial ownership',
  CRA: 'Consumer reports',
  ICF: 'Internal control over financial reporting',
  EDU: 'Student education records',
  CHL: "Children's online privacy",
  MKT: 'Marketing e-mail, calls and texts',
  FED: 'Federal cloud authorization',
  HPR: 'Health information privacy',
  AIS: 'AI systems',
};

const domainPrefix = (controlId: string) => controlId.split('-')[0] ?? controlId;
/** The name of a control's domain, from its id's prefix (AC-03 → Access control and authentication). */
export const controlDomainOf = (controlId: string) => controlDomainNames[domainPrefix(controlId)] ?? domainPrefix(controlId);
