import type { AddressInfo } from 'node:net';
import type { Readable } from 'node:stream';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { sleep, waitUntil } from './wait';

export interface ReceivedEmail {
  /** Envelope recipients (RCPT TO). */
  readonly to: readonly string[];
  /** The From header's address ('' when not parsed). */
  readonly from: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  /** Date.now() when the sink had the whole message, before its reply. */
  readonly receivedAt: number;
  /** The parts beside the text (an inline image carries its Content-ID). */
  readonly attachments?: readonly {
    readonly contentType: string;
    readonly cid: string | undefined;
    readonly size: number;
    readonly filename: string | undefined;
    readonly content: Buffer;
  }[];
}

/** One message's answer: accepted, or refused at MAIL FROM (no recipient yet), RCPT TO or DATA. */
export interface Attempt {
  readonly to: readonly string[];
  readonly code: number;
  /** Date.now() when the sink answered. */
  readonly at: number;
}

export interface SinkOptions {
  /** false: record envelope and time only (the benchmark does not pay for MIME parsing). */
  readonly parse?: boolean;
  /** Holds each reply this long, so a test can catch sends in flight. */
  readonly replyDelayMs?: number;
  /** Requires AUTH with these credentials (plain text: the sink has no TLS). */
  readonly auth?: { readonly user: string; readonly pass: string };
}

export interface SmtpSink {
  /** With the credentials when the sink requires AUTH. */
  readonly url: string;
  readonly received: ReceivedEmail[];
  readonly attempts: Attempt[];
  /** Refuses the next `count` messages with `code` (421: try later; 550: refused for good). */
  refuseNext(count: number, code?: number): void;
  /** Refuses every message for `ms` from now (Infinity: until `accept()`). */
  refuseFor(ms: number, code?: number): void;
  accept(): void;
  /** Answers every login 535, as a mail server does to a wrong or revoked password (auth only). */
  refuseLogins(refuse: boolean): void;
  /** How many logins were refused so far. */
  readonly refusedLogins: () => number;
  /**
   * Refuses this recipient at RCPT TO: 550 (the default) as for a mailbox that does not exist,
   * or a 4xx as a greylisting server does; `times` refusals, then accepted (default: until
   * `acceptRecipient`).
   */
  refuseRecipient(address: string, code?: number, times?: number): void;
  acceptRecipient(address: string): void;
  /** Refuses the next `count` senders at MAIL FROM with `code` (421, 451: greylisting). */
  refuseSenders(count: number, code: number): void;
  /** Holds each reply this long from now on (0: answer at once). */
  delayReplies(ms: number): void;
  /** The messages received for one address. */
  to(address: string): ReceivedEmail[];
  /** Waits until `count` messages reached `address` (or the deadline passed). */
  waitFor(address: string, count?: number, timeoutMs?: number): Promise<ReceivedEmail[]>;
  close(): Promise<void>;
}

const REPLIES: Record<number, string> = {
  421: '4.3.2 Service not available, try again later',
  450: '4.2.1 Mailbox busy, try again later',
  451: '4.7.1 Greylisted, please try again later',
  550: '5.1.1 Mailbox does not exist',
};

/**
 * A real SMTP server on a free local port, reading what arrives with mailparser. No STARTTLS,
 * and AUTH only when asked for: the mailer under test talks plain SMTP to it, as it would to a
 * relay on a LAN.
 */
