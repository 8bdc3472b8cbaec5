import type { Metadata } from 'next';
import Link from 'next/link';
import { FrameworksBrowser } from '@/components/manage/frameworks/frameworks-browser';
import { buttonClasses } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { StatCard } from '@/components/ui/stat-card';
import { frameworkStats } from '@/lib/domain/frameworks';
import { frameworks } from '@/lib/sample-data/frameworks';

export const metadata: Metadata = { title: 'Frameworks' };

export default function FrameworksPage() {
  const stats = frameworkStats(frameworks);
  return (
    <>
      <PageHeader
        title="Frameworks"
        description="Track every framework you follow, and add the ones you need next."
        actions={<Link href="/manage/addFrameworks" className={buttonClasses('primary')}>+ Add Framework</Link>}
      />
      <div className="mb-6 grid grid-cols-2 gap-4 lg:grid-cols-4">
        <StatCard label="Total Frameworks" value={stats.total} />
        <StatCard label="Active" value={stats.active} />
        <StatCard label="In Progress" value={stats.progress} />
        <StatCard label="Available" value={stats.available} />
      </div>
      <FrameworksBrowser frameworks={frameworks} />
    </>
  );
}
