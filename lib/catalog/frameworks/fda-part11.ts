import type { LibraryFramework } from '@/lib/catalog/types';
import { groupOf } from './rows';

/**
 * FDA 21 CFR Part 11, Subpart B (electronic records, §11.10–11.70) and Subpart C (electronic signatures,
 * §11.100–11.300): each control the rule lists, identified by its CFR paragraph, grouped by section. Subpart A
 * (scope and definitions) states no control of its own and is left out.
 */
export const fdaPart11: LibraryFramework = {
  id: 'fda-part11',
  name: 'FDA 21 CFR Part 11',
  edition: '21 CFR Part 11, Subparts B and C (§11.10–11.300)',
  groups: [
    groupOf('11.10', 'Controls for closed systems', [
      ['11.10(a)', 'Validate systems for accuracy, reliability and consistent performance'],
      ['11.10(b)', 'Produce accurate, complete copies for FDA inspection'],
      ['11.10(c)', 'Protect records so they can be retrieved throughout retention'],
      ['11.10(d)', 'Limit system access to authorized individuals'],
      ['11.10(e)', 'Secure, time-stamped audit trails that keep earlier values'],
      ['11.10(f)', 'Operational checks that enforce the permitted sequence of steps'],
      ['11.10(g)', 'Authority checks on who may sign, alter or operate'],
      ['11.10(h)', 'Device checks on the validity of input sources'],
      ['11.10(i)', 'People who build, maintain or use systems are trained and qualified'],
      ['11.10(j)', 'Written policy holding signers accountable for their signatures'],
      ['11.10(k)(1)', 'Control distribution of and access to system documentation'],
      ['11.10(k)(2)', 'Revision and change control of system documentation, with a trail'],
    ]),
    groupOf('11.30', 'Controls for open systems', [['11.30', 'Extra measures such as encryption and digital signatures on open systems']]),
    groupOf('11.50', 'Signature manifestations', [
      ['11.50(a)(1)', "Signed records show the signer's printed name"],
      ['11.50(a)(2)', 'Signed records show the date and time of signing'],
      ['11.50(a)(3)', 'Signed records show the meaning of the signature'],
      ['11.50(b)', 'Those items are controlled like the record and shown in readable form'],
    ]),
    groupOf('11.70', 'Signature and record linking', [['11.70', 'Link signatures to their records so they cannot be copied or removed']]),
    groupOf('11.100', 'Electronic signatures: general requirements', [
      ['11.100(a)', 'Each signature unique to one person, never reused or reassigned'],
      ['11.100(b)', "Verify a person's identity before issuing a signature"],
      ['11.100(c)(1)', 'Certify to FDA that electronic signatures are legally binding'],
      ['11.100(c)(2)', 'Give further certification or testimony when FDA asks'],
    ]),
    groupOf('11.200', 'Electronic signature components and controls', [
      ['11.200(a)(1)', 'Non-biometric signatures use at least two distinct components'],
      ['11.200(a)(1)(i)', 'Within one continuous session, later signings use at least one private component'],
      ['11.200(a)(1)(ii)', 'Outside a continuous session, every signing uses all components'],
      ['11.200(a)(2)', 'Used only by their genuine owners'],
      ['11.200(a)(3)', 'Misuse would need two or more people to collaborate'],
      ['11.200(b)', 'Biometric signatures usable only by their owners'],
    ]),
    groupOf('11.300', 'Controls for identification codes and passwords', [
      ['11.300(a)', 'Keep each combination of identification code and password unique'],
      ['11.300(b)', 'Check, recall or revise codes and passwords periodically'],
      ['11.300(c)', 'Deauthorize lost or compromised tokens and issue replacements under control'],
      ['11.300(d)', 'Safeguards that detect and report attempts at unauthorized use'],
      ['11.300(e)', 'Test tokens and cards that carry or generate codes, initially and periodically'],
    ]),
  ],
};
