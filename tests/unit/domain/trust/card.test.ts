import { CARD_FRAMEWORKS, trustCard } from '@/lib/domain/trust/card';
import type { TrustPageView } from '@/lib/schemas/trust/records';

const view = (overrides: Partial<TrustPageView> = {}): TrustPageView => ({
  organizationName: 'Acme Health',
  slug: 'acme-health',
  overview: '',
  sections: ['frameworks'],
  frameworks: [],
  controlAreas: [],
  subprocessors: [],
  policies: [],
  documents: [],
  ...overrides,
});

const inProgress = (name: string, percent: number) => ({ frameworkId: name, name, state: 'in-progress' as const, percent });
const audited = (name: string) => ({ frameworkId: name, name, state: 'audited' as const, auditedOn: '2026-02-20', auditor: 'Prescient' });

describe('trustCard', () => {
  it('titles the card with the organization and says nothing of frameworks the page does not show', () => {
    expect(trustCard(view())).toEqual({ title: 'Acme Health Trust Center', frameworks: [], more: 0, subprocessors: 0 });
  });

  it('lists audited frameworks first, then those in progress with their percent, as the page states them', () => {
    const card = trustCard(view({ frameworks: [inProgress('HIPAA', 40), audited('SOC 2'), inProgress('GDPR', 0)] }));
    expect(card.frameworks).toEqual([
      { name: 'SOC 2', state: 'Audited' },
      { name: 'HIPAA', state: 'In progress · 40%' },
      { name: 'GDPR', state: 'In progress · 0%' },
    ]);
    expect(card.more).toBe(0);
  });

  it(`keeps ${CARD_FRAMEWORKS} lines and counts the rest, and counts the listed subprocessors`, () => {
    const frameworks = ['A', 'B', 'C', 'D', 'E', 'F'].map((name, index) => inProgress(name, index * 10));
    const subprocessors = [{ name: 'Cloud', purpose: 'Hosting', countries: ['US'] }];
    const card = trustCard(view({ frameworks, subprocessors }));
    expect(card.frameworks.map((line) => line.name)).toEqual(['A', 'B', 'C', 'D']);
    expect(card.more).toBe(2);
    expect(card.subprocessors).toBe(1);
  });
});
