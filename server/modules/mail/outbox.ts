import { randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { MailMessage } from "./mailer";

/** A message of the outbox as `readOutbox` gives it. */
export interface OutboxMessage extends MailMessage {
  /** The file name without its extension: `<time>-<random>`, in the order messages were written. */
  id: string;
  /** When it was written (ISO 8601). */
  sentAt: string;
  messageId: string;
  /** The full MIME message, as an SMTP server would have received it. */
  emlPath: string;
}

/**
 * Writes one message into the outbox: `<id>.eml`, the MIME message any mail program opens, and
 * `<id>.json`, its fields for `readOutbox`. Each file appears whole (written aside, then renamed), so
 * a reader never sees half a message.
 */
export async function writeToOutbox(dir: string, message: MailMessage, mime: Buffer, messageId: string) {
  await mkdir(dir, { recursive: true });
  const sentAt = new Date().toISOString();
  const id = `${sentAt.replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}`;
  const emlPath = join(dir, `${id}.eml`);
  const fields = { ...message, id, sentAt, messageId, emlPath };
  await writeFile(`${emlPath}.part`, mime);
  await rename(`${emlPath}.part`, emlPath);
  await writeFile(join(dir, `${id}.json.part`), JSON.stringify(fields, null, 2));
  await rename(join(dir, `${id}.json.part`), join(dir, `${id}.json`));
}

/** Every message in the outbox, oldest first; none when there is no outbox yet. */
export async function readOutbox(dir: string): Promise<OutboxMessage[]> {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  const files = names.filter((name) => name.endsWith(".json")).sort();
  return Promise.all(
    files.map(async (name) => JSON.parse(await readFile(join(dir, name), "utf8")) as OutboxMessage),
  );
}
