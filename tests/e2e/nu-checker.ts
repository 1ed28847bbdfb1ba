import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const JAR = "node_modules/vnu-jar/build/dist/vnu.jar";

interface NuMessage {
  type: "error" | "info" | "non-document-error";
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
}

/**
 * The Nu HTML Checker (the W3C validator, run locally with Debian's Java) over several documents in
 * one run: its errors and warnings, each named by the document it is in. Notes ("info") are left out.
 */
export function nuCheck(documents: { name: string; html: string }[]): string[] {
  const dir = mkdtempSync(join(tmpdir(), "nu-check-"));
  try {
    const files = documents.map((document, i) => {
      const file = join(dir, `${i}.html`);
      writeFileSync(file, document.html);
      return file;
    });
    const run = spawnSync(
      "java",
      ["-jar", JAR, "--format", "json", "--stdout", "--exit-zero-always", ...files],
      {
        encoding: "utf8",
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    if (run.status !== 0) throw new Error(`the Nu checker did not run: ${run.error?.message ?? run.stderr}`);
    const { messages } = JSON.parse(run.stdout) as { messages: NuMessage[] };
    return messages
      .filter((message) => message.type !== "info" || message.subType === "warning")
      .map((message) => {
        const index = Number(/(\d+)\.html$/.exec(message.url ?? "")?.[1]);
        const name = documents[index]?.name ?? message.url;
        return `${name} (line ${message.lastLine ?? "?"}): ${message.message}`;
      });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
