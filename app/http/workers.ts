import cluster, { type Worker } from "node:cluster";
import { availableParallelism } from "node:os";
import type { WebEnv } from "../lib/env.server";

const FIRST_BACKOFF_MS = 1000;
const MAX_BACKOFF_MS = 30_000;
const HEALTHY_AFTER_MS = 60_000;
const STOP_GRACE_MS = 10_000;

/**
 * How many web processes serve the port: WEB_CONCURRENCY, else one per core (at most 4) in production.
 * Rendering a page is JavaScript on one thread, so one process uses one core however many the machine
 * has (docs/decisions/0017).
 */
export function workerCount(config: Pick<WebEnv, "WEB_CONCURRENCY" | "NODE_ENV">): number {
  if (config.WEB_CONCURRENCY) return config.WEB_CONCURRENCY;
  return config.NODE_ENV === "production" ? Math.min(availableParallelism(), 4) : 1;
}

type Log = (message: string) => void;

/**
 * The primary of the web's processes: starts `count` workers on the same port (node:cluster hands
 * each connection to one of them), starts a worker that died again after a backoff (1 s, doubling to
 * 30 s, back to 1 s once it has served for a minute) while the others keep serving, and stops them
 * all on SIGINT or SIGTERM.
 */
export function superviseWorkers(count: number, log: Log = (message) => console.error(`[web] ${message}`)) {
  let stopping = false;
  let backoff = FIRST_BACKOFF_MS;
  const startedAt = new Map<Worker, number>();
  const timers = new Set<NodeJS.Timeout>();

  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker, Date.now());
  };

  cluster.on("exit", (worker, code, signal) => {
    const started = startedAt.get(worker) ?? Date.now();
    startedAt.delete(worker);
    if (stopping) {
      if (startedAt.size === 0) process.exit(0);
      return;
    }
    if (Date.now() - started > HEALTHY_AFTER_MS) backoff = FIRST_BACKOFF_MS;
    log(`worker ${worker.process.pid} exited (${signal ?? code}); starting one again in ${backoff / 1000} s`);
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!stopping) fork();
    }, backoff);
    timers.add(timer);
    backoff = Math.min(backoff * 2, MAX_BACKOFF_MS);
  });

  const stop = () => {
    if (stopping) return;
    stopping = true;
    for (const timer of timers) clearTimeout(timer);
    if (startedAt.size === 0) process.exit(0);
    for (const worker of startedAt.keys()) worker.process.kill("SIGTERM");
    setTimeout(() => {
      for (const worker of startedAt.keys()) worker.process.kill("SIGKILL");
      process.exit(0);
    }, STOP_GRACE_MS).unref();
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);

  for (let i = 0; i < count; i += 1) fork();
}
