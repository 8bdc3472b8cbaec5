import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A letter the stand-in accepted: the envelope, the Subject header and the plain text, decoded. */
export type ReceivedLetter = { from: string; to: string[]; subject: string; text: string; raw: string };

/**
 * A local SMTP server standing in for a mail server: plain connection (no STARTTLS), a login checked against `user`
 * and `password` (changeable with `expect`), every accepted letter kept in `letters`. A refused login answers
 * with the user and password it was given, as a careless server might, so tests can prove neither is repeated.
 */
export type SmtpStandIn = {
  port: number;
  letters: ReceivedLetter[];
  expect: (password: string) => void;
  close: () => Promise<void>;
};

/** Undoes quoted-printable: soft line breaks and =XX bytes. */
const unquote = (text: string) =>
  Buffer.from(
    text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

function parse(raw: string, from: string, to: string[]): ReceivedLetter {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const header = (name: string) =>
    head.match(new RegExp(`^${name}: (.*(?:\\r?\\n[ \\t].*)*)`, 'mi'))?.[1]?.replace(/\r?\n[ \t]/g, ' ') ?? '';
  const body = rest.join('\n\n');
  const text = /quoted-printable/i.test(header('Content-Transfer-Encoding'))
    ? unquote(body)
    : /base64/i.test(header('Content-Transfer-Encoding'))
      ? Buffer.from(body, 'base64').toString('utf8')
      : body;
  return { from, to, subject: header('Subject'), text: text.replace(/\r\n/g, '\n'), raw };
}

/** Starts the stand-in on `port` (0: any free port). */
export async function startSmtpStandIn(user: string, password: string, port = 0): Promise<SmtpStandIn> {
  let expected = password;
  const letters: ReceivedLetter[] = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, done) {
      if (auth.username === user && auth.password === expected) return done(null, { user });
      done(Object.assign(new Error(`Bad login ${auth.username}:${auth.password}`), { responseCode: 535 }));
    },
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const envelope = session.envelope;
        const from = envelope.mailFrom ? envelope.mailFrom.address : '';
        letters.push(
          parse(
            Buffer.concat(chunks).toString('utf8'),
            from,
            envelope.rcptTo.map((rcpt) => rcpt.address),
          ),
        );
        done();
      });
    },
  });
  await new Promise<void>((ready, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => ready());
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    letters,
    expect: (next) => (expected = next),
    close: () => new Promise((done) => server.close(() => done())),
  };
}
