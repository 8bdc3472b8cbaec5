'use client';

import { downloadText } from '@/components/manage/download';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { controlsToCsv } from '@/lib/domain/controls';
import type { ControlGroup } from '@/lib/schemas/control';

/** Downloads the framework's controls as CSV. */
export function ExportDataButton({ groups, filename }: { groups: readonly ControlGroup[]; filename: string }) {
  const notify = useToast();
  return (
    <Button
      variant="secondary"
      onClick={() => {
        downloadText(filename, controlsToCsv(groups));
        notify('Control data exported.', 'success');
      }}
    >
      Export Data
    </Button>
  );
}
