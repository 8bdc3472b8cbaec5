import 'server-only';
import { tool } from 'ai';
import { z } from 'zod';
import { libraryControls } from '@/lib/catalog/controls';
import { libraryFrameworks } from '@/lib/catalog/library';
import { stateText } from '@/lib/domain/frameworks/controls';
import { manageHref } from '@/lib/domain/frameworks/followed';
import type { DetailControl, DetailRequirement } from '@/lib/schemas/frameworks/control';
import { frameworkGapList, readFrameworkDetail } from '../frameworks';
import type { Member } from '../member';
import { recordText, toolRecord, type TurnRecords } from './tool-records';

const libraryIds = libraryFrameworks.map((framework) => framework.id) as [string, ...string[]];
const frameworkIdSchema = z.enum(libraryIds);

/** Where a control or requirement id is found: the library frameworks to read it in, the given one first. */
function frameworksOf(id: string, preferred: string | undefined): { frameworkId: string; requirementId: string | null }[] {
  const needle = id.trim().toLowerCase();
  const control = libraryControls.find((candidate) => candidate.id.toLowerCase() === needle);
  const found = control
    ? control.maps.map((mapping) => ({ frameworkId: mapping.split(':')[0]!, requirementId: null }))
    : libraryFrameworks.flatMap((framework) =>
        framework.groups.flatMap((group) =>
          group.requirements
            .filter((requirement) => requirement.id.toLowerCase() === needle)
            .map((requirement) => ({ frameworkId: framework.id as string, requirementId: requirement.id })),
        ),
      );
  const known = found.filter((place) => libraryIds.includes(place.frameworkId));
  return [...known.filter((place) => place.frameworkId === preferred), ...known.filter((place) => place.frameworkId !== preferred)];
}

function controlFields(control: DetailControl, countingEvidence: number) {
  const library = libraryControls.find((candidate) => candidate.id === control.id);
  return {
    state: stateText(control),
    needsAttention: control.failingChecks.length > 0,
    failingChecks: control.failingChecks,
    needsEvidence: control.needsEvidence,
    countingEvidence,
    owner: control.ownerName ?? 'Unassigned',
    note: recordText(control.note, 300),
    asks: control.asks,
    evidenceExpected: library?.evidence ?? '',
  };
}

/** The read tools of frameworks and controls, each a call of the frameworks' workspace reads as the member. */
export function controlTools(member: Member, records: TurnRecords) {
  return {
    framework_gaps: tool({
      description:
        'The requirements of a framework the organization does not meet yet, each with its controls that do not count (state, owner, note).',
      inputSchema: z.object({ framework: frameworkIdSchema.describe('The framework id, e.g. "soc2", "iso27001".') }),
      execute: async ({ framework }) => {
        const gaps = await frameworkGapList(member, framework);
        const href = manageHref(gaps.frameworkId);
        const [frameworkRecord] = records.add([
          { record: toolRecord('framework', gaps.frameworkId, gaps.name, href), fields: { met: gaps.met, total: gaps.total } },
        ]);
        const controls = records.add(
          gaps.gaps.flatMap((gap) =>
            gap.missing.map((control) => ({
              record: toolRecord('control', control.id, `${control.id} ${control.name}`, href),
              fields: { requirement: `${gap.id} ${gap.title}`, state: control.stateText, owner: control.owner, due: gap.due },
            })),
          ),
        );
        return { framework: frameworkRecord, requirementsNotMet: gaps.gaps.length, controls };
      },
    }),
    control: tool({
      description:
        'A control (e.g. "AC-03") or a framework requirement (e.g. "CC6.1") with its controls: what each asks, its state, whether it needs attention (failing checks) or evidence, the evidence counting for it, its owner and note; and the team who may own it.',
      inputSchema: z.object({
        id: z.string().trim().min(1).max(40),
        framework: frameworkIdSchema.optional().describe('The framework the requirement belongs to, when known.'),
      }),
      execute: async ({ id, framework }) => {
        const place = frameworksOf(id, framework)[0];
        if (!place) return { error: `No control or requirement has the id "${id.slice(0, 40)}".` };
        const { detail, team, evidenceCounts } = await readFrameworkDetail(member, place.frameworkId);
        const href = manageHref(detail.id);
        const requirements = detail.groups.flatMap((group) => group.requirements);
        const matching: DetailRequirement[] = place.requirementId
          ? requirements.filter((requirement) => requirement.id === place.requirementId)
          : requirements.filter((requirement) => requirement.controls.some((control) => control.id.toLowerCase() === id.toLowerCase()));
        const controls = [
          ...new Map(
            matching
              .flatMap((requirement) => requirement.controls)
              .filter((control) => place.requirementId || control.id.toLowerCase() === id.toLowerCase())
              .map((control) => [control.id, control]),
          ).values(),
        ];
        for (const person of team) records.knownMembers.set(person.id, person.name);
        return {
          framework: detail.name,
          requirements: records.add(
            matching.map((requirement) => ({
              record: toolRecord('framework', detail.id, detail.name, href, `requirement ${requirement.id}`),
              fields: { requirement: requirement.id, title: requirement.title, met: requirement.met },
            })),
          ),
          controls: records.add(
            controls.map((control) => ({
              record: toolRecord('control', control.id, `${control.id} ${control.name}`, href),
              fields: controlFields(control, evidenceCounts[control.id] ?? 0),
            })),
          ),
          team: team.map((person) => ({ memberId: person.id, name: person.name })),
        };
      },
    }),
  };
}
