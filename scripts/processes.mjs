// Runs the API and the web side by side, prefixing their output, and supervises them: a process that
// dies is started again after a backoff (1 s, doubling to 30 s, back to 1 s once it has run for a
// minute), while the other keeps serving (the web answers its localized 503 while the API is down).
// Ctrl-C or SIGTERM stops both. Used by start.mjs (production build) and dev.mjs (reload on change).
import { spawn } from "node:child_process";

const FIRST_BACKOFF_MS = 1000;
const MAX_BACKOFF_MS = 30_000;
const HEALTHY_AFTER_MS = 60_000;

/**
 * @param {{ name: string, command: string, args: string[], env: Record<string, string> }[]} processes
 */
export function runTogether(processes) {
  let stopping = false;
  const supervised = processes.map((definition) => ({
    definition,
    child: undefined,
    backoff: FIRST_BACKOFF_MS,
    timer: undefined,
  }));

  const prefix = (name, stream, out) => {
    let rest = "";
    stream.on("data", (chunk) => {
      const lines = (rest + chunk.toString()).split("\n");
      rest = lines.pop() ?? "";
      for (const line of lines) out.write(`[${name}] ${line}\n`);
    });
  };

  function start(entry) {
    const { name, command, args, env } = entry.definition;
    const startedAt = Date.now();
    const child = spawn(command, args, {
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    entry.child = child;
    console.log(`[${name}] started (pid ${child.pid})`);
    prefix(name, child.stdout, process.stdout);
    prefix(name, child.stderr, process.stderr);
    child.on("exit", (code, signal) => {
      entry.child = undefined;
      if (stopping) {
        if (supervised.every((other) => !other.child)) process.exit(0);
        return;
      }
      if (Date.now() - startedAt > HEALTHY_AFTER_MS) entry.backoff = FIRST_BACKOFF_MS;
      console.error(`[${name}] exited (${signal ?? code}); starting it again in ${entry.backoff / 1000} s`);
      entry.timer = setTimeout(() => start(entry), entry.backoff);
      entry.backoff = Math.min(entry.backoff * 2, MAX_BACKOFF_MS);
    });
  }

  const stop = () => {
    if (stopping) return;
    stopping = true;
    for (const entry of supervised) {
      clearTimeout(entry.timer);
      entry.child?.kill("SIGTERM");
    }
    if (supervised.every((entry) => !entry.child)) process.exit(0);
    setTimeout(() => {
      for (const entry of supervised) entry.child?.kill("SIGKILL");
      process.exit(0);
    }, 10_000).unref();
  };

  supervised.forEach(start);
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  process.on("exit", () => {
    for (const entry of supervised) entry.child?.kill("SIGKILL");
  });
}
