import {
  ACCEPTANCE_EXPIRY_NOT_AFTER,
  ACCEPTANCE_EXPIRY_TOO_FAR,
  ACCEPTANCE_NEEDS_ADMIN,
  ACCEPTANCE_NEEDS_APPROVER,
  acceptanceIsCurrent,
  acceptanceProblem,
  defaultRiskScaleLabels,
  oneYearAfter,
  RESIDUAL_ABOVE_INHERENT,
  residualProblem,
  riskBand,
  seriousRisks,
  riskHeatMap,
  riskLevels,
  riskRating,
  riskScaleLabels,
  riskScaleLabelsProblem,
  type RiskAcceptance,
  type RiskLevel,
  type RiskRatings,
} from '@/lib/domain/risks/rules';

const rated = (il: RiskLevel, ii: RiskLevel, rl: RiskLevel, ri: RiskLevel): RiskRatings => ({
  inherentLikelihood: il,
  inherentImpact: ii,
  residualLikelihood: rl,
  residualImpact: ri,
});

describe('riskRating', () => {
  it('is likelihood × impact for every cell of the scale', () => {
    for (const likelihood of riskLevels) {
      for (const impact of riskLevels) expect(riskRating(likelihood, impact)).toBe(likelihood * impact);
    }
    expect(riskRating(1, 1)).toBe(1);
    expect(riskRating(5, 5)).toBe(25);
    expect(riskRating(2, 3)).toBe(6);
  });
});

describe('riskBand', () => {
  it.each([
    [1, 'low'],
    [4, 'low'],
    [5, 'medium'],
    [9, 'medium'],
    [10, 'high'],
    [16, 'high'],
    [17, 'critical'],
    [25, 'critical'],
  ])('rating %i is %s', (rating, band) => {
    expect(riskBand(rating)).toBe(band);
  });
  it('bands every rating from 1 to 25 in order, each band a contiguous run', () => {
    const bands = Array.from({ length: 25 }, (_, index) => riskBand(index + 1));
    expect(bands.filter((band) => band === 'low')).toHaveLength(4);
    expect(bands.filter((band) => band === 'medium')).toHaveLength(5);
    expect(bands.filter((band) => band === 'high')).toHaveLength(7);
    expect(bands.filter((band) => band === 'critical')).toHaveLength(9);
  });
  it('places the reachable products where expected', () => {
    expect(riskBand(riskRating(4, 4))).toBe('high');
    expect(riskBand(riskRating(5, 3))).toBe('high');
    expect(riskBand(riskRating(4, 5))).toBe('critical');
    expect(riskBand(riskRating(3, 3))).toBe('medium');
    expect(riskBand(riskRating(2, 2))).toBe('low');
  });
  it.each([0, 26, -1, 2.5, Number.NaN])('refuses %p, which no rating can be', (rating) => {
    expect(() => riskBand(rating)).toThrow(RangeError);
  });
});

describe('riskScaleLabels', () => {
  const custom = {
    likelihood: ['Very rare', 'Rare', 'Sometimes', 'Often', 'Constant'],
    impact: ['Trivial', 'Small', 'Medium', 'Big', 'Disaster'],
  };
  it('gives the defaults when nothing is stored', () => {
    expect(riskScaleLabels(null)).toEqual(defaultRiskScaleLabels);
    expect(riskScaleLabels(undefined)).toEqual(defaultRiskScaleLabels);
    expect(riskScaleLabels({})).toEqual(defaultRiskScaleLabels);
  });
  it('has default labels from level 1 to 5', () => {
    expect(defaultRiskScaleLabels.likelihood).toEqual(['Rare', 'Unlikely', 'Possible', 'Likely', 'Almost certain']);
    expect(defaultRiskScaleLabels.impact).toEqual(['Negligible', 'Minor', 'Moderate', 'Major', 'Severe']);
  });
  it('takes valid stored labels over the defaults, trimmed', () => {
    expect(riskScaleLabels(custom)).toEqual(custom);
    expect(riskScaleLabels({ ...custom, impact: [' Trivial ', 'Small', 'Medium', 'Big', 'Disaster'] }).impact[0]).toBe('Trivial');
  });
  it('keeps each axis apart: a damaged axis falls back alone', () => {
    expect(riskScaleLabels({ likelihood: custom.likelihood, impact: ['a', 'b'] })).toEqual({
      likelihood: custom.likelihood,
      impact: defaultRiskScaleLabels.impact,
    });
    expect(riskScaleLabels({ likelihood: 'nonsense', impact: custom.impact })).toEqual({
      likelihood: defaultRiskScaleLabels.likelihood,
      impact: custom.impact,
    });
  });
  it('falls back on labels that are empty, too long or repeated', () => {
    const withEmpty = ['A', 'B', ' ', 'D', 'E'];
    const tooLong = ['A', 'B', 'C', 'D', 'x'.repeat(41)];
    const repeated = ['A', 'B', 'C', 'd', 'D'];
    for (const bad of [withEmpty, tooLong, repeated]) {
      expect(riskScaleLabels({ likelihood: bad, impact: bad })).toEqual(defaultRiskScaleLabels);
    }
    expect(riskScaleLabels({ likelihood: ['A', 'B', 'C', 'D', 'x'.repeat(40)] }).likelihood[4]).toHaveLength(40);
  });
});

