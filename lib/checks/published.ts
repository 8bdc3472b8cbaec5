import { libraryControls } from '@/lib/catalog/controls';
import type { CheckDefinition } from './types';

/** A check's published logic: what it reads, its rule, its outcomes, and the controls and requirements it proves. */
export type PublishedCheck = {
  id: string;
  provider: string;
  title: string;
  proves: string;
  severity: string;
  logic: CheckDefinition<unknown>['logic'];
  /** Each control with its name and the framework requirements (framework:requirement) it maps. */
  controls: { id: string; name: string; requirements: readonly string[] }[];
};

/** The published form of a check, its controls read from the library. */
export function publishedCheck(check: CheckDefinition<unknown> & { provider: string }): PublishedCheck {
  return {
    id: check.id,
    provider: check.provider,
    title: check.title,
    proves: check.proves,
    severity: check.severity,
    logic: check.logic,
    controls: check.controls.map((id) => {
      const control = libraryControls.find((candidate) => candidate.id === id);
      return { id, name: control?.name ?? id, requirements: control?.maps ?? [] };
    }),
  };
}

/** A check's logic as plain text, the same words as its page: for the auditor package. */
export function checkLogicText(check: PublishedCheck): string {
  const controls = check.controls.map(
    (control) => `- ${control.id} ${control.name}${control.requirements.length ? ` (${control.requirements.join(', ')})` : ''}`,
  );
  return [
    `## ${check.title}`,
    `Check ${check.id} (${check.provider}, ${check.severity} severity). ${check.proves}`,
    '',
    `Reads: ${check.logic.reads}`,
    `Rule: ${check.logic.rule}`,
    `Pass: ${check.logic.pass}`,
    `Fail: ${check.logic.fail}`,
    `Could not evaluate: ${check.logic.unknown} A check that could not evaluate is never counted as a pass or a fail.`,
    '',
    'Controls and framework requirements it proves:',
    ...controls,
    '',
  ].join('\n');
}
