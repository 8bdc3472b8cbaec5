import 'server-only';
import { controlIdsOf } from '@/lib/catalog/controls';
import { libraryFrameworks } from '@/lib/catalog/library';
import { dayOf } from '@/lib/domain/calendar-days';
import { collectionProgress } from '@/lib/domain/evidence/display';
import type { EvidenceProgress } from '@/lib/schemas/evidence/records';
import { readCheckStandings } from '../checks';
import { followedFrameworkIds } from '../followed-frameworks';
import type { Member } from '../member';
import { keptRead } from '../read-cache';
import { controlsWithCurrentEvidence } from './controls';

/**
 * Automated collection, per framework the organization follows from the library: the share of its controls backed
 * on `today` by a passing check or by current evidence, and how many by a check. Kept until the records change.
 */
export function automatedCollection(member: Member, today = dayOf(new Date())): Promise<EvidenceProgress[]> {
  return keptRead(member, ['automated-collection', today], () => collectionOn(member, today));
}

async function collectionOn(member: Member, today: string): Promise<EvidenceProgress[]> {
  const [followed, backed, standings] = await Promise.all([
    followedFrameworkIds(member),
    controlsWithCurrentEvidence(member, today),
    readCheckStandings(member, today),
  ]);
  const followedIds = new Set(followed);
  const frameworks = libraryFrameworks
    .filter((framework) => followedIds.has(framework.id))
    .map((framework) => ({
      id: framework.id,
      name: framework.name,
      controlIds: controlIdsOf(framework.id),
    }));
  return collectionProgress(frameworks, backed, standings.passing);
}
