import type { BadgeTone } from '@/components/ui/badge';
import type { RiskBand } from '@/lib/domain/risks/rules';

/** A band's cell colour in the heat maps: the text stays dark on each, for contrast. */
export const riskBandCellClasses: Record<RiskBand, string> = {
  low: 'bg-emerald-100 text-emerald-950',
  medium: 'bg-amber-100 text-amber-950',
  high: 'bg-orange-200 text-orange-950',
  critical: 'bg-red-200 text-red-950',
};

export const riskBandTones: Record<RiskBand, BadgeTone> = { low: 'success', medium: 'info', high: 'warning', critical: 'danger' };
