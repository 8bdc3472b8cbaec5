import type { TrackedFramework } from '@/lib/schemas/frameworks/codes';

/**
 * An auditor working as the guest of one audit: never a Member (no role, no member row), so no workspace function
 * of /manage accepts one. Every read of lib/workspace/audit-guests takes it and stays inside its audit.
 */
export type AuditorGuest = {
  kind: 'auditor-guest';
  guestId: string;
  auditId: string;
  organizationId: string;
  organizationName: string;
  auditName: string;
  framework: TrackedFramework;
  name: string;
  firm: string;
  email: string;
  subject: string;
};

/** A signed-in person as a guest knows themselves: for accepting an invitation and the two-factor setup. */
export type GuestPerson = { subject: string; email: string; displayName: string };
