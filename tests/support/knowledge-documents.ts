import { libraryControls } from '@/lib/catalog/controls';
import { composeAnswer, questionConcepts, questionCore, type KnowledgeDocument } from '@/lib/domain/questionnaires';
import { matchControl } from '@/lib/domain/questionnaires/control-match';

/** A library control as the questionnaire answerer reads it: its id as label, its name, its text and its state. */
export const controlDocument = (id: string, title: string, text: string, state = 'implemented'): KnowledgeDocument => ({
  id,
  type: 'control',
  label: id,
  version: state,
  title,
  text,
  state,
});

/** An implemented library control. */
export const implementedControl = (id: string, title: string, text: string): KnowledgeDocument => controlDocument(id, title, text);

/** The library's own controls whose id starts with `prefix` (all of them by default), each implemented. */
export const implementedLibraryControls = (prefix = ''): KnowledgeDocument[] =>
  libraryControls.filter((entry) => entry.id.startsWith(prefix)).map((entry) => implementedControl(entry.id, entry.name, entry.asks));

/** The id of the control a question is matched to among `records`, or null. */
export const matchedControlId = (question: string, records: readonly KnowledgeDocument[]) => {
  const core = questionCore(question);
  return matchControl(core, questionConcepts(core), records)?.document.id ?? null;
};

/** One statement section of a policy as the questionnaire answerer reads it, labelled by its policy and heading. */
/** A numbered section of a policy at v1.0 ("§ 3 Roles and Responsibilities"). */
export const policySection = (policy: string, number: string, heading: string, text: string): KnowledgeDocument => ({
  id: `${policy} ${heading}`,
  type: 'policy',
  label: `${policy} v1.0 § ${number} ${heading}`,
  version: 'v1.0',
  title: `${policy} ${heading}`,
  heading,
  text,
});

export const policyStatement = (policy: string, heading: string, text: string): KnowledgeDocument => ({
  id: `${policy} ${heading}`,
  type: 'policy',
  label: `${policy} v1.0 § 4.1 Policy Statements: ${heading}`,
  version: 'v1.0',
  title: `${policy} Policy Statements: ${heading}`,
  heading,
  text,
});

/** The answer one record gives to a question, read as the answerer reads it (its core and concepts). */
export const composedFor = (question: string, document: KnowledgeDocument) =>
  composeAnswer(question, document, questionConcepts(questionCore(question)));
