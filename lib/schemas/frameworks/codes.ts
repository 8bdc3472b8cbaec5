import { z } from '@/lib/schemas/zod';

/** The frameworks the policy and report forms offer, by their one id: the framework directory's (docs/frameworks.md). */
export const frameworkCodes = ['soc2', 'iso27001', 'gdpr', 'ccpa', 'pci-dss'] as const;
export const frameworkCodeSchema = z.enum(frameworkCodes, { error: 'Choose a framework.' });
export type FrameworkCode = z.infer<typeof frameworkCodeSchema>;

/** Evidence and audits also cover HIPAA. */
export const trackedFrameworkCodes = [...frameworkCodes, 'hipaa'] as const;
export const trackedFrameworkSchema = z.enum(trackedFrameworkCodes, { error: 'Choose a framework.' });
export type TrackedFramework = z.infer<typeof trackedFrameworkSchema>;

/** Whether records (evidence, policies, audits, reports) can name the framework of this directory id. */
export const isTrackedFramework = (frameworkId: string): frameworkId is TrackedFramework =>
  (trackedFrameworkCodes as readonly string[]).includes(frameworkId);

export const frameworkLabels: Record<TrackedFramework, string> = {
  soc2: 'SOC 2',
  iso27001: 'ISO 27001',
  gdpr: 'GDPR',
  ccpa: 'CCPA',
  'pci-dss': 'PCI DSS',
  hipaa: 'HIPAA',
};

/** Select options for a list of framework ids. */
export function frameworkOptions(codes: readonly TrackedFramework[]) {
  return codes.map((code) => ({ value: code, label: frameworkLabels[code] }));
}
