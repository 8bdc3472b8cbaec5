import { ActivityLog } from './activity-log';
import { AdminNote } from './admin-note';
import { RenameOrganizationForm } from './rename-organization-form';
import { SecondPersonForm, SecondPersonNote } from './second-person-form';
import { StorageUse } from './storage-use';
import type { ActivityItem, FormAction } from './types';
import type { StorageUse as Use } from '@/lib/domain/storage-quota';

/**
 * Organization: its name and its approvals rule (changed by administrators, read by others), its storage and its
 * recent activity. Both forms carry the organization's version, so each is drawn anew once either saves.
 */
export function OrganizationSection({
  name,
  version,
  rename,
  secondPerson,
  storage,
  activity,
}: {
  name: string;
  version: number;
  rename: FormAction<{ name: string; version: number }> | null;
  secondPerson: { required: boolean; action: FormAction<{ required: boolean; version: number }> | null };
  storage: { use: Use; retentionDays: number };
  activity: { entries: readonly ActivityItem[]; page: number; hasOlder: boolean };
}) {
  return (
    <div className="space-y-8">
      {rename ? (
        <RenameOrganizationForm key={version} name={name} version={version} action={rename} />
      ) : (
        <div className="space-y-3">
          <dl>
            <dt className="text-sm text-slate-600">Organization name</dt>
            <dd className="text-base font-medium text-slate-900">{name}</dd>
          </dl>
          <AdminNote>Only administrators can rename the organization.</AdminNote>
        </div>
      )}
      {secondPerson.action ? (
        <SecondPersonForm key={version} required={secondPerson.required} version={version} action={secondPerson.action} />
      ) : (
        <SecondPersonNote required={secondPerson.required} />
      )}
      <StorageUse {...storage} />
      <ActivityLog {...activity} />
    </div>
  );
}
