import type { AnswerSource, KnowledgeDocument } from './types';

/** How an answer cites a record: its kind, id, label and, where it has one, the version the answer was read from. */
export const sourceOf = (document: KnowledgeDocument): AnswerSource => ({
  type: document.type,
  id: document.id,
  label: document.label,
  ...(document.version !== undefined ? { version: document.version } : {}),
});

/** The record a source cites: a policy's sections share its id, so the label tells them apart. */
export const citedRecord = (documents: readonly KnowledgeDocument[], source: AnswerSource): KnowledgeDocument | undefined =>
  documents.find((document) => document.type === source.type && document.id === source.id && document.label === source.label);
