import type { ControlState } from '@/lib/schemas/frameworks/control-state';
import { z } from '@/lib/schemas/zod';

/**
 * The framework detail screen's shapes (/manage/frameworkManage): a library framework's requirements, grouped as
 * the standard groups them, each with the organization's controls mapped to it. Plain values only, so the server
 * can hand them to the browser.
 */

/** One control as the detail screen shows it under each requirement it maps to. */
export type DetailControl = {
  id: string;
  name: string;
  /** What the control asks, from the library. */
  asks: string;
  state: ControlState;
  /** Why it does not apply (only for Not Applicable). */
  reason: string;
  ownerMemberId: string | null;
  /** The owner's name, or null when the control has no owner (or its owner left the team). */
  ownerName: string | null;
  note: string;
  /** Implemented without current evidence (no linked item verified and not expired): it does not count yet. */
  needsEvidence: boolean;
  /** The automated checks of the latest run that fail it: while any does, it needs attention and does not count. */
  failingChecks: string[];
  /** The version read with the screen (0 for a control never touched); the edit form sends it back. */
  version: number;
};

export type DetailRequirement = {
  id: string;
  title: string;
  /** HIPAA's Required or Addressable; absent for the other frameworks. */
  kind?: 'required' | 'addressable';
  /** Every mapped control is not applicable, or implemented with current evidence. */
  met: boolean;
  controls: DetailControl[];
  /**
   * The other library frameworks' requirements that share its controls, one short line per framework
   * ("ISO 27001 A.8.25, A.8.32"); absent for a custom framework.
   */
  alsoSatisfies?: string[];
};

export type DetailGroup = {
  id: string;
  /** The group's heading as the standard names it, e.g. "CC6 Logical and Physical Access Controls". */
  heading: string;
  met: number;
  total: number;
  requirements: DetailRequirement[];
};

/** How many of the framework's distinct controls are in each state. */
export type StateCounts = Record<ControlState, number>;

/** A control owner of the framework with the number of its controls they own. */
export type OwnerCount = { name: string; controls: number };

export type FrameworkDetail = {
  /** The library framework's id (soc2, iso27001, hipaa, gdpr, ccpa, pci-dss). */
  id: string;
  name: string;
  edition: string;
  progress: { met: number; total: number; percent: number };
  /** The distinct controls mapped to the framework. */
  controlTotal: number;
  stateCounts: StateCounts;
  /** The distinct controls implemented without current evidence. */
  needingEvidence: number;
  /** Owners by the number of controls they own (most first); controls with no owner are counted apart. */
  owners: OwnerCount[];
  unowned: number;
  groups: DetailGroup[];
};

/** The control an edit names: a library control id such as "AC-03" (the workspace looks it up). */
export const controlIdSchema = z.object({
  controlId: z
    .string({ error: 'Reload the page and try again.' })
    .trim()
    .min(1, 'Reload the page and try again.')
    .max(40, 'Reload the page and try again.'),
});

/** What a control edit answers to the form. */
export type ControlEditResult = { controlId: string; state: ControlState; version: number };
