import 'server-only';
import { tool } from 'ai';
import { z } from 'zod';
import { libraryControls } from '@/lib/catalog/controls';
import { libraryFrameworks } from '@/lib/catalog/library';
import { manageHref } from '@/lib/domain/frameworks/followed';
import type { Evidence } from '@/lib/schemas/evidence/records';
import type { PolicyRecord } from '@/lib/schemas/policies/records';
import type { Risk } from '@/lib/schemas/risks/records';
import type { Vendor } from '@/lib/schemas/vendors/records';
import { listEvidence } from '../evidence';
import type { Member } from '../member';
import { ALL_POLICIES, listPolicies } from '../policies';
import { listRisks } from '../risks';
import { tasksOf } from '../tasks';
import { listVendors } from '../vendors';
import { MAX_TOOL_ITEMS, recordText, toolRecord, type ToolItem, type TurnRecords } from './tool-records';

const words = z.string().trim().max(100).default('');

const policyItem = (policy: PolicyRecord) => ({
  record: toolRecord('policy', policy.id, policy.name, `/manage/policies/${policy.id}`, `version ${policy.versionLabel}`),
  fields: { status: policy.status, version: policy.versionLabel, owner: policy.owner, reviewDueOn: policy.reviewDueOn },
});

const evidenceItem = (item: Evidence) => ({
  record: toolRecord('evidence', item.id, item.name, `/manage/evidence/${item.id}`),
  fields: { status: item.status, type: item.type, collected: item.dateCollected, expiresOn: item.expiresOn, expired: item.expired },
});

const riskItem = (risk: Risk) => ({
  record: toolRecord('risk', risk.id, risk.title, `/manage/risks/${risk.id}`),
  fields: {
    category: risk.category,
    owner: risk.ownerName,
    residual: `${risk.residualLikelihood} likelihood, ${risk.residualImpact} impact`,
    treatment: risk.treatment,
    plan: recordText(risk.plan, 300),
    nextReviewOn: risk.nextReviewOn,
  },
});

const vendorItem = (vendor: Vendor) => ({
  record: toolRecord('vendor', vendor.id, vendor.name, `/manage/vendors/${vendor.id}`),
  fields: {
    service: recordText(vendor.service, 200),
    criticality: vendor.criticality,
    subprocessor: vendor.subprocessor,
    owner: vendor.ownerName,
    lastReviewedOn: vendor.lastReviewedOn,
    nextReviewOn: vendor.nextReviewOn,
  },
});

/** The library's controls and requirements whose id or name holds the words (an id such as "CC6.1" or "AC-03"). */
function catalogMatches(text: string) {
  const needle = text.toLowerCase();
  const controls = libraryControls
    .filter((control) => control.id.toLowerCase() === needle || control.name.toLowerCase().includes(needle))
    .slice(0, 10)
    .map((control) => {
      const frameworkId = control.maps[0]?.split(':')[0] ?? 'soc2';
      return {
        record: toolRecord('control', control.id, `${control.id} ${control.name}`, manageHref(frameworkId)),
        fields: { asks: control.asks, requirements: control.maps },
      };
    });
  const requirements = libraryFrameworks.flatMap((framework) =>
    framework.groups.flatMap((group) =>
      group.requirements
        .filter((requirement) => requirement.id.toLowerCase() === needle)
        .map((requirement) => ({
          record: toolRecord('framework', framework.id, framework.name, manageHref(framework.id), `requirement ${requirement.id}`),
          fields: { requirement: requirement.id, title: requirement.title, hint: 'Read it with the control tool for its controls.' },
        })),
    ),
  );
  return [...requirements, ...controls];
}

/** The read tools over the organization's lists, each a call of the list's own workspace read as the member. */
export function listTools(member: Member, records: TurnRecords) {
  return {
    search_records: tool({
      description:
        'Search the organization\'s policies, evidence, risks and vendors by words, and the control library by a control or requirement id (e.g. "CC6.1", "AC-03") or name.',
      inputSchema: z.object({ words: z.string().trim().min(1).max(100) }),
      execute: async ({ words: text }) => {
        const query = { ...ALL_POLICIES, q: text };
        const [policies, evidence, risks, vendors] = await Promise.all([
          listPolicies(member, query),
          listEvidence(member, { q: text, page: 1, filters: { framework: '', type: '', status: '' } }),
          listRisks(member, { q: text, page: 1, filters: { category: '', band: '', treatment: '', owner: '' } }),
          listVendors(member, { q: text, page: 1, filters: { criticality: '', category: '', subprocessor: '', review: '' } }),
        ]);
        const items: ToolItem[] = [
          ...catalogMatches(text),
          ...policies.rows.slice(0, 10).map(policyItem),
          ...evidence.rows.slice(0, 10).map(evidenceItem),
          ...risks.rows.slice(0, 10).map(riskItem),
          ...vendors.rows.slice(0, 10).map(vendorItem),
        ];
        return { records: records.add(items), more: items.length > MAX_TOOL_ITEMS };
      },
    }),
    my_tasks: tool({
      description: "The signed-in member's open tasks (reviews, approvals, evidence to renew, findings to act on), overdue first.",
      inputSchema: z.object({}),
      execute: async () => {
        const tasks = await tasksOf(member);
        const sorted = [...tasks].sort((a, b) => Number(b.overdue) - Number(a.overdue));
        return {
          total: tasks.length,
          records: records.add(
            sorted.map((task) => ({
              record: toolRecord('task', task.key, task.title, task.href),
              fields: { kind: task.kind, why: recordText(task.detail, 200), dueOn: task.dueOn, overdue: task.overdue },
            })),
          ),
        };
      },
    }),
    risks: tool({
      description: 'The risk register: risks with their residual rating, treatment, owner and plan; optionally those matching words.',
      inputSchema: z.object({ words }),
      execute: async ({ words: q }) => {
        const page = await listRisks(member, { q, page: 1, filters: { category: '', band: '', treatment: '', owner: '' } });
        return { total: page.total, records: records.add(page.rows.map(riskItem)) };
      },
    }),
    vendors: tool({
      description: 'The vendors: service, criticality, subprocessor or not, owner and review dates; optionally those matching words.',
      inputSchema: z.object({ words }),
      execute: async ({ words: q }) => {
        const page = await listVendors(member, { q, page: 1, filters: { criticality: '', category: '', subprocessor: '', review: '' } });
        return { total: page.total, records: records.add(page.rows.map(vendorItem)) };
      },
    }),
  };
}
