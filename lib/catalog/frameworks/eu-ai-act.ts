import type { LibraryFramework } from '@/lib/catalog/types';
import { groupOf } from './rows';

/**
 * The EU AI Act (Regulation (EU) 2024/1689): the articles that put duties on providers and deployers of AI systems
 * and providers of general-purpose AI models, by article number (docs/frameworks/eu-ai-act.md).
 */
export const euAiAct: LibraryFramework = {
  id: 'eu-ai-act',
  name: 'EU AI Act',
  edition: 'Regulation (EU) 2024/1689 of 13 June 2024 (OJ L, 12.7.2024)',
  groups: [
    groupOf('general', 'Every provider and deployer', [
      ['Art. 4', 'AI literacy of staff and others operating AI'],
      ['Art. 5', 'No prohibited AI practices'],
      ['Art. 50', 'Transparency for AI that interacts with people or generates content'],
    ]),
    groupOf('high-risk', 'Requirements for high-risk AI systems', [
      ['Art. 6', 'Classify systems as high-risk or document why not'],
      ['Art. 9', 'Risk management system over the life cycle'],
      ['Art. 10', 'Data and data governance'],
      ['Art. 11', 'Technical documentation'],
      ['Art. 12', 'Automatic record-keeping of events'],
      ['Art. 13', 'Transparency and instructions for deployers'],
      ['Art. 14', 'Human oversight'],
      ['Art. 15', 'Accuracy, robustness and cybersecurity'],
    ]),
    groupOf('providers', 'Providers of high-risk AI systems', [
      ['Art. 16', 'Obligations of providers'],
      ['Art. 17', 'Quality management system'],
      ['Art. 18', 'Keep documentation for ten years'],
      ['Art. 19', 'Keep automatically generated logs'],
      ['Art. 20', 'Corrective actions and duty of information'],
      ['Art. 21', 'Cooperation with competent authorities'],
      ['Art. 22', 'Authorised representative for providers outside the EU'],
      ['Art. 25', 'Responsibilities along the AI value chain'],
      ['Art. 43', 'Conformity assessment'],
      ['Art. 47', 'EU declaration of conformity'],
      ['Art. 48', 'CE marking'],
      ['Art. 49', 'Registration in the EU database'],
      ['Art. 72', 'Post-market monitoring'],
      ['Art. 73', 'Reporting of serious incidents'],
    ]),
    groupOf('deployers', 'Deployers of high-risk AI systems', [
      ['Art. 26', 'Obligations of deployers'],
      ['Art. 27', 'Fundamental rights impact assessment'],
    ]),
    groupOf('gpai', 'Providers of general-purpose AI models', [
      ['Art. 53', 'Obligations of providers of general-purpose AI models'],
      ['Art. 54', 'Authorised representative for general-purpose AI providers'],
      ['Art. 55', 'Duties for models with systemic risk'],
    ]),
  ],
};
