import type { SynonymGroup } from './synonym-group';

/** Topics of risk: the suppliers' and subprocessors' risk, and the organization's own risk assessed and mitigated. */
export const riskGroups: readonly SynonymGroup[] = [
  { topic: 'subprocessors', phrases: ['subprocessor', 'subprocessors', 'sub-processor', 'sub-processors'] },
  {
    topic: 'vendor risk',
    phrases: [
      'vendor risk',
      'vendor management',
      'third party management',
      'third party risk management',
      'third party service providers',
      'vendors',
      'suppliers',
      'service providers',
      // A subcontractor works for the company as a supplier does.
      'subcontractors',
      'subcontractor',
      'supplier management',
      'third-party risk',
      'tprm',
      'vendor assessment',
      'supplier security',
    ],
  },
  { topic: 'risk assessment', phrases: ['risk assessment', 'risk analysis', 'risk management', 'risk register', 'risk treatment'] },
  // Mitigating a risk is reducing it: "the risk is reduced by other means" says how it is mitigated.
  {
    topic: 'risk mitigation',
    phrases: [
      'risk mitigation',
      'mitigate risk',
      'mitigate risks',
      'risks are mitigated',
      'risk is mitigated',
      'mitigate security risks',
      'security risks are mitigated',
      'compensating controls',
    ],
    answeredBy: ['risk is reduced', 'risks are reduced', 'reduce the risk', 'reduces the risk', 'risk reduction'],
  },
];
