import { catalogFrameworkSchema, type CatalogFramework } from '@/lib/schemas/framework';

/**
 * The Add Framework cards (product content, the same for every organization); each id is a directory id
 * (lib/catalog/framework-directory.ts). Controls, setup weeks and complexity are spec §9's figures.
 */
export const frameworkCatalog: readonly CatalogFramework[] = [
  {
    id: 'soc2', name: 'SOC 2', category: 'security', section: 'technology', popular: true, complexity: 'Medium',
    description: 'Service Organization Control 2: trust services criteria for SaaS and cloud providers.',
    features: ['Security, availability and confidentiality criteria', 'Type I and Type II reports', 'Automated evidence collection'],
    controls: 64, setupWeeks: 12, successRate: 98,
  },
  {
    id: 'iso27001', name: 'ISO 27001', category: 'security', section: 'technology', popular: true, complexity: 'High',
    description: 'International standard for building and certifying an information security management system.',
    features: ['Annex A control mapping', 'Risk assessment and treatment', 'Certification audit readiness'],
    controls: 114, setupWeeks: 16, successRate: 95,
  },
  {
    id: 'gdpr', name: 'GDPR', category: 'privacy', section: 'technology', popular: true, complexity: 'Medium',
    description: 'EU General Data Protection Regulation for personal data of people in the EU.',
    features: ['Records of processing activities', 'Data subject request workflows', 'DPIA templates'],
    controls: 47, setupWeeks: 8, successRate: 97,
  },
  {
    id: 'hipaa', name: 'HIPAA', category: 'healthcare', section: 'healthcare', popular: true, complexity: 'Medium',
    description: 'US rules protecting the privacy and security of protected health information.',
    features: ['Privacy and Security Rule safeguards', 'Business associate agreements', 'Breach notification playbook'],
    controls: 38, setupWeeks: 6, successRate: 99,
  },
  {
    id: 'fda-part11', name: 'FDA 21 CFR Part 11', category: 'healthcare', section: 'healthcare', popular: false, complexity: 'High',
    description: 'Electronic records and electronic signatures for FDA-regulated life sciences companies.',
    features: ['Audit trails for electronic records', 'Electronic signature controls', 'System validation documentation'],
    controls: 52, setupWeeks: 20, successRate: 94,
  },
  {
    id: 'pci-dss', name: 'PCI DSS', category: 'financial', section: 'financial', popular: true, complexity: 'Medium',
    description: 'Payment Card Industry Data Security Standard for anyone handling cardholder data.',
    features: ['12 requirements mapped to controls', 'SAQ selection guidance', 'Quarterly scan tracking'],
    controls: 315, setupWeeks: 10, successRate: 96,
  },
].map((card) => catalogFrameworkSchema.parse(card));
