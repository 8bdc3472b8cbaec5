import { Badge, type BadgeTone } from '@/components/ui/badge';
import { trainingStatusLabels, type TrainingStatus } from '@/lib/domain/training/rules';

const tones: Record<TrainingStatus, BadgeTone> = { complete: 'success', due: 'warning', overdue: 'danger' };

/** Complete, Due or Overdue, in the colour of its urgency. */
export function TrainingStatusBadge({ status }: { status: TrainingStatus }) {
  return <Badge tone={tones[status]}>{trainingStatusLabels[status]}</Badge>;
}
