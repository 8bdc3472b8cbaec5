import Link from 'next/link';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import type { LicensedFramework } from '@/lib/catalog/licensed-frameworks';

/**
 * A followed licensed framework (HITRUST CSF) whose list the organization has not imported: the product ships none,
 * so the page says why and where the import is (Add Framework, for members and admins).
 */
export function LicensedListMissing({ framework, canImport }: { framework: LicensedFramework; canImport: boolean }) {
  return (
    <EmptyState
      title={`Import your licensed ${framework.name} list`}
      action={
        <div className="flex flex-wrap justify-center gap-2">
          {canImport && (
            <Link href="/manage/addFrameworks" className={buttonClasses('primary')}>
              Import on Add Framework
            </Link>
          )}
          <Link href="/manage/frameworks" className={buttonClasses('secondary')}>
            View frameworks
          </Link>
        </div>
      }
    >
      {framework.licence} Once your organization imports the requirement list it holds a licence for, its requirements appear with the
      controls that meet them, and its progress is worked out from your control states.
    </EmptyState>
  );
}
