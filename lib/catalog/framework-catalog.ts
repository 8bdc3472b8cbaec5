import { libraryFramework, requirementsOf } from '@/lib/catalog/library';
import type { CatalogFrameworkId } from '@/lib/catalog/types';
import { catalogFrameworkSchema, type CatalogFramework } from '@/lib/schemas/frameworks/records';

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
 * counts follow the standards in force rather than the earlier 64 / 114 / 47 / 38 / 315 (docs/control-library.md):
 * SOC 2's 2017 criteria, ISO/IEC 27001:2022's clauses 4 to 10 and Annex A, the HIPAA Security Rule, the GDPR articles
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
];
