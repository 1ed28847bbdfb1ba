// Runs the API and the web side by side, prefixing their output, and stops both on Ctrl-C or when
// either one exits. Used by start.mjs (production build) and dev.mjs (reload on change).
import { spawn } from "node:child_process";

// remix-serve hands console.error to server.close() and prints a harmless ERR_SERVER_NOT_RUNNING
// stack while it stops; these lines are dropped during shutdown only.
const SHUTDOWN_NOISE =
  /^(\s*$|Error: Server is not running\.|\s+at .*\(node:|\s+code: 'ERR_SERVER_NOT_RUNNING'|\}$)/;

export function runTogether(processes) {
  let stopping = false;
  const children = processes.map(({ name, command, args, env }) => {
    const child = spawn(command, args, {
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const prefix = (stream, out) => {
      let rest = "";
      stream.on("data", (chunk) => {
        const lines = (rest + chunk.toString()).split("\n");
        rest = lines.pop() ?? "";
        for (const line of lines) {
          if (stopping && SHUTDOWN_NOISE.test(line)) continue;
          out.write(`[${name}] ${line}\n`);
        }
      });
    };
    prefix(child.stdout, process.stdout);
    prefix(child.stderr, process.stderr);
    return { name, child };
  });

  let exitCode = 0;
  const stop = (code) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    for (const { child } of children) if (child.exitCode === null) child.kill("SIGTERM");
    setTimeout(() => {
      for (const { child } of children) if (child.exitCode === null) child.kill("SIGKILL");
    }, 10_000).unref();
  };

  let running = children.length;
  for (const { name, child } of children) {
    child.on("exit", (code, signal) => {
      running -= 1;
      if (!stopping) {
        console.error(`[${name}] exited (${signal ?? code}); stopping the others`);
        stop(code ?? 1);
      }
      if (running === 0) process.exit(exitCode);
    });
  }
  process.on("SIGINT", () => stop(0));
  process.on("SIGTERM", () => stop(0));
  process.on("exit", () => {
    for (const { child } of children) if (child.exitCode === null) child.kill("SIGKILL");
  });
}
