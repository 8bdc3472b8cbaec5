import type { IncomingMessage } from 'node:http';
import { pipeline, Transform, type Readable } from 'node:stream';
import { sizeText } from './limits';
import { OutboundRefusal } from './refusal';

const tooLarge = (url: URL, maxBytes: number) =>
  new OutboundRefusal('too-large', `The answer of ${url.origin} is larger than ${sizeText(maxBytes)}; the product stopped reading it.`);

/**
 * Refuses an answer before its body is read: one announced larger than `maxBytes`, or a success answered with a web
 * page (an API never answers HTML; a site's address without its API path does, such as a GitHub Enterprise Server's
 * without /api/v3). Its content is never repeated.
 */
export function checkAnswer(
  url: URL,
  answer: { statusCode?: number; headers: Record<string, unknown>; destroy?: () => void },
  maxBytes: number,
) {
  const length = Number(answer.headers['content-length']);
  const status = answer.statusCode ?? 0;
  const type = String(answer.headers['content-type'] ?? '').toLowerCase();
  let refusal: OutboundRefusal | null = null;
  if (Number.isFinite(length) && length > maxBytes) refusal = tooLarge(url, maxBytes);
  else if (status >= 200 && status < 300 && /^\s*(text\/html|application\/xhtml\+xml)/.test(type)) {
    refusal = new OutboundRefusal('web-page', `${url.origin} answered with a web page, not an API.`);
  }
  if (refusal) {
    answer.destroy?.();
    throw refusal;
  }
}

/** The answer's body, which fails with a refusal once more than `maxBytes` have come. */
export function boundedBody(url: URL, source: Readable | IncomingMessage, maxBytes: number): Readable {
  let seen = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > maxBytes) done(tooLarge(url, maxBytes));
      else done(null, chunk);
    },
  });
  pipeline(source, counter, () => undefined);
  return counter;
}
