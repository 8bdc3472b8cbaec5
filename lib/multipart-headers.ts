/**
 * Whether a multipart body's part headers hold a control character (a NUL byte in a file's name, say). Next.js's
 * own parser fails on such a part with an unhandled error, so the proxy refuses it first with a 400. Only the
 * header block of each part is read, never the files' bytes.
 */
export function hasMalformedPartHeaders(body: Uint8Array, contentType: string): boolean {
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const marker = boundary?.[1] ?? boundary?.[2];
  if (!marker) return false;
  const delimiter = new TextEncoder().encode(`--${marker}`);
  let at = indexOf(body, delimiter, 0);
  while (at >= 0) {
    const headersStart = at + delimiter.length;
    const headersEnd = indexOf(body, CRLF_CRLF, headersStart);
    if (headersEnd < 0) return false;
    for (let index = headersStart; index < headersEnd; index += 1) {
      const byte = body[index]!;
      if ((byte < 0x20 && byte !== 0x0d && byte !== 0x0a && byte !== 0x09) || byte === 0x7f) return true;
    }
    at = indexOf(body, delimiter, headersEnd);
  }
  return false;
}

const CRLF_CRLF = new Uint8Array([0x0d, 0x0a, 0x0d, 0x0a]);

function indexOf(haystack: Uint8Array, needle: Uint8Array, from: number): number {
  const first = needle[0];
  for (
    let index = haystack.indexOf(first!, from);
    index >= 0 && index <= haystack.length - needle.length;
    index = haystack.indexOf(first!, index + 1)
  ) {
    let match = true;
    for (let offset = 1; offset < needle.length && match; offset += 1) match = haystack[index + offset] === needle[offset];
    if (match) return index;
  }
  return -1;
}
