import { holdsConcept } from './confidence';
import type { Concept } from './concept';
import { questionConcepts } from './expansion';
import { runAt, stemsOf } from './text';
import type { KnowledgeDocument } from './types';

/**
 * Who does a thing, as a policy's Roles and Responsibilities section sets out. Whether a team includes a role ("Does
 * your incident response team include a privacy officer?") is said where one line of the section names that team and
 * another is the role's own: the roles of a policy are the people who carry it out together. The section says nothing
 * else by putting two lines side by side: "Does the security officer handle notifications?" is not answered by one line
 * on the security officer and another on whoever handles notifications. Having the resources (staff, people,
 * expertise) to do a thing internally is a role of the organization's own doing it: "Do you have the resources to
 * internally conduct incident investigations?" is said by the line where the incident response team investigates,
 * not by a line that only names incidents.
 */

/** The team a question asks about (up to three words before "team", "group" or "committee") and the role asked of it. */
const includesRole =
  /\b((?:[a-z][\w-]*\s+){0,2}[a-z][\w-]*)\s+(team|group|committee)\s+(?:include|includes|comprise|comprises|contain|contains)\s+(?:an?\s+|the\s+|any\s+)?([^?]+)\?/i;

/** What a question asks whether the organization has the people to do itself: "the resources to (internally) do X". */
const resourcesFor =
  /\b(?:resources|staff|staffing|people|personnel|expertise|skills|capacity)\s+to\s+(?:internally\s+|in-house\s+)?([^?]+?)(?:\s+(?:internally|in-house))?\s*\?/i;

/** A policy section setting out who does what. */
const rolesSection = /§\s*[\d.]+\s+roles and responsibilities$/i;

/** A line of a roles section: the role it is about, set in bold at its start ("- **The Privacy Officer** assesses …"). */
const roleLine = /^\s*[-*]\s+\*\*([^*]+)\*\*(.*)$/;

/** Whether the words of `run` stand one after the other in `text`. */
const namesInOrder = (text: string, run: readonly string[]) => {
  const sequence = stemsOf(text).sequence;
  return sequence.some((_, at) => runAt(sequence, at, run));
};

/** A role line as a sentence, without its list mark and bold. */
const plain = (line: string) => line.replace(/^[-*]\s+/, '').replace(/\*\*/g, '');

/** Whether a role line is the role asked: its bold subject names every word of the role the question weighs. */
const isTheRole = (subject: string, role: string) => {
  const concepts = questionConcepts(role).filter((concept) => concept.weight > 0);
  const stems = stemsOf(subject);
  return concepts.length > 0 && concepts.every((concept) => holdsConcept(stems, concept));
};

/** The lines of a roles section, each with the role in its bold subject. */
function roleLines(document: KnowledgeDocument): { line: string; role: string }[] {
  return document.text
    .split(/\n(?=\s*[-*]\s)/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .flatMap((line) => {
      const parts = roleLine.exec(line);
      return parts ? [{ line, role: parts[1]! }] : [];
    });
}

const isRolesSection = (document: KnowledgeDocument) => document.type === 'policy' && rolesSection.test(document.label);

/**
 * The lines of a policy's roles section that say a team of the question includes the role asked: the team's own
 * line and the role's. Null when the question asks no such thing, the record is no roles section, or it does not
 * name both.
 */
export function teamRoleLines(question: string, document: KnowledgeDocument): string[] | null {
  if (!isRolesSection(document)) return null;
  const asked = includesRole.exec(question);
  if (!asked) return null;
  const team = stemsOf(`${asked[1]} ${asked[2]}`).sequence;
  const lines = roleLines(document);
  const teamLine = lines.find((entry) => namesInOrder(entry.line, team));
  const roleOf = lines.find((entry) => entry !== teamLine && isTheRole(entry.role, asked[3]!));
  return teamLine && roleOf ? [teamLine.line, roleOf.line].map(plain) : null;
}

/**
 * Where a question asks whether the organization has the resources to do a thing itself, the line of a roles section
 * where a role does it, and the work that line must name: every word of the thing the question weighs, as the role's
 * work, not as one noun phrase ("incident investigations" by the team that "investigates" incidents). Null when the
 * question asks no such thing or no line does it.
 */
export function roleDoing(question: string, document: KnowledgeDocument): { line: string; work: Concept[] } | null {
  if (!isRolesSection(document)) return null;
  const thing = resourcesFor.exec(question)?.[1];
  if (!thing) return null;
  const work = questionConcepts(thing).map((concept): Concept => ({ ...concept, modifies: undefined }));
  const weighed = work.filter((concept) => concept.weight > 0);
  if (weighed.length === 0) return null;
  const doing = roleLines(document).find((entry) => weighed.every((concept) => holdsConcept(stemsOf(entry.line), concept)));
  return doing ? { line: plain(doing.line), work } : null;
}