describe('riskScaleLabelsProblem', () => {
  const good = { likelihood: [...defaultRiskScaleLabels.likelihood], impact: [...defaultRiskScaleLabels.impact] };
  it('accepts five distinct labels per axis', () => {
    expect(riskScaleLabelsProblem(good)).toBeNull();
  });
  it.each([
    [{ ...good, likelihood: ['A', 'B', 'C', 'D'] }, 'Enter five likelihood labels, one for each level.'],
    [{ ...good, impact: ['A', 'B', 'C', 'D', 'E', 'F'] }, 'Enter five impact labels, one for each level.'],
    [{ ...good, likelihood: ['A', '', 'C', 'D', 'E'] }, 'Enter a label for each likelihood level.'],
    [{ ...good, impact: ['A', 'B', 'C', 'D', 'x'.repeat(41)] }, 'Each impact label can be at most 40 characters.'],
    [{ ...good, likelihood: ['Rare', 'rare', 'C', 'D', 'E'] }, 'Each likelihood label must be different from the others.'],
    [{ ...good, impact: 'Minor' }, 'Enter five impact labels.'],
  ])('refuses %j with a message', (labels, message) => {
    expect(riskScaleLabelsProblem(labels)).toBe(message);
  });
});

describe('residualProblem', () => {
  it('allows a residual equal to or below the inherent rating', () => {
    expect(residualProblem(rated(4, 4, 4, 4))).toBeNull();
    expect(residualProblem(rated(4, 4, 2, 4))).toBeNull();
    expect(residualProblem(rated(1, 1, 1, 1))).toBeNull();
  });
  it('compares ratings, not each axis: a lower rating with a higher impact is allowed', () => {
    expect(residualProblem(rated(4, 2, 1, 5))).toBeNull();
    expect(residualProblem(rated(2, 3, 3, 2))).toBeNull();
  });
  it('refuses a residual above the inherent rating, by one step too', () => {
    expect(residualProblem(rated(2, 2, 5, 1))).toBe(RESIDUAL_ABOVE_INHERENT);
    expect(residualProblem(rated(1, 1, 1, 2))).toBe(RESIDUAL_ABOVE_INHERENT);
    expect(residualProblem(rated(4, 4, 5, 5))).toBe(RESIDUAL_ABOVE_INHERENT);
  });
});

describe('riskHeatMap', () => {
  const risks = [rated(5, 5, 3, 2), rated(5, 5, 1, 1), rated(2, 4, 2, 4), rated(1, 1, 1, 1)];
  const cell = (map: ReturnType<typeof riskHeatMap>, likelihood: number, impact: number) =>
    map.flat().find((c) => c.likelihood === likelihood && c.impact === impact);

  it('has 5 rows of 5 cells: likelihood 5 on top, impact 1 to 5 left to right', () => {
    const map = riskHeatMap([], 'inherent');
    expect(map).toHaveLength(5);
    expect(map.map((row) => row[0]?.likelihood)).toEqual([5, 4, 3, 2, 1]);
    for (const row of map) {
      expect(row.map((c) => c.impact)).toEqual([1, 2, 3, 4, 5]);
      expect(new Set(row.map((c) => c.likelihood)).size).toBe(1);
    }
  });
  it('gives every cell its rating and band, with 0 risks on an empty register', () => {
    const map = riskHeatMap([], 'residual');
    expect(map.flat()).toHaveLength(25);
    expect(map.flat().every((c) => c.count === 0)).toBe(true);
    expect(cell(map, 5, 5)).toMatchObject({ rating: 25, band: 'critical' });
    expect(cell(map, 1, 1)).toMatchObject({ rating: 1, band: 'low' });
    expect(cell(map, 2, 5)).toMatchObject({ rating: 10, band: 'high' });
    expect(cell(map, 3, 3)).toMatchObject({ rating: 9, band: 'medium' });
  });
  it('counts the inherent ratings', () => {
    const map = riskHeatMap(risks, 'inherent');
    expect(cell(map, 5, 5)?.count).toBe(2);
    expect(cell(map, 2, 4)?.count).toBe(1);
    expect(cell(map, 1, 1)?.count).toBe(1);
    expect(cell(map, 4, 2)?.count).toBe(0);
    expect(map.flat().reduce((sum, c) => sum + c.count, 0)).toBe(4);
  });
  it('counts the residual ratings apart from the inherent ones', () => {
    const map = riskHeatMap(risks, 'residual');
    expect(cell(map, 5, 5)?.count).toBe(0);
    expect(cell(map, 3, 2)?.count).toBe(1);
    expect(cell(map, 2, 3)?.count).toBe(0);
    expect(cell(map, 1, 1)?.count).toBe(2);
    expect(cell(map, 2, 4)?.count).toBe(1);
    expect(map.flat().reduce((sum, c) => sum + c.count, 0)).toBe(4);
  });
  it('puts a risk in its row by likelihood and its column by impact', () => {
    const map = riskHeatMap([rated(4, 2, 4, 2)], 'inherent');
    expect(map[1]?.[1]).toMatchObject({ likelihood: 4, impact: 2, count: 1 });
    expect(map[3]?.[3]?.count).toBe(0);
  });
});

