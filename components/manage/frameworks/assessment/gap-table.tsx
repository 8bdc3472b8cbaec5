import Link from 'next/link';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { manageHref } from '@/lib/domain/frameworks/followed';
import { metText, type FrameworkGaps } from '@/lib/domain/frameworks/gap-list';
import type { ControlState } from '@/lib/schemas/frameworks/control-state';

const tones: Record<ControlState, BadgeTone> = {
  'not-started': 'neutral',
  'in-progress': 'info',
  implemented: 'success',
  'not-applicable': 'neutral',
};

/**
 * One framework's gap list: how many requirements the controls meet, then each requirement not met with what is
 * missing (each mapped control not yet implemented or not applicable: its state, owner and note) and its due date.
 */
export function GapTable({ list, headingLevel = 2 }: { list: FrameworkGaps; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = `gaps-${list.frameworkId}`;
  const manage = manageHref(list.frameworkId);
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2 border-b border-slate-200 px-5 py-4">
        <div>
          <Heading id={headingId} className="text-lg font-semibold text-slate-900">
            {list.name}
          </Heading>
          <p className="text-sm text-slate-600">
            {list.edition} · {metText(list)}
          </p>
        </div>
        {manage && (
          <Link href={manage} className="text-sm font-medium text-indigo-700 hover:underline">
            Work on its controls
          </Link>
        )}
      </div>
      {list.gaps.length === 0 ? (
        <p className="px-5 py-4 text-sm text-emerald-800">Every requirement is met by your controls.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Requirements of {list.name} not met</caption>
            <thead className="bg-slate-50 text-xs text-slate-600 uppercase">
              <tr>
                <th scope="col" className="px-5 py-2">
                  Requirement
                </th>
                <th scope="col" className="px-5 py-2">
                  What is missing
                </th>
                <th scope="col" className="px-5 py-2">
                  Due date
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {list.gaps.map((gap) => (
                <tr key={gap.id} className="align-top">
                  <th scope="row" className="px-5 py-3 font-normal text-slate-900">
                    <span className="font-mono font-semibold">{gap.id}</span> {gap.title}
                    <span className="block text-xs text-slate-600">{gap.group}</span>
                  </th>
                  <td className="px-5 py-3">
                    {gap.missing.length === 0 ? (
                      <span className="text-slate-600">No control of the library maps to it yet.</span>
                    ) : (
                      <ul className="space-y-2">
                        {gap.missing.map((control) => (
                          <li key={control.id}>
                            <span className="font-medium text-slate-900">
                              {control.id} {control.name}
                            </span>{' '}
                            <Badge tone={tones[control.state]}>{control.stateText}</Badge>
                            <span className="block text-xs text-slate-600">
                              Owner: {control.owner}
                              {control.note ? ` · ${control.note}` : ''}
                            </span>
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                  <td className="px-5 py-3 whitespace-nowrap text-slate-700">{gap.due ?? 'No due date'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
