import Link from 'next/link';
import type { ClosedFramework } from '@/lib/domain/api-access';

/**
 * Which followed frameworks API keys cannot read yet, each with a link to its Advanced settings: API access is off
 * by default, and a key of a framework left closed would otherwise read an empty list with nothing saying why.
 */
export function FrameworksClosedToKeys({ closed, openCount }: { closed: readonly ClosedFramework[]; openCount: number }) {
  if (closed.length === 0) {
    return (
      <p className="text-sm text-slate-700">
        {openCount === 0
          ? 'The organization follows no framework yet: API keys read nothing until one is added and its API Access is turned on.'
          : 'Every framework the organization follows is open to API keys.'}
      </p>
    );
  }
  return (
    <section aria-labelledby="closed-to-keys" className="rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      <h3 id="closed-to-keys" className="font-medium">
        Closed to API keys
      </h3>
      <p className="mt-1">
        API keys cannot read these frameworks, their controls’ mappings or their evidence, nor upload evidence for them. Turn on API Access
        in each one’s Framework Settings › Advanced to open it.
      </p>
      <ul className="mt-2 space-y-1">
        {closed.map((framework) => (
          <li key={framework.id}>
            <Link href={framework.openAt} className="font-medium underline underline-offset-2 hover:text-amber-700">
              {framework.name}: open API Access
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
