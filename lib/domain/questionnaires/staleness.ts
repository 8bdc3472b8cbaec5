import { libraryControls } from '@/lib/catalog/controls';
import type { AnswerSource } from './types';

/**
 * The current state of the records some answers cite, read from the organization only:
 * - `policies`: id → the approved version label in force, or null while the policy is not approved (a new version
 *   in draft or review, archived); an id absent is not in the organization;
 * - `controls`: id → state; a control without a row is not started;
 * - `evidence`: id → status, or null once archived;
 * - `library`: the library answers that exist.
 */
export type CurrentRecords = {
  policies: ReadonlyMap<string, string | null>;
  controls: ReadonlyMap<string, string>;
  evidence: ReadonlyMap<string, string | null>;
  library: ReadonlySet<string>;
};

const NOT_STARTED = 'not-started';
const libraryControlIds = new Set(libraryControls.map((control) => control.id));

/**
 * Whether a cited record changed since the answer was approved: the policy version it cites is no longer the
 * approved one, the control's state or the evidence item's status is not the one recorded, or the record is gone.
 * Trust-center facts are not pinned.
 */
export function sourceChanged(source: AnswerSource, current: CurrentRecords): boolean {
  switch (source.type) {
    case 'policy': {
      const label = current.policies.get(source.id);
      return label === undefined || label === null || (source.version !== undefined && label !== source.version);
    }
    case 'control':
      return source.version !== undefined && (current.controls.get(source.id) ?? NOT_STARTED) !== source.version;
    case 'evidence': {
      const status = current.evidence.get(source.id);
      return status === undefined || status === null || (source.version !== undefined && status !== source.version);
    }
    case 'library':
      return !current.library.has(source.id);
    case 'trust':
      return false;
  }
}

export const changedSources = (sources: readonly AnswerSource[], current: CurrentRecords): AnswerSource[] =>
  sources.filter((source) => sourceChanged(source, current));

export type Pinned = { outcome: 'pinned'; source: AnswerSource } | { outcome: 'not-found' } | { outcome: 'changed' };

/**
 * A source as the library keeps it at approval, pinned to the version of its record in force now: not found when
 * the record is not the organization's, changed when it no longer says what the person approved (a version other
 * than the one shown, a policy no longer approved, an archived evidence item).
 */
export function pinSource(source: AnswerSource, current: CurrentRecords): Pinned {
  const pinned = (version: string | undefined): Pinned => ({
    outcome: 'pinned',
    source: { type: source.type, id: source.id, label: source.label, ...(version !== undefined ? { version } : {}) },
  });
  const differs = (now: string) => source.version !== undefined && source.version !== now;
  switch (source.type) {
    case 'policy': {
      const label = current.policies.get(source.id);
      if (label === undefined) return { outcome: 'not-found' };
      return label === null || differs(label) ? { outcome: 'changed' } : pinned(label);
    }
    case 'control': {
      if (!libraryControlIds.has(source.id)) return { outcome: 'not-found' };
      const state = current.controls.get(source.id) ?? NOT_STARTED;
      return differs(state) ? { outcome: 'changed' } : pinned(state);
    }
    case 'evidence': {
      const status = current.evidence.get(source.id);
      if (status === undefined) return { outcome: 'not-found' };
      return status === null || differs(status) ? { outcome: 'changed' } : pinned(status);
    }
    case 'library':
      return current.library.has(source.id) ? pinned(source.version) : { outcome: 'not-found' };
    case 'trust':
      return pinned(source.version);
  }
}
