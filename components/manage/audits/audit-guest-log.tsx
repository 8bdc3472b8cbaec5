import type { AuditGuestViewRow } from '@/lib/schemas/audit-guests/records';

const cell = 'px-3 py-2 text-left align-top';

/** What the audit's guests opened and downloaded, newest first (admins); times as the page formatted them. */
export function AuditGuestLog({ views }: { views: (AuditGuestViewRow & { at: string })[] }) {
  return (
    <section aria-label="Auditor activity" className="mb-6 rounded-lg border border-slate-200 bg-white p-4">
      <h2 className="mb-3 text-lg font-semibold text-slate-900">Auditor activity</h2>
      {views.length === 0 ? (
        <p className="text-sm text-slate-600">No auditor has opened this audit yet.</p>
      ) : (
        <table className="w-full text-sm" aria-label="Auditor activity">
          <thead>
            <tr className="border-b border-slate-200 text-slate-600">
              <th className={cell}>When</th>
              <th className={cell}>Auditor</th>
              <th className={cell}>What</th>
            </tr>
          </thead>
          <tbody>
            {views.map((view) => (
              <tr key={view.id} className="border-b border-slate-100">
                <td className={cell}>{view.at}</td>
                <td className={cell}>
                  {view.guestName} · {view.firm}
                </td>
                <td className={cell}>{view.label}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
