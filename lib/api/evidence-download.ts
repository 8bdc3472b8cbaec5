import 'server-only';
import { readEvidence, readEvidenceFile } from '@/lib/workspace/evidence';
import { frameworkIdsOpenToApi } from '@/lib/workspace/frameworks';
import { notFound, type Member } from '@/lib/workspace/member';

/**
 * The current file of an item (its newest revision's first file, by name) with its bytes. An item of another
 * organization, or of a framework whose API access is off, is not found.
 */
export async function currentEvidenceFile(member: Member, evidenceId: string) {
  const item = await readEvidence(member, evidenceId);
  if (!(await frameworkIdsOpenToApi(member)).has(item.record.framework)) throw notFound('The evidence');
  const newest = item.files[0]?.revision;
  const file = item.files.find((candidate) => candidate.revision === newest);
  if (!file) throw notFound('A file of this evidence');
  return { ...(await readEvidenceFile(member, evidenceId, file.id)), sha256: file.sha256 };
}
