/** The kinds of record an assistant's sentence can cite. */
export const assistantRecordKinds = [
  'framework',
  'control',
  'policy',
  'evidence',
  'check-run',
  'risk',
  'vendor',
  'vendor-document',
  'task',
  'audit',
  'finding',
  'training',
  'person',
  'questionnaire',
] as const;
export type AssistantRecordKind = (typeof assistantRecordKinds)[number];

/**
 * A record a tool returned in a turn: the only things a sentence may cite. `ref` is `<kind>:<id>` and unique in the
 * turn; `detail` says which part (a policy's version and section, a report's page).
 */
export type AssistantToolRecord = {
  ref: string;
  kind: AssistantRecordKind;
  id: string;
  label: string;
  /** The record's page in /manage, so the citation is a working link. */
  href: string;
  detail?: string;
};

/** A citation as the panel shows it: the record it points at. */
export type AssistantCitation = AssistantToolRecord;

export const refOf = (kind: AssistantRecordKind, id: string) => `${kind}:${id}`;
