import 'server-only';
import { refOf, type AssistantRecordKind, type AssistantToolRecord } from '@/lib/schemas/assistant';

/** At most this many items in one tool's answer: enough to reason on, bounded for the model's context and budget. */
export const MAX_TOOL_ITEMS = 40;

/** The tags around text that comes from the records (documents, descriptions, vendors' words). */
export const DATA_OPEN = '<record-text>';
export const DATA_CLOSE = '</record-text>';

/**
 * Text from a record as the model reads it: cut to `max` characters and put between the data tags, with any tag of
 * that name inside removed, so a document cannot close the tags early and speak as instructions.
 */
export function recordText(text: string | null | undefined, max = 600): string {
  const clean = (text ?? '').replace(/<\/?\s*record-text\s*>/gi, '').trim();
  const cut = clean.length > max ? `${clean.slice(0, max).trimEnd()} …(cut)` : clean;
  return `${DATA_OPEN}${cut}${DATA_CLOSE}`;
}

/** An item of a tool's answer: the record it cites and the fields the model reads. */
export type ToolItem = { record: AssistantToolRecord; fields: object };

/** A record a tool returned, as the citation the panel would show. */
export function toolRecord(kind: AssistantRecordKind, id: string, label: string, href: string, detail?: string): AssistantToolRecord {
  return { ref: refOf(kind, id), kind, id, label, href, ...(detail ? { detail } : {}) };
}

/**
 * The records the tools returned in a turn, plus those of the conversation's earlier turns: a sentence may cite only
 * these, and a proposal may only name a record among them.
 */
export class TurnRecords {
  private readonly earlier: Map<string, AssistantToolRecord>;
  private readonly returned = new Map<string, AssistantToolRecord>();
  /** The team members a tool named (a control's possible owners), by member id: an owner proposal must name one. */
  readonly knownMembers = new Map<string, string>();

  constructor(earlier: readonly AssistantToolRecord[] = []) {
    this.earlier = new Map(earlier.map((record) => [record.ref, record]));
  }

  /** Keeps the records and answers the item's fields for the model, each led by its ref. */
  add<T extends object>(items: readonly { record: AssistantToolRecord; fields: T }[]): (T & { ref: string; label: string })[] {
    return items.slice(0, MAX_TOOL_ITEMS).map(({ record, fields }) => {
      this.returned.set(record.ref, record);
      return { ref: record.ref, label: record.label, ...fields };
    });
  }

  /** A record returned in this conversation, or undefined. */
  get(ref: string): AssistantToolRecord | undefined {
    return this.returned.get(ref) ?? this.earlier.get(ref);
  }

  /** The records this turn's tools returned (stored with the reply). */
  thisTurn(): AssistantToolRecord[] {
    return [...this.returned.values()];
  }

  /** Every record the conversation may cite: earlier turns' and this one's. */
  all(): AssistantToolRecord[] {
    return [...new Map([...this.earlier, ...this.returned]).values()];
  }
}
