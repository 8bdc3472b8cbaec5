/** A form-level message (failure or success), announced to screen readers. */
export function FormAlert({ message, tone = 'error' }: { message: string | null; tone?: 'error' | 'success' }) {
  if (!message) return null;
  const colours = tone === 'error' ? 'border-red-600 bg-red-50 text-red-800' : 'border-emerald-600 bg-emerald-50 text-emerald-900';
  return (
    <p role={tone === 'error' ? 'alert' : 'status'} className={`rounded-md border-l-4 px-3 py-2 text-sm ${colours}`}>
      {message}
    </p>
  );
}