describe('seriousRisks', () => {
  it('counts the risks in High or Critical cells only, for either map', () => {
    // Inherent 5 × 5 (Critical) twice, 2 × 4 = 8 (Medium), 1 × 1; residual 3 × 4 = 12 (High), 1 × 1 twice, 2 × 4.
    const risks = [rated(5, 5, 3, 4), rated(5, 5, 1, 1), rated(2, 4, 2, 4), rated(1, 1, 1, 1)];
    expect(seriousRisks(riskHeatMap(risks, 'inherent'))).toBe(2);
    expect(seriousRisks(riskHeatMap(risks, 'residual'))).toBe(1);
    expect(seriousRisks(riskHeatMap([rated(2, 5, 2, 5)], 'residual'))).toBe(1);
    expect(seriousRisks(riskHeatMap([rated(3, 3, 3, 3)], 'residual'))).toBe(0);
    expect(seriousRisks(riskHeatMap([], 'inherent'))).toBe(0);
  });
});

describe('oneYearAfter', () => {
  it('is the same day a year later', () => {
    expect(oneYearAfter('2026-11-26')).toBe('2027-11-26');
    expect(oneYearAfter('2026-12-31')).toBe('2027-12-31');
    expect(oneYearAfter('2027-02-28')).toBe('2028-02-28');
  });
  it('turns 29 February into 28 February', () => {
    expect(oneYearAfter('2024-02-29')).toBe('2025-02-28');
  });
});

describe('acceptanceProblem', () => {
  const acceptance: RiskAcceptance = { approverId: 'm1', approverRole: 'admin', acceptedOn: '2026-11-26', expiresOn: '2027-05-26' };
  it('accepts an admin approver and an expiry within a year', () => {
    expect(acceptanceProblem(acceptance)).toBeNull();
  });
  it('needs an approver', () => {
    expect(acceptanceProblem({ ...acceptance, approverId: ' ' })).toBe(ACCEPTANCE_NEEDS_APPROVER);
  });
  it.each(['member', 'viewer'] as const)('refuses a %s as approver', (role) => {
    expect(acceptanceProblem({ ...acceptance, approverRole: role })).toBe(ACCEPTANCE_NEEDS_ADMIN);
  });
  it('needs an expiry after the day of acceptance: the next day is the earliest', () => {
    expect(acceptanceProblem({ ...acceptance, expiresOn: '2026-11-26' })).toBe(ACCEPTANCE_EXPIRY_NOT_AFTER);
    expect(acceptanceProblem({ ...acceptance, expiresOn: '2026-11-25' })).toBe(ACCEPTANCE_EXPIRY_NOT_AFTER);
    expect(acceptanceProblem({ ...acceptance, expiresOn: '2026-11-27' })).toBeNull();
  });
  it('allows an expiry exactly one year ahead and refuses one day more', () => {
    expect(acceptanceProblem({ ...acceptance, expiresOn: '2027-11-26' })).toBeNull();
    expect(acceptanceProblem({ ...acceptance, expiresOn: '2027-11-27' })).toBe(ACCEPTANCE_EXPIRY_TOO_FAR);
  });
  it('measures the year from 29 February to 28 February', () => {
    const leap = { ...acceptance, acceptedOn: '2024-02-29' };
    expect(acceptanceProblem({ ...leap, expiresOn: '2025-02-28' })).toBeNull();
    expect(acceptanceProblem({ ...leap, expiresOn: '2025-03-01' })).toBe(ACCEPTANCE_EXPIRY_TOO_FAR);
  });
});

describe('acceptanceIsCurrent', () => {
  const acceptance = { acceptedOn: '2026-01-10', expiresOn: '2026-06-30' };
  it('is current from the day of acceptance through the expiry day', () => {
    expect(acceptanceIsCurrent(acceptance, '2026-01-10')).toBe(true);
    expect(acceptanceIsCurrent(acceptance, '2026-03-15')).toBe(true);
    expect(acceptanceIsCurrent(acceptance, '2026-06-30')).toBe(true);
  });
  it('is expired from the day after the expiry day', () => {
    expect(acceptanceIsCurrent(acceptance, '2026-07-01')).toBe(false);
    expect(acceptanceIsCurrent(acceptance, '2027-01-01')).toBe(false);
  });
  it('is not current before it was given', () => {
    expect(acceptanceIsCurrent(acceptance, '2026-01-09')).toBe(false);
  });
});
