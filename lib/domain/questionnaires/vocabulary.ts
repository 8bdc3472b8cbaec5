import type { SynonymGroup } from './synonym-group';
import { accessGroups } from './vocabulary-access';
import { conductGroups } from './vocabulary-conduct';
import { defenceGroups } from './vocabulary-defences';
import { developmentGroups } from './vocabulary-development';
import { incidentGroups } from './vocabulary-incidents';
import { personnelGroups } from './vocabulary-personnel';
import { programmeGroups } from './vocabulary-programme';
import { protectionGroups } from './vocabulary-protection';
import { retentionGroups } from './vocabulary-retention';
import { riskGroups } from './vocabulary-risk';
import { secretGroups } from './vocabulary-secrets';
import { systemGroups } from './vocabulary-systems';
import { weaknessGroups } from './vocabulary-weaknesses';

/**
 * Compliance synonyms: each group names one topic the way questionnaires and policies variously write it. A
 * question that uses any phrase of a group also searches for every other phrase of it. Phrases are lower case;
 * hyphens and punctuation count as spaces, so "multi-factor" and "multi factor" are the same phrase. The topics of
 * each domain are in a file of their own; their order here is the order phrases of the same length are tried in, so
 * where two overlap in a question the earlier topic takes the words.
 */
export const synonymGroups: readonly SynonymGroup[] = [
  ...systemGroups,
  ...protectionGroups,
  ...weaknessGroups,
  ...accessGroups,
  ...secretGroups,
  ...incidentGroups,
  ...personnelGroups,
  ...retentionGroups,
  ...riskGroups,
  ...developmentGroups,
  ...conductGroups,
  ...defenceGroups,
  ...programmeGroups,
];
