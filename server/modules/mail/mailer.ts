import { createTransport } from "nodemailer";
import type { Locale } from "../../contract";
import { writeToOutbox } from "./outbox";

/** One e-mail, written for one reader in their language. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The same content as HTML; the text part is always sent too. */
  html?: string | undefined;
  /** The reader's language (the message's Content-Language). */
  locale: Locale;
}

/**
 * The one way the API sends e-mail (DESIGN §7). Every module that writes to a customer (newsletter,
 * checkout, account) goes through it and knows nothing of where the message goes.
 */
export interface Mailer {
  /** Resolves once the mail server accepted the message, or it was written to the outbox. */
  send(message: MailMessage): Promise<void>;
  /** The folder messages are written to instead of sent (no SMTP_URL), else undefined. */
  readonly outboxDir: string | undefined;
}

export interface MailerOptions {
  /** smtp://… or smtps://… (SMTP_URL); unset, messages go to `outboxDir`. */
  smtpUrl?: string | undefined;
  /** The local outbox: created with the first message. */
  outboxDir: string;
  /** The sender of every message (MAIL_FROM). */
  from: string;
}

/**
 * A sender that waits for a slow mail server no longer than a visitor waits for a page: nodemailer's
 * own defaults (two minutes to connect) would hold the request, and its database row, that long.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/** SMTP when SMTP_URL is set, otherwise the outbox in the data folder, readable by developers and tests. */
export function createMailer(options: MailerOptions): Mailer {
  const headersOf = (message: MailMessage) => ({ "Content-Language": message.locale });
  if (options.smtpUrl) {
    const smtp = createTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS }, { from: options.from });
    return {
      outboxDir: undefined,
      async send(message) {
        await smtp.sendMail({ ...message, headers: headersOf(message) });
      },
    };
  }
  // The same MIME message an SMTP server would get, kept as a file instead.
  const stream = createTransport(
    { streamTransport: true, buffer: true, newline: "unix" },
    { from: options.from },
  );
  return {
    outboxDir: options.outboxDir,
    async send(message) {
      const info = await stream.sendMail({ ...message, headers: headersOf(message) });
      if (!Buffer.isBuffer(info.message)) throw new Error("the stream transport gave no buffer");
      await writeToOutbox(options.outboxDir, message, info.message, info.messageId);
    },
  };
}
