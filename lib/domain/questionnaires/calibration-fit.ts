import type { Calibration } from './calibration';

/**
 * The calibration in use, as `scripts/fit-questionnaire-calibration.ts` printed it (see calibration.ts for the method).
 * Refit after any change to how answers are scored, and paste its output here.
 */
export const questionnaireCalibration: Calibration = {
  fittedOn: '2026-11-30, 102 graded answers to the 157 questions of the dev split',
  steps: [
    { from: 0.5, right: 0, answers: 3 },
    { from: 0.57, right: 0.06, answers: 3 },
    { from: 0.59, right: 0.09, answers: 2 },
    { from: 0.73, right: 0.96, answers: 94 },
  ],
};
