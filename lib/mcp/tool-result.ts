import 'server-only';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';

/** The file name of an attachment's `filename*` (RFC 5987), as the API's download sends it. */
function attachmentName(disposition: string | null): string | null {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (!encoded) return null;
  try {
    return decodeURIComponent(encoded);
  } catch {
    return null;
  }
}

/**
 * An API answer as a tool's result: a JSON body as text and as structured content, a refusal as an error result
 * holding the API's `{ "error": { "code", "message" } }`, and a file as an embedded resource (its bytes in base64)
 * with its name, type, size and SHA-256.
 */
export async function toolResultOf(response: Response, fileUri: string): Promise<CallToolResult> {
  const type = response.headers.get('content-type') ?? '';
  if (type.startsWith('application/json')) {
    const body = (await response.json()) as Record<string, unknown>;
    const content = [{ type: 'text' as const, text: JSON.stringify(body) }];
    return response.ok ? { content, structuredContent: body } : { content, isError: true };
  }
  const bytes = Buffer.from(await response.arrayBuffer());
  const file = {
    name: attachmentName(response.headers.get('content-disposition')),
    contentType: type,
    size: bytes.byteLength,
    sha256: response.headers.get('x-content-sha256'),
  };
  return {
    content: [
      { type: 'text', text: JSON.stringify({ file }) },
      { type: 'resource', resource: { uri: fileUri, mimeType: type, blob: bytes.toString('base64') } },
    ],
  };
}
