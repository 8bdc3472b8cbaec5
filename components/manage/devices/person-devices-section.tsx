import { SectionCard } from '@/components/manage/records/section-card';
import { Badge } from '@/components/ui/badge';
import { complianceLabel } from '@/lib/domain/devices/display';
import type { ManagedDevice } from '@/lib/schemas/devices/records';

/** A person's managed devices on their page, matched by e-mail with the MDM's user: what its latest run read. */
export function PersonDevicesSection({ devices }: { devices: readonly ManagedDevice[] }) {
  return (
    <SectionCard title="Devices">
      <ul className="divide-y divide-slate-100" aria-label="Managed devices">
        {devices.map((device) => (
          <li key={device.id} aria-label={device.name} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
            <div>
              <p className="font-medium text-slate-900">{device.name}</p>
              <p className="text-slate-600">
                {device.platform} {device.osVersion} · {device.encrypted ? 'Encrypted' : 'Not encrypted'}
                {device.lastSyncAt ? ` · Last synced ${device.lastSyncAt.toISOString().slice(0, 10)}` : ' · Never synced'}
              </p>
            </div>
            <Badge tone={device.compliance === 'compliant' ? 'success' : device.compliance === 'noncompliant' ? 'danger' : 'neutral'}>
              {complianceLabel(device.compliance)}
            </Badge>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
