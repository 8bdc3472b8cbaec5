import 'server-only';
import { assetOwners, openFindings } from '../vulnerabilities';
import type { TaskSource } from './source';

/** Findings past their deadline on the assets the member owns; those of an asset nobody owns go to the admins. */
export const vulnerabilityTasks: TaskSource = {
  kind: 'vulnerability',
  permission: 'records.edit',
  read: async (member, today) => {
    const { open } = await openFindings(member, today);
    const overdue = open.filter((finding) => finding.state === 'overdue');
    if (overdue.length === 0) return [];
    const owners = await assetOwners(member);
    return overdue
      .filter((finding) => {
        const owner = owners.get(finding.asset);
        return owner ? owner === member.id : member.role === 'admin';
      })
      .map((finding) => ({
        kind: 'vulnerability' as const,
        recordId: finding.id,
        title: `${finding.identifier} on ${finding.asset}`,
        detail: `${finding.severity[0]!.toUpperCase()}${finding.severity.slice(1)} finding past its deadline: fix it or ask for an exception`,
        href: `/manage/vulnerabilities#finding-${finding.id}`,
        dueOn: finding.dueOn,
      }));
  },
};
