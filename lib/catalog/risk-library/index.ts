import { businessRisks } from './business';
import { securityRisks } from './security';
import type { LibraryRisk } from './types';

export type { LibraryRisk } from './types';

/** About thirty risks most software and services companies face, written to be recognised and then tailored; by id. */
export const riskLibrary: readonly LibraryRisk[] = [...securityRisks, ...businessRisks].sort((a, b) => a.id.localeCompare(b.id));
