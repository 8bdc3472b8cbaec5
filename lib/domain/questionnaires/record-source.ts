import type { AnswerSource, KnowledgeDocument } from './types';

/** How an answer cites a record: its kind, id, label and, where it has one, the version the answer was read from. */
export const sourceOf = (document: KnowledgeDocument): AnswerSource => ({
  type: document.type,
  id: document.id,
  label: document.label,
  ...(document.version !== undefined ? { version: document.version } : {}),
});
