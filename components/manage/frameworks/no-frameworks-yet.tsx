import Link from 'next/link';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';

/**
 * A panel that lists the organization's frameworks while it follows none: `shows` says what the panel will show
 * per framework; members and admins get the way to Add Framework.
 */
export function NoFrameworksYet({ shows, canAdd }: { shows: string; canAdd: boolean }) {
  return (
    <EmptyState
      title="No frameworks yet"
      action={
        canAdd ? (
          <Link href="/manage/addFrameworks" className={buttonClasses('primary')}>
            + Add Framework
          </Link>
        ) : null
      }
    >
      {canAdd
        ? `Add the frameworks your organization follows; each one shows here with ${shows}.`
        : `Your organization follows no frameworks yet. Members and administrators can add them; each one then shows here with ${shows}.`}
    </EmptyState>
  );
}
