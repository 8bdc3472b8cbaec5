import { holdsConcept } from './confidence';
import { questionConcepts } from './expansion';
import { stemsOf } from './text';
import type { KnowledgeDocument } from './types';

/**
 * Whether a team includes a role ("Does your incident response team include a privacy officer?") is said by the
 * Roles and Responsibilities section of a policy where one line names that team and another is the role's own:
 * the roles of a policy are the people who carry it out together. A roles section says nothing else by putting two
 * lines side by side: "Does the security officer handle notifications?" is not answered by one line on the security
 * officer and another on whoever handles notifications.
 */

/** The team a question asks about (up to three words before "team", "group" or "committee") and the role asked of it. */
const includesRole =
  /\b((?:[a-z][\w-]*\s+){0,2}[a-z][\w-]*)\s+(team|group|committee)\s+(?:include|includes|comprise|comprises|contain|contains)\s+(?:an?\s+|the\s+|any\s+)?([^?]+)\?/i;

/** A policy section setting out who does what. */
const rolesSection = /§\s*[\d.]+\s+roles and responsibilities$/i;

/** A line of a roles section: the role it is about, set in bold at its start ("- **The Privacy Officer** assesses …"). */
const roleLine = /^\s*[-*]\s+\*\*([^*]+)\*\*(.*)$/;

const isRun = (sequence: readonly string[], run: readonly string[], at: number) =>
  run.every((stem, offset) => sequence[at + offset] === stem);

/** Whether the words of `run` stand one after the other in `text`. */
const namesInOrder = (text: string, run: readonly string[]) => {
  const sequence = stemsOf(text).sequence;
  return run.length > 0 && sequence.some((_, at) => isRun(sequence, run, at));
};

/** A role line as a sentence, without its list mark and bold. */
const plain = (line: string) => line.replace(/^[-*]\s+/, '').replace(/\*\*/g, '');

/** Whether a role line is the role asked: its bold subject names every word of the role the question weighs. */
const isTheRole = (subject: string, role: string) => {
  const concepts = questionConcepts(role).filter((concept) => concept.weight > 0);
  const stems = stemsOf(subject);
  return concepts.length > 0 && concepts.every((concept) => holdsConcept(stems, concept));
};

/**
 * The lines of a policy's roles section that say a team of the question includes the role asked: the team's own
 * line and the role's. Null when the question asks no such thing, the record is no roles section, or it does not
 * name both.
 */
export function teamRoleLines(question: string, document: KnowledgeDocument): string[] | null {
  if (document.type !== 'policy' || !rolesSection.test(document.label)) return null;
  const asked = includesRole.exec(question);
  if (!asked) return null;
  const team = stemsOf(`${asked[1]} ${asked[2]}`).sequence;
  const lines = document.text
    .split(/\n(?=\s*[-*]\s)/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .map((line) => ({ line, parts: roleLine.exec(line) }))
    .filter((entry) => entry.parts !== null);
  const teamLine = lines.find((entry) => namesInOrder(entry.line, team));
  const roleOf = lines.find((entry) => entry !== teamLine && isTheRole(entry.parts![1]!, asked[3]!));
  return teamLine && roleOf ? [teamLine.line, roleOf.line].map(plain) : null;
}
