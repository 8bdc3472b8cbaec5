import 'server-only';
import type { z } from 'zod';
import { frameworkDirectory } from '@/lib/catalog/framework-directory';
import type { apiEvidenceSchema, apiFrameworkSchema } from '@/lib/schemas/api-v1';
import type { Evidence } from '@/lib/schemas/evidence/records';
import { trackedFrameworkCodes, type TrackedFramework } from '@/lib/schemas/frameworks/codes';
import type { OrganizationFramework } from '@/lib/workspace/frameworks';

// What the API answers of the workspace's records: plain JSON of the shapes in lib/schemas/api-v1.ts.

export function apiFramework(framework: OrganizationFramework): z.output<typeof apiFrameworkSchema> {
  return {
    id: framework.frameworkId,
    name: frameworkDirectory.find((entry) => entry.id === framework.frameworkId)?.name ?? framework.frameworkId,
    status: framework.status,
    progress: framework.progress,
    updatedAt: framework.updatedAt.toISOString(),
  };
}

export function apiEvidence(item: Evidence): z.output<typeof apiEvidenceSchema> {
  return {
    id: item.id,
    name: item.name,
    description: item.description,
    type: item.type,
    framework: item.framework,
    status: item.status,
    collectedOn: item.dateCollected,
    expiresOn: item.expiresOn,
    expired: item.expired,
    files: item.files.map((file) => ({ id: file.id, name: file.name, size: file.size })),
  };
}

/** The frameworks evidence can name (soc2, pci-dss, …) among those with API access on. */
export function evidenceCodesOf(openFrameworkIds: ReadonlySet<string>): TrackedFramework[] {
  return trackedFrameworkCodes.filter((code) => openFrameworkIds.has(code));
}
