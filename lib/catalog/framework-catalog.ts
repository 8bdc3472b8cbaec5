import { libraryFramework, requirementsOf } from '@/lib/catalog/library';
import type { CatalogFrameworkId } from '@/lib/catalog/types';
import { catalogFrameworkSchema, type CatalogFramework } from '@/lib/schemas/framework';

/**
 * An Add Framework card. `controls` is the number of requirements the card shows, the control library's count.
 * `unit` names what is counted ("criteria", "articles", …); `edition` is the edition the library follows (null would
 * mark a card whose list the library lacks: no card is such today, the card component keeps the case).
 */
export type AddFrameworkCard = CatalogFramework & { unit: string; edition: string | null };

type CardContent = Omit<CatalogFramework, 'controls'>;

/** A card counting the requirements of the library's edition of the framework (never typed here a second time). */
function fromLibrary(content: CardContent, id: CatalogFrameworkId, unit: string): AddFrameworkCard {
  const framework = libraryFramework(id);
  return { ...catalogFrameworkSchema.parse({ ...content, controls: requirementsOf(framework).length }), unit, edition: framework.edition };
}

/**
 * The Add Framework cards (product content, the same for every organization); each id is a directory id
 * (lib/catalog/framework-directory.ts). Setup weeks, complexity and success rates are product content typed here. The
 * counts follow the standards in force rather than the earlier 64 / 114 / 47 / 38 / 315 (README, "Control library
 * and editions"): SOC 2's 2017 criteria, ISO/IEC 27001:2022's clauses 4 to 10 and Annex A, the HIPAA Security Rule, the GDPR articles
 * a controller evidences, PCI DSS v4.0.1's x.y sections, and the controls FDA Part 11 lists in its Subparts B and C.
 */
export const frameworkCatalog: readonly AddFrameworkCard[] = [
  fromLibrary(
    {
      id: 'soc2',
      name: 'SOC 2',
      category: 'security',
      section: 'technology',
      popular: true,
      complexity: 'Medium',
      description: 'Service Organization Control 2: trust services criteria for SaaS and cloud providers.',
      features: ['Security, availability and confidentiality criteria', 'Type I and Type II reports', 'Automated evidence collection'],
      setupWeeks: 12,
      successRate: 98,
    },
    'soc2',
    'criteria',
  ),
  fromLibrary(
    {
      id: 'iso27001',
      name: 'ISO 27001',
      category: 'security',
      section: 'technology',
      popular: true,
      complexity: 'High',
      description: 'International standard for building and certifying an information security management system.',
      features: ['Annex A control mapping', 'Risk assessment and treatment', 'Certification audit readiness'],
      setupWeeks: 16,
      successRate: 95,
    },
    'iso27001',
    'requirements',
  ),
  fromLibrary(
    {
      id: 'gdpr',
      name: 'GDPR',
      category: 'privacy',
      section: 'technology',
      popular: true,
      complexity: 'Medium',
      description: 'EU General Data Protection Regulation for personal data of people in the EU.',
      features: ['Records of processing activities', 'Data subject request workflows', 'DPIA templates'],
      setupWeeks: 8,
      successRate: 97,
    },
    'gdpr',
    'articles',
  ),
  fromLibrary(
    {
      id: 'hipaa',
      name: 'HIPAA',
      category: 'healthcare',
      section: 'healthcare',
      popular: true,
      complexity: 'Medium',
      description: 'US rules protecting the privacy and security of protected health information.',
      features: ['Privacy and Security Rule safeguards', 'Business associate agreements', 'Breach notification playbook'],
      setupWeeks: 6,
      successRate: 99,
    },
    'hipaa',
    'Security Rule requirements',
  ),
  fromLibrary(
    {
      id: 'fda-part11',
      name: 'FDA 21 CFR Part 11',
      category: 'healthcare',
      section: 'healthcare',
      popular: false,
      complexity: 'High',
      description: 'Electronic records and electronic signatures for FDA-regulated life sciences companies.',
      features: ['Audit trails for electronic records', 'Electronic signature controls', 'System validation documentation'],
      setupWeeks: 20,
      successRate: 94,
    },
    'fda-part11',
    'requirements',
  ),
  fromLibrary(
    {
      id: 'pci-dss',
      name: 'PCI DSS',
      category: 'financial',
      section: 'financial',
      popular: true,
      complexity: 'Medium',
      description: 'Payment Card Industry Data Security Standard for anyone handling cardholder data.',
      features: ['12 principal requirements mapped to controls', 'SAQ selection guidance', 'Quarterly scan tracking'],
      setupWeeks: 10,
      successRate: 96,
    },
    'pci-dss',
    'requirement sections',
  ),
  fromLibrary(
    {
      id: 'sox',
      name: 'SOX',
      category: 'financial',
      section: 'financial',
      popular: false,
      complexity: 'High',
      description: 'IT general controls behind internal control over financial reporting for US public companies.',
      features: ['Access, change and operations controls', 'Section 404 assessment support', 'Segregation of duties reviews'],
      setupWeeks: 14,
      successRate: 95,
    },
    'sox',
    'IT general controls',
  ),
  fromLibrary(
    {
      id: 'ferpa',
      name: 'FERPA',
      category: 'privacy',
      section: 'technology',
      popular: false,
      complexity: 'Medium',
      description: 'Privacy of student education records for schools and the providers that serve them.',
      features: ['Annual notice and directory opt-outs', 'Record access and amendment', 'Disclosure log and consent checks'],
      setupWeeks: 6,
      successRate: 97,
    },
    'ferpa',
    'requirements',
  ),
  fromLibrary(
    {
      id: 'coppa',
      name: 'COPPA',
      category: 'privacy',
      section: 'technology',
      popular: false,
      complexity: 'Medium',
      description: 'Online collection of personal information from children under 13, under the 2025 amended rule.',
      features: ['Verifiable parental consent', 'Written security program', 'Data retention policy'],
      setupWeeks: 6,
      successRate: 96,
    },
    'coppa',
    'requirements',
  ),
  fromLibrary(
    {
      id: 'can-spam',
      name: 'CAN-SPAM',
      category: 'privacy',
      section: 'technology',
      popular: false,
      complexity: 'Medium',
      description: 'US rules for commercial e-mail: honest headers, identification and opt-outs.',
      features: ['Campaign content checks', 'Opt-out within 10 business days', 'List sourcing rules'],
      setupWeeks: 2,
      successRate: 99,
    },
    'can-spam',
    'requirements',
  ),
  fromLibrary(
    {
      id: 'tcpa',
      name: 'TCPA',
      category: 'privacy',
      section: 'technology',
      popular: false,
      complexity: 'Medium',
      description: 'US consent and do-not-call rules for marketing calls, texts and faxes.',
      features: ['Consent and revocation records', 'Do-not-call list scrubbing', 'Calling hours and caller identification'],
      setupWeeks: 3,
      successRate: 98,
    },
    'tcpa',
    'requirements',
  ),
  fromLibrary(
    {
      id: 'fedramp',
      name: 'FedRAMP',
      category: 'security',
      section: 'technology',
      popular: false,
      complexity: 'High',
      description: 'Security authorization for cloud services sold to US federal agencies, at the Moderate impact level.',
      features: ['NIST SP 800-53 Rev. 5 Moderate controls', 'System security plan and POA&M', 'Continuous monitoring'],
      setupWeeks: 26,
      successRate: 90,
    },
    'fedramp',
    'controls and enhancements',
  ),
];