export async function startSmtpSink(options: SinkOptions = {}): Promise<SmtpSink> {
  const received: ReceivedEmail[] = [];
  // By recipient, so waiting on 1,000 addresses does not rescan every message each time.
  const index = new Map<string, ReceivedEmail[]>();
  const record = (email: ReceivedEmail) => {
    received.push(email);
    for (const address of email.to) index.set(address, [...(index.get(address) ?? []), email]);
  };
  const attempts: Attempt[] = [];
  let refusal: { code: number; remaining: number; until: number } | null = null;
  let replyDelayMs = options.replyDelayMs ?? 0;
  let refusingLogins = false;
  let refusedLogins = 0;
  const refusedRecipients = new Map<string, { code: number; remaining: number }>();
  let senderRefusal: { code: number; remaining: number } | null = null;
  const refuse = (code: number) =>
    Object.assign(new Error(REPLIES[code] ?? 'Refused'), { responseCode: code });

  const refusalCode = (): number | null => {
    if (!refusal) return null;
    if (refusal.remaining <= 0 || Date.now() >= refusal.until) {
      refusal = null;
      return null;
    }
    refusal.remaining -= 1;
    return refusal.code;
  };

  const { auth } = options;
  const server = new SMTPServer({
    authOptional: auth === undefined,
    allowInsecureAuth: true,
    disabledCommands: auth ? ['STARTTLS'] : ['AUTH', 'STARTTLS'],
    logger: false,
    onAuth(login, _session, callback) {
      if (refusingLogins || login.username !== auth?.user || login.password !== auth?.pass) {
        refusedLogins += 1;
        return callback(
          Object.assign(new Error('5.7.8 Authentication credentials invalid'), {
            responseCode: 535,
          }),
        );
      }
      callback(null, { user: login.username });
    },
    onMailFrom(_address, _session, callback) {
      if (!senderRefusal || senderRefusal.remaining <= 0) return callback();
      senderRefusal.remaining -= 1;
      attempts.push({ to: [], code: senderRefusal.code, at: Date.now() });
      callback(refuse(senderRefusal.code));
    },
    onRcptTo(address, _session, callback) {
      const recipient = address.address.toLowerCase();
      const refusal = refusedRecipients.get(recipient);
      if (refusal === undefined) return callback();
      refusal.remaining -= 1;
      if (refusal.remaining <= 0) refusedRecipients.delete(recipient);
      attempts.push({ to: [recipient], code: refusal.code, at: Date.now() });
      callback(refuse(refusal.code));
    },
    // Do not wait half a minute for clients when the test closes the sink.
    closeTimeout: 1_000,
    onData(stream: Readable, session, callback) {
      const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
      void (async () => {
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(chunk as Buffer);
        const receivedAt = Date.now();
        if (replyDelayMs) await sleep(replyDelayMs);
        const code = refusalCode();
        if (code !== null) {
          attempts.push({ to, code, at: Date.now() });
          return callback(refuse(code));
        }
        attempts.push({ to, code: 250, at: Date.now() });
        if (options.parse === false) {
          record({ to, from: '', subject: '', text: '', html: '', receivedAt });
          return callback();
        }
        const mail = await simpleParser(Buffer.concat(chunks));
        record({
          to,
          from: mail.from?.value[0]?.address ?? '',
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          html: typeof mail.html === 'string' ? mail.html : '',
          receivedAt,
          attachments: mail.attachments.map((part) => ({
            contentType: part.contentType,
            cid: part.cid,
            size: part.size,
            filename: part.filename,
            content: part.content,
          })),
        });
        callback();
      })().catch((error: unknown) =>
        callback(error instanceof Error ? error : new Error(String(error))),
      );
    },
  });
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  const byAddress = (address: string) => index.get(address.toLowerCase()) ?? [];
  return {
    url: auth
      ? `smtp://${encodeURIComponent(auth.user)}:${encodeURIComponent(auth.pass)}@127.0.0.1:${port}`
      : `smtp://127.0.0.1:${port}`,
    received,
    attempts,
    refuseNext: (count, code = 421) => {
      refusal = { code, remaining: count, until: Infinity };
    },
    refuseFor: (ms, code = 421) => {
      refusal = { code, remaining: Infinity, until: Date.now() + ms };
    },
    accept: () => {
      refusal = null;
    },
    refuseLogins: (refuse) => {
      refusingLogins = refuse;
    },
    refusedLogins: () => refusedLogins,
    refuseRecipient: (address, code = 550, times = Infinity) => {
      refusedRecipients.set(address.toLowerCase(), { code, remaining: times });
    },
    refuseSenders: (count, code) => {
      senderRefusal = { code, remaining: count };
    },
    acceptRecipient: (address) => {
      refusedRecipients.delete(address.toLowerCase());
    },
    delayReplies: (ms) => {
      replyDelayMs = ms;
    },
    to: byAddress,
    waitFor: (address, count = 1, timeoutMs = 15_000) =>
      waitUntil(
        () => `${count} email(s) to ${address} (have ${byAddress(address).length})`,
        () => {
          const emails = byAddress(address);
          return emails.length >= count ? emails : undefined;
        },
        { timeoutMs },
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
