import type { RiskCategory, RiskLevel, RiskTreatment } from '@/lib/schemas/risks/forms';

/** A common risk an organization can add to its register and then adjust: ratings are a starting suggestion. */
export type LibraryRisk = {
  id: string;
  title: string;
  description: string;
  category: RiskCategory;
  likelihood: RiskLevel;
  impact: RiskLevel;
  treatment: RiskTreatment;
  /** Ids of the library controls (lib/catalog/controls.ts) that lower this risk. */
  controls: readonly string[];
};
