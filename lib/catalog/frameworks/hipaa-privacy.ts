import type { LibraryFramework } from '@/lib/catalog/types';
import { groupOf } from './rows';

/**
 * The HIPAA Privacy Rule (45 CFR Part 164, Subpart E, §164.500–164.534): the standards a covered entity or business
 * associate evidences, identified by section and paragraph as the eCFR numbers them. The Security Rule is the
 * `hipaa` framework, breach notification `hitech` (docs/frameworks/hipaa-privacy.md).
 */
export const hipaaPrivacy: LibraryFramework = {
  id: 'hipaa-privacy',
  name: 'HIPAA Privacy Rule',
  edition: '45 CFR Part 164, Subpart E (§164.500–164.534), as in the eCFR of 2026',
  groups: [
    groupOf('uses', 'Uses and disclosures', [
      ['164.502(a)', 'Use or disclose health information only as the rule permits or requires'],
      ['164.502(b)', 'Limit uses, disclosures and requests to the minimum necessary'],
      ['164.502(e)', 'Disclose to business associates only with satisfactory assurances'],
      ['164.504(e)', 'Business associate contracts with the required terms'],
      ['164.504(f)', 'Group health plan documents that restrict the plan sponsor'],
      ['164.506', 'Uses and disclosures for treatment, payment and health care operations'],
      ['164.508(a)', 'Obtain an authorization where the rule requires one (marketing, sale)'],
      ['164.508(c)', 'Authorizations with the core elements and required statements'],
      ['164.510', 'Give the chance to agree or object before directory and family disclosures'],
      ['164.512', 'Public interest disclosures only within their conditions'],
      ['164.514(a)', 'De-identify health information by a recognised method'],
      ['164.514(d)', 'Minimum necessary policies for uses, disclosures and requests'],
      ['164.514(e)', 'Limited data sets only under a data use agreement'],
      ['164.514(h)', 'Verify the identity and authority of anyone requesting information'],
    ]),
    groupOf('rights', 'Rights of individuals', [
      ['164.520', 'Notice of privacy practices'],
      ['164.522(a)', 'Right to request restrictions, including self-paid care'],
      ['164.522(b)', 'Confidential communications by other means or at other places'],
      ['164.524', 'Right of access to the designated record set'],
      ['164.526', 'Right to amend health information'],
      ['164.528', 'Accounting of disclosures'],
    ]),
    groupOf('administrative', 'Administrative requirements', [
      ['164.530(a)', 'Designate a privacy official and a contact person'],
      ['164.530(b)', 'Train the workforce on privacy policies and procedures'],
      ['164.530(c)', 'Administrative, technical and physical safeguards for health information'],
      ['164.530(d)', 'A process for complaints about privacy practices'],
      ['164.530(e)', 'Sanctions against workforce members who break the policies'],
      ['164.530(f)', 'Mitigate harm from known improper uses or disclosures'],
      ['164.530(g)', 'No intimidation or retaliation for exercising rights'],
      ['164.530(h)', 'No waiver of rights as a condition of treatment or payment'],
      ['164.530(i)', 'Privacy policies and procedures, changed as the law changes'],
      ['164.530(j)', 'Keep required documentation for six years'],
    ]),
  ],
};
