import type { AnswerSource } from '@/lib/schemas/questionnaires/answers';

const typeLabels: Record<AnswerSource['type'], string> = {
  policy: 'Policy',
  control: 'Control',
  evidence: 'Evidence',
  trust: 'Trust center',
  library: 'Answer library',
};

/** A source as the reviewer reads it: the policy with its version and section, the control id, the evidence name. */
export function sourceText(source: AnswerSource): string {
  const version = source.version && !source.label.includes(source.version) ? ` (${source.version})` : '';
  return `${source.label}${version}`;
}

/** The records an answer comes from, each with its kind. */
export function AnswerSources({ sources }: { sources: readonly AnswerSource[] }) {
  if (sources.length === 0) return null;
  return (
    <ul aria-label="Sources" className="mt-2 space-y-1 text-xs text-slate-700">
      {sources.map((source) => (
        <li key={`${source.type}:${source.id}`} className="flex gap-2">
          <span className="font-semibold text-slate-600">{typeLabels[source.type]}</span>
          <span>{sourceText(source)}</span>
        </li>
      ))}
    </ul>
  );
}
