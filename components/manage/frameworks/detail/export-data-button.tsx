'use client';

import { downloadText } from '@/components/manage/download';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';

/** Downloads the framework's requirements with their controls, states, owners and notes (CSV made by the page). */
export function ExportDataButton({ csv, filename }: { csv: string; filename: string }) {
  const notify = useToast();
  return (
    <Button
      variant="secondary"
      onClick={() => {
        downloadText(filename, csv);
        notify('Requirement and control data exported.', 'success');
      }}
    >
      Export Data
    </Button>
  );
}
