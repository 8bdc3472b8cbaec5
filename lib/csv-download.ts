import { attachmentDisposition } from '@/lib/domain/evidence/files';

/**
 * A CSV file the browser saves as `filename`: private to the signed-in member (never cached), never sniffed as
 * anything but CSV. `headers` adds what the screen reads back, such as a count.
 */
export function csvDownload(body: string, filename: string, headers: Record<string, string> = {}): Response {
  return new Response(body, {
    headers: {
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': attachmentDisposition(filename),
      ...headers,
    },
  });
}
