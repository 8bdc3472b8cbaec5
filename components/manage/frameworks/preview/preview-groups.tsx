import { Badge } from '@/components/ui/badge';
import type { PreviewGroup } from '@/lib/domain/frameworks/preview';

/**
 * A framework's requirements in the standard's groups (the first group open), each with its official identifier
 * and title, whether the organization's control states already meet it, and the unified controls mapped to it.
 */
export function PreviewGroups({ groups }: { groups: readonly PreviewGroup[] }) {
  return (
    <section aria-labelledby="preview-requirements" className="space-y-3">
      <h2 id="preview-requirements" className="text-lg font-semibold text-slate-900">
        Requirements and mapped controls
      </h2>
      {groups.map((group, index) => (
        <details key={group.id} open={index === 0} className="group rounded-lg border border-slate-200 bg-white shadow-sm">
          <summary className="flex cursor-pointer items-center justify-between gap-3 px-5 py-4 focus-visible:outline-2 focus-visible:outline-indigo-600">
            <span className="font-semibold text-slate-900">{group.heading}</span>
            <span className="shrink-0 text-sm text-slate-600">
              {group.met} of {group.total} met
            </span>
          </summary>
          <ul aria-label={`${group.heading} requirements`} className="divide-y divide-slate-100 border-t border-slate-200">
            {group.requirements.map((requirement) => (
              <li key={requirement.id} className="px-5 py-3">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <p className="text-sm text-slate-900">
                    <span className="font-mono font-semibold">{requirement.id}</span> {requirement.title}
                    {requirement.kind && (
                      <span className="ml-2 text-xs text-slate-600">({requirement.kind === 'required' ? 'Required' : 'Addressable'})</span>
                    )}
                  </p>
                  <Badge tone={requirement.met ? 'success' : 'neutral'}>{requirement.met ? 'Met by your controls' : 'Not met yet'}</Badge>
                </div>
                <ul aria-label={`Controls mapped to ${requirement.id}`} className="mt-1 space-y-0.5 text-xs text-slate-600">
                  {requirement.controls.map((control) => (
                    <li key={control.id}>
                      {control.id} {control.name} · {control.stateText}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </details>
      ))}
    </section>
  );
}
