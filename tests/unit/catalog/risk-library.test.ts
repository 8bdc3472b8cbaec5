import { libraryControls } from '@/lib/catalog/controls';
import { riskLibrary } from '@/lib/catalog/risk-library';
import { residualProblem, riskLevels } from '@/lib/domain/risks/rules';
import { riskCategories, riskFormSchema, riskTreatments } from '@/lib/schemas/risks/forms';

const controlIds = new Set(libraryControls.map((control) => control.id));

describe('riskLibrary', () => {
  it('holds about thirty risks with distinct ids and titles', () => {
    expect(riskLibrary.length).toBeGreaterThanOrEqual(28);
    expect(riskLibrary.length).toBeLessThanOrEqual(40);
    expect(new Set(riskLibrary.map((risk) => risk.id)).size).toBe(riskLibrary.length);
    expect(new Set(riskLibrary.map((risk) => risk.title.toLowerCase())).size).toBe(riskLibrary.length);
  });

  it.each(riskLibrary.map((risk) => [risk.id, risk] as const))('%s names only controls of the library', (_id, risk) => {
    expect(risk.controls.length).toBeGreaterThan(0);
    expect(risk.controls.filter((id) => !controlIds.has(id))).toEqual([]);
    expect(new Set(risk.controls).size).toBe(risk.controls.length);
  });

  it.each(riskLibrary.map((risk) => [risk.id, risk] as const))('%s has ratings on the scale, a category and a treatment', (_id, risk) => {
    expect(riskLevels).toContain(risk.likelihood);
    expect(riskLevels).toContain(risk.impact);
    expect(riskCategories).toContain(risk.category);
    expect(riskTreatments).toContain(risk.treatment);
  });

  it.each(riskLibrary.map((risk) => [risk.id, risk] as const))('%s fills a valid risk form as it stands', (_id, risk) => {
    const form = {
      title: risk.title,
      description: risk.description,
      category: risk.category,
      ownerId: 'member-1',
      inherentLikelihood: risk.likelihood,
      inherentImpact: risk.impact,
      residualLikelihood: risk.likelihood,
      residualImpact: risk.impact,
      treatment: risk.treatment,
      plan: '',
      nextReviewOn: '2027-01-31',
    };
    expect(riskFormSchema.safeParse(form).error?.issues).toBeUndefined();
    expect(
      residualProblem({
        inherentLikelihood: risk.likelihood,
        inherentImpact: risk.impact,
        residualLikelihood: risk.likelihood,
        residualImpact: risk.impact,
      }),
    ).toBeNull();
  });

  it('covers several categories and treatments, not one kind of risk', () => {
    expect(new Set(riskLibrary.map((risk) => risk.category)).size).toBeGreaterThanOrEqual(7);
    expect(new Set(riskLibrary.map((risk) => risk.treatment)).size).toBeGreaterThanOrEqual(3);
  });
});
