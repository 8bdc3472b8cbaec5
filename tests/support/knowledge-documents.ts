import type { KnowledgeDocument } from '@/lib/domain/questionnaires';

/** An implemented library control as the questionnaire answerer reads it: its id as label, its name and its text. */
export const implementedControl = (id: string, title: string, text: string): KnowledgeDocument => ({
  id,
  type: 'control',
  label: id,
  version: 'implemented',
  title,
  text,
  state: 'implemented',
});
