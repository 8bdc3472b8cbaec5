import type { KnowledgeDocument } from '@/lib/domain/questionnaires';

/** A small organization's knowledge as the model answerer is given it. */
export const keysSection: KnowledgeDocument = {
  id: 'policy-crypto',
  type: 'policy',
  label: 'Cryptography Policy v1.0 § 1 Keys',
  version: 'v1.0',
  title: 'Cryptography Policy Keys',
  text: 'Encryption keys are rotated every ninety days by the platform team. Customer data at rest is encrypted with AES-256.',
};

export const reviewsSection: KnowledgeDocument = {
  id: 'policy-access',
  type: 'policy',
  label: 'Access Control Policy v2.0 § 2 Reviews',
  version: 'v2.0',
  title: 'Access Control Policy Reviews',
  text: 'Access to production systems is reviewed every quarter by the security lead.',
};

export const duties: KnowledgeDocument = {
  id: 'AC-05',
  type: 'control',
  label: 'AC-05',
  version: 'implemented',
  title: 'Segregation of duties',
  text: 'Conflicting duties and areas of responsibility are segregated to reduce the risk of unauthorized change.',
  state: 'implemented',
};

export const knowledge: KnowledgeDocument[] = [keysSection, reviewsSection, duties];
