import type { ReportStatus } from '@/lib/schemas/report';

/** Report row actions: a Generating report offers Cancel and View Progress (spec §2.4). */
export function reportActionsFor(status: ReportStatus): readonly string[] {
  switch (status) {
    case 'generated':
      return ['View', 'Download', 'Share'];
    case 'generating':
      return ['Cancel', 'View Progress'];
  }
}
