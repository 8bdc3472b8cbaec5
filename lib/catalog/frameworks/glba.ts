import type { LibraryFramework } from '@/lib/catalog/types';
import { groupOf } from './rows';

/**
 * The FTC Safeguards Rule under the Gramm-Leach-Bliley Act (16 CFR Part 314): the written program of §314.3(a) and
 * the elements (a) to (j) of §314.4 (the privacy notices and sharing limits of Regulation P are a separate rule, not
 * included), each paragraph identified by its CFR citation. Element (j), the notice to the FTC,
 * is the 2023 amendment in force since 13 May 2024.
 */
export const glba: LibraryFramework = {
  id: 'glba',
  name: 'GLBA Safeguards Rule',
  edition:
    '16 CFR Part 314 (FTC Safeguards Rule, as amended 2021 and 2023), §314.3(a) and §314.4; the sharing rules of Regulation P are not included',
  groups: [
    groupOf('314.3(a)', 'Information security program', [
      ['314.3(a)', 'A written information security program with safeguards fit to size, activities and data'],
    ]),
    groupOf('314.4(a)', 'Qualified Individual', [
      ['314.4(a)', 'Designate a Qualified Individual to run the security program'],
      ['314.4(a)(1)', 'Keep responsibility when an affiliate or provider fills the role'],
      ['314.4(a)(2)', 'Name a senior person to direct and oversee an outside Qualified Individual'],
      ['314.4(a)(3)', 'Require that affiliate or provider to run a compliant program'],
    ]),
    groupOf('314.4(b)', 'Risk assessment', [
      ['314.4(b)', 'Base the program on an assessment of foreseeable risks to customer information'],
      ['314.4(b)(1)(i)', 'Written criteria to evaluate and rank risks and threats'],
      ['314.4(b)(1)(ii)', 'Written criteria to assess confidentiality, integrity, availability and existing controls'],
      ['314.4(b)(1)(iii)', 'Written requirements for how each risk is mitigated or accepted'],
      ['314.4(b)(2)', 'Repeat the risk assessment periodically'],
    ]),
    groupOf('314.4(c)', 'Safeguards', [
      ['314.4(c)(1)(i)', 'Authenticate users and let in only authorized ones'],
      ['314.4(c)(1)(ii)', 'Limit each user to the customer information their duties need'],
      ['314.4(c)(2)', 'Identify and manage data, people, devices, systems and facilities by risk'],
      ['314.4(c)(3)', 'Encrypt customer information in transit and at rest'],
      ['314.4(c)(4)', 'Secure development in house and evaluation of outside applications'],
      ['314.4(c)(5)', 'Multi-factor authentication for anyone accessing information systems'],
      ['314.4(c)(6)(i)', 'Dispose of customer information within two years of its last use'],
      ['314.4(c)(6)(ii)', 'Review the data retention policy periodically'],
      ['314.4(c)(7)', 'Change management procedures'],
      ['314.4(c)(8)', 'Monitor and log authorized users and detect unauthorized use'],
    ]),
    groupOf('314.4(d)', 'Testing and monitoring', [
      ['314.4(d)(1)', 'Regularly test or monitor the effectiveness of key safeguards'],
      ['314.4(d)(2)', 'Continuous monitoring of information systems, or periodic testing'],
      ['314.4(d)(2)(i)', 'Penetration testing every year without continuous monitoring'],
      ['314.4(d)(2)(ii)', 'Vulnerability assessments every six months and after material changes'],
    ]),
    groupOf('314.4(e)', 'Personnel and training', [
      ['314.4(e)(1)', 'Security awareness training updated to the risks found'],
      ['314.4(e)(2)', 'Qualified security staff to manage the risks'],
      ['314.4(e)(3)', 'Security updates and training for security staff'],
      ['314.4(e)(4)', 'Verify key security staff keep their knowledge current'],
    ]),
    groupOf('314.4(f)', 'Service providers', [
      ['314.4(f)(1)', 'Select and keep providers able to safeguard customer information'],
      ['314.4(f)(2)', 'Require safeguards by contract'],
      ['314.4(f)(3)', 'Assess providers periodically by risk'],
    ]),
    groupOf('314.4(g)', 'Program evaluation', [['314.4(g)', 'Adjust the program after tests, changes and new risk assessments']]),
    groupOf('314.4(h)', 'Incident response plan', [
      ['314.4(h)(1)', 'Goals of the written incident response plan'],
      ['314.4(h)(2)', 'Internal processes for responding to a security event'],
      ['314.4(h)(3)', 'Roles, responsibilities and decision-making authority'],
      ['314.4(h)(4)', 'Internal and external communication and information sharing'],
      ['314.4(h)(5)', 'Requirements to fix the weaknesses found'],
      ['314.4(h)(6)', 'Documentation and reporting of security events'],
      ['314.4(h)(7)', 'Review and revise the plan after an event'],
    ]),
    groupOf('314.4(i)', 'Report to the board', [
      ['314.4(i)(1)', 'Written report at least yearly on program status and compliance'],
      ['314.4(i)(2)', 'Report on material matters: risks, decisions, providers, tests, events'],
    ]),
    groupOf('314.4(j)', 'Notice to the FTC', [
      ['314.4(j)(1)', 'Notify the FTC within 30 days of an event involving 500 or more consumers'],
      ['314.4(j)(2)', 'Count the 30 days from the first day the event is known'],
    ]),
  ],
};
