import 'server-only';
import { trackedFrameworkCodes, type TrackedFramework } from '@/lib/schemas/frameworks/codes';
import { followedFrameworkIds } from '../followed-frameworks';
import type { Member } from '../member';
import { createEvidence, type FiledWith } from './uploads';

/** A record the product keeps as evidence on its own: a JSON document, and the library controls it proves. */
export type FiledRecord = {
  name: string;
  description: string;
  /** The file's name, ending in .json. */
  fileName: string;
  document: unknown;
  controlIds: readonly string[];
};

/**
 * Files `record` as an evidence item collected by `collector` (an integration, a checklist, an acceptance): a JSON
 * file under a framework the organization follows (SOC 2 when it follows none the evidence list tracks), linked to
 * every control it proves, in one transaction with the item; `then` writes what names the item (a check run) in that
 * same transaction. Answers the new item's id.
 */
export async function fileRecordAsEvidence(
  collector: Member,
  record: FiledRecord,
  now = new Date(),
  then?: FiledWith['then'],
): Promise<string> {
  const followed = await followedFrameworkIds(collector);
  const framework = (trackedFrameworkCodes.find((code) => followed.includes(code)) ?? 'soc2') as TrackedFramework;
  const bytes = new TextEncoder().encode(`${JSON.stringify(record.document, null, 2)}\n`);
  const item = await createEvidence(
    collector,
    { name: record.name, description: record.description, type: 'system-log', framework, expiresOn: null },
    [{ name: record.fileName, bytes, contentType: 'application/json' }],
    now,
    { controlIds: record.controlIds, then },
  );
  return item.id;
}
