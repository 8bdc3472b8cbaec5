import { benchSources } from '@/bench/questionnaire/sources';
import { benchQuestions } from '@/bench/questionnaire/questions';
import { libraryControls } from '@/lib/catalog/controls';

const controlCodes = new Set(libraryControls.map((control) => control.id));
const recordKey = /^(control:[A-Z]+-\d+|policy:[^§]+(§[\d.]+)?|evidence:.+|trust:(framework:[a-z0-9-]+|subprocessors))$/;

describe('the questionnaire benchmark', () => {
  it('takes every question from a named source, once', () => {
    const sourceIds = new Set(benchSources.map((source) => source.id));
    const keys = benchQuestions.map((question) => `${question.source} ${question.id}`);
    expect(benchQuestions.filter((question) => !sourceIds.has(question.source))).toEqual([]);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(benchQuestions.map((question) => question.text.trim().toLowerCase())).size).toBe(benchQuestions.length);
  });

  it('names, for every answerable question, at least one record that says it, with keys the grader can match', () => {
    for (const question of benchQuestions) {
      if (question.expected.status !== 'answerable') continue;
      expect([question.id, question.expected.strong.length > 0]).toEqual([question.id, true]);
      for (const key of [...question.expected.strong, ...question.expected.weak]) {
        expect([question.id, key, recordKey.test(key)]).toEqual([question.id, key, true]);
        if (key.startsWith('control:')) expect([question.id, key, controlCodes.has(key.slice(8))]).toEqual([question.id, key, true]);
      }
    }
  });

  it('holds at least 250 questions, each source split evenly between dev and held-out', () => {
    expect(benchQuestions.length).toBeGreaterThanOrEqual(250);
    for (const source of benchSources) {
      const dev = benchQuestions.filter((question) => question.source === source.id && question.split === 'dev').length;
      const heldOut = benchQuestions.filter((question) => question.source === source.id && question.split === 'held-out').length;
      expect([source.id, dev > 0, Math.abs(dev - heldOut) <= 1]).toEqual([source.id, true, true]);
    }
  });

  it('keeps a blind split of VSAQ and HECVAT questions that are in neither dev nor held-out', () => {
    const blind = benchQuestions.filter((question) => question.split === 'blind');
    const tuned = new Set(
      benchQuestions.filter((question) => question.split !== 'blind').map((question) => `${question.source} ${question.id}`),
    );
    expect(blind.length).toBeGreaterThanOrEqual(70);
    expect(new Set(blind.map((question) => question.source))).toEqual(new Set(['vsaq', 'hecvat']));
    expect(blind.filter((question) => tuned.has(`${question.source} ${question.id}`))).toEqual([]);
  });

  it('says why for every question', () => {
    expect(benchQuestions.filter((question) => question.expected.why.trim().length === 0)).toEqual([]);
  });
});
