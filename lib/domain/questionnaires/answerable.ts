import { questionCore } from './question-core';
import { isStopWord, stem, words } from './text';
import type { KnowledgeDocument } from './types';

/**
 * Which records may answer a question by themselves. A policy's Purpose, Scope, Review or Exceptions section says
 * what the policy covers, not what the organization does ("It applies to all employees … involved in network
 * security" says nothing about a web application firewall), and a sentence every policy template repeats ("Every
 * activity in scope has a named owner.") says nothing about any one topic: neither may answer. A control that
 * only asks to decide whether something is needed ("Decide whether a DPO is required") never says it is in place.
 */

/** Section titles that frame a policy rather than state what is done. */
const framingTitle =
  /§\s*[\d.]+\s+(?:purpose|scope|objectives?|introduction|overview|definitions|review|exceptions|revision history|document control)$/i;

/** A sentence shared by this many policies or more is the template's, not any one policy's. */
const TEMPLATE_REPEATS = 3;

/** Openings of a control that make it conditional: it may or may not lead to the thing being in place. */
const conditional = /^(?:decide|determine|assess|consider|evaluate|check)\s+(?:whether|if)\b|^(?:if|where|when|whether)\b/i;

/** Whether a policy section only frames its policy (purpose, scope, review, exceptions). */
export const isFramingSection = (document: KnowledgeDocument) => document.type === 'policy' && framingTitle.test(document.label);

/** Whether a control's first sentence makes it conditional ("Decide whether…", "Where…"). */
export const isConditionalControl = (document: KnowledgeDocument) => document.type === 'control' && conditional.test(document.text.trim());

/**
 * A condition naming the thing its requirement then treats ("Where processing relies on consent, obtain it by a clear
 * opt-in"): the thing before the comma, the verb done to it ("it", "them") after.
 */
const referredBack = /^(?:where|when|if)\b[^,.;]*?\b([a-z]+)\s*,\s*([a-z]+)\s+(?:it|them)\b/i;

/**
 * Whether a conditional control states what a question asks of the thing it is conditional on: "Do you obtain
 * consent?" is answered by "Where processing relies on consent, obtain it …", which says how consent is obtained
 * whenever there is any. A question about the thing alone ("Do you rely on binding corporate rules?" of "Where
 * transfers rely on binding corporate rules, keep them approved") asks whether there is one, which the control
 * leaves open.
 */
export function asksWhatConditionRequires(document: KnowledgeDocument, question: string): boolean {
  const found = referredBack.exec(document.text.trim());
  const asked = new Set(words(question).map(stem));
  if (found && asked.has(stem(found[1]!)) && asked.has(stem(found[2]!))) return true;
  return asksOnSameEvent(document.text.trim(), question);
}

/** A control's event ("When people leave or change roles, …") and a question's ("… revoked when an employee leaves"). */
const controlEvent = /^when\b([^,.;]*),/i;
const questionEvent = /\b(?:when|whenever|once|upon)\b([^,.;?]*)/i;

/**
 * Whether the question asks what is done on the very event the control's rule is for: "Is access revoked when an
 * employee leaves?" of "When people leave or change roles, remove their access". Such an event comes to pass, so
 * the rule is in place, not left open; a question about another event (or none) is not answered by it.
 */
function asksOnSameEvent(control: string, question: string): boolean {
  const event = controlEvent.exec(control);
  if (!event) return false;
  const doing = words(event[1]!).filter((word) => !isStopWord(word) && !/^(?:people|persons?|someone|anyone)$/i.test(word));
  // The event as asked, or as its core reads it: "when an employee, intern, or other associate leaves" lists whoever
  // leaves, which the core reads "when people leave", past the commas where the event would otherwise end.
  return [question, questionCore(question)].some((text) => {
    const asked = questionEvent.exec(text);
    const askedStems = new Set(words(asked?.[1] ?? '').map(stem));
    return doing.some((word) => askedStems.has(stem(word)));
  });
}

const normalised = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/** The texts that several policy sections share word for word: the template's, said of no topic in particular. */
export function templateTexts(documents: readonly KnowledgeDocument[]): ReadonlySet<string> {
  const counts = new Map<string, number>();
  for (const document of documents) {
    if (document.type !== 'policy') continue;
    const text = normalised(document.text);
    counts.set(text, (counts.get(text) ?? 0) + 1);
  }
  return new Set([...counts].filter(([, count]) => count >= TEMPLATE_REPEATS).map(([text]) => text));
}

/** Whether a record may answer at all: not a framing section, not a template sentence. */
export const mayAnswer = (document: KnowledgeDocument, templates: ReadonlySet<string>) =>
  !isFramingSection(document) && !(document.type === 'policy' && templates.has(normalised(document.text)));
