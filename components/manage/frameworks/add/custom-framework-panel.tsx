'use client';

import { useRouter } from 'next/navigation';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { catalogMessages } from '@/lib/domain/frameworks/catalog';

/** The Create Custom Framework panel: its button says so, then opens the custom framework's form. */
export function CustomFrameworkPanel() {
  const notify = useToast();
  const router = useRouter();
  return (
    <section aria-labelledby="custom-framework" className="rounded-lg border border-indigo-200 bg-indigo-50 p-6">
      <h2 id="custom-framework" className="text-lg font-semibold text-slate-900">
        Create Custom Framework
      </h2>
      <p className="mt-1 text-sm text-slate-700">Combine controls from several standards, or model your own internal requirements.</p>
      <Button
        className="mt-4"
        onClick={() => {
          notify(catalogMessages.custom);
          router.push('/manage/addFrameworks/custom');
        }}
      >
        Create Custom Framework
      </Button>
    </section>
  );
}
