import 'server-only';
import { refOf, type AssistantRecordKind, type AssistantSentence, type AssistantToolRecord } from '@/lib/schemas/assistant';

/** A record the records engine read, as a sentence cites it: a working /manage link. */
export function citedRecord(kind: AssistantRecordKind, id: string, label: string, href: string, detail?: string): AssistantToolRecord {
  return { ref: refOf(kind, id), kind, id, label, href, ...(detail ? { detail } : {}) };
}

/** A sentence and the records it stands on. */
export const sentence = (text: string, ...citations: AssistantToolRecord[]): AssistantSentence => ({ text, citations });

/** How many records of one kind an answer lists before it says how many more there are. */
export const LISTED = 5;

/** "1 control" / "3 controls". */
export const counted = (count: number, one: string, many = `${one}s`) => `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/** The records every sentence cites, each once, in the order first cited. */
export function citedIn(sentences: readonly AssistantSentence[]): AssistantToolRecord[] {
  const byRef = new Map<string, AssistantToolRecord>();
  for (const { citations } of sentences) for (const record of citations) if (!byRef.has(record.ref)) byRef.set(record.ref, record);
  return [...byRef.values()];
}
