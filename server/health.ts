import type { FastifyInstance, FastifyReply } from "fastify";
import { access } from "node:fs/promises";
import type { Deliverer } from "./delivery.ts";
import { storeRetryAfterSeconds } from "./email-sink.ts";
import { errorCode } from "./log.ts";
import type { MessageStore } from "./message-store.ts";

/*
 * GET /healthz, for uptime monitors and proxies: can this server serve the site and take a
 * message right now? One line of text, no secrets, no message content.
 */

export const healthPath = "/healthz";

/**
 * A probe writes and flushes a file; monitors calling every few seconds share one result for
 * this long, so a flood of checks cannot turn into a flood of disk writes.
 */
export const probeReuseMs = 2_000;

export interface HealthOptions {
  /** The site's home page on disk: if it is gone, the site is not served. */
  indexFile: string;
  /** Null when the message store is off (EMAIL_SINK=off). */
  store: MessageStore | null;
  /** Null when no mail server is set up. */
  deliverer: Deliverer | null;
}

function mailLine(deliverer: Deliverer | null): string {
  if (!deliverer) return "mail forwarding not set up";
  const last = deliverer.lastAttempt();
  if (!last) return "no mail forwarded since start-up";
  // A mail outage does not fail the check: messages wait safely on disk and are retried.
  return last.ok
    ? `last mail forwarded at ${last.at}`
    : `last mail attempt failed at ${last.at}; messages wait on disk and are retried`;
}

export function registerHealthCheck(app: FastifyInstance, { indexFile, store, deliverer }: HealthOptions) {
  let probe: { at: number; result: Promise<string | null> } | null = null;

  /** Null when the store took a probe write, else the reason it did not. */
  function storeProblem(): Promise<string | null> {
    if (!store) return Promise.resolve(null);
    if (!probe || Date.now() - probe.at > probeReuseMs) {
      probe = {
        at: Date.now(),
        result: store.probe().then(
          () => null,
          (error: unknown) => `the message store cannot be written (${errorCode(error)})`,
        ),
      };
    }
    return probe.result;
  }

  function answer(reply: FastifyReply, status: number, text: string) {
    reply.header("Cache-Control", "no-store");
    if (status === 503) reply.header("Retry-After", String(storeRetryAfterSeconds));
    return reply.code(status).type("text/plain; charset=utf-8").send(`${text}\n`);
  }

  app.route({
    method: ["GET", "HEAD"],
    url: healthPath,
    handler: async (_request, reply) => {
      try {
        await access(indexFile);
      } catch (error) {
        return answer(reply, 503, `Service Unavailable: the site's files are missing (${errorCode(error)})`);
      }
      const problem = await storeProblem();
      if (problem) return answer(reply, 503, `Service Unavailable: ${problem}`);
      const storeLine = store ? "message store writable" : "message store off";
      return answer(reply, 200, `OK: site served; ${storeLine}; ${mailLine(deliverer)}`);
    },
  });
}
