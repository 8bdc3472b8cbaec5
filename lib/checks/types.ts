/**
 * A check's result on one resource (a repository, the organization): pass, fail, or could not evaluate, with the
 * reason. A scan that did not run is never a fail, and a resource that was not scanned is never a pass.
 */
export type CheckOutcome = 'pass' | 'fail' | 'unknown';
export type CheckResult = { resource: string; outcome: CheckOutcome; reason: string };

/** A fact a connector could not gather: why (permission denied, rate-limited, the API down). */
export type Unknown = { unknown: string };

export const isUnknown = (value: unknown): value is Unknown =>
  typeof value === 'object' && value !== null && typeof (value as Unknown).unknown === 'string';

/**
 * What a check reads, its rule, and what counts as pass, fail and could not evaluate: a scan that did not run is
 * never a fail, a resource that was not read never a pass.
 */
export type CheckLogic = { reads: string; rule: string; pass: string; fail: string; unknown: string };

/**
 * A check: catalog data (what it proves, the controls it maps to, its severity) and one pure function over the
 * facts a connector gathered, answering a result per resource.
 */
export type CheckDefinition<Facts> = {
  id: string;
  title: string;
  /** What a pass shows an auditor, in one sentence. */
  proves: string;
  /** The library controls a failing result puts at risk. */
  controls: readonly string[];
  severity: 'high' | 'medium' | 'low';
  /** The check's logic in plain words, published on its page and in the auditor package. */
  logic: CheckLogic;
  evaluate: (facts: Facts, now: Date) => CheckResult[];
};
