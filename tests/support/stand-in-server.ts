import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as a stand-in reads it: method, path with query, headers and the parsed JSON body (null when none). */
export type StandInRequest = { method: string; url: URL; headers: IncomingMessage['headers']; body: unknown };

export const sendJson = (response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  response.end(body === undefined ? '' : JSON.stringify(body));
};

/** Starts a local HTTP server on a free port of 127.0.0.1 that answers each request with `answer`. */
export async function startStandInServer(
  answer: (request: StandInRequest, response: ServerResponse) => void,
): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = null;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        body = text;
      }
      answer(
        { method: request.method ?? 'GET', url: new URL(request.url ?? '/', 'http://stand-in'), headers: request.headers, body },
        response,
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
