import type { TrustPageView } from '@/lib/schemas/trust/records';

/** A framework's line on the social card: its name and the state the page shows. */
export type TrustCardFramework = { name: string; state: string };

/** What the trust page's social card says: only what the published page already shows. */
export type TrustCard = { title: string; frameworks: TrustCardFramework[]; more: number; subprocessors: number };

/** A card fits four framework lines; the rest are counted. */
export const CARD_FRAMEWORKS = 4;

/** The card of a published page: audited frameworks first, as the page lists them, then those in progress. */
export function trustCard(view: TrustPageView): TrustCard {
  const lines = view.frameworks.map((framework) => ({
    name: framework.name,
    state: framework.state === 'audited' ? 'Audited' : `In progress · ${framework.percent}%`,
    audited: framework.state === 'audited',
  }));
  const ordered = [...lines.filter((line) => line.audited), ...lines.filter((line) => !line.audited)];
  return {
    title: `${view.organizationName} Trust Center`,
    frameworks: ordered.slice(0, CARD_FRAMEWORKS).map(({ name, state }) => ({ name, state })),
    more: Math.max(0, ordered.length - CARD_FRAMEWORKS),
    subprocessors: view.subprocessors.length,
  };
}
