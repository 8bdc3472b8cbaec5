import Link from 'next/link';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';

/** What a framework's own screen shows while the organization does not follow that framework. */
export function NotFollowed({ name, canEdit }: { name: string; canEdit: boolean }) {
  return (
    <EmptyState
      title={`${name} is not part of your organization yet`}
      action={
        canEdit ? (
          <Link href="/manage/addFrameworks" className={buttonClasses('primary')}>
            Add Framework
          </Link>
        ) : (
          <Link href="/manage/frameworks" className={buttonClasses('secondary')}>
            View frameworks
          </Link>
        )
      }
    >
      {canEdit
        ? `Add ${name} from Add Framework to track its controls, setup and progress here.`
        : `An administrator or member of your organization can add ${name}; its controls, setup and progress then appear here.`}
    </EmptyState>
  );
}
