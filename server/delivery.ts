import type { SendMail } from "./mail.ts";
import type { Delivery, MessageStore } from "./message-store.ts";

/*
 * Forwards stored messages by mail, after the visitor already has their answer. Each attempt's
 * outcome is written to the message's delivery file, so a restarted server picks up exactly
 * where the last one stopped. See decision 0006.
 */

export interface RetrySchedule {
  /** The wait after the first failed attempt. */
  firstRetryMs: number;
  /** The longest wait between two attempts; the wait doubles up to it. */
  maxRetryMs: number;
  /** After a failed attempt this long after the message arrived, it is marked failed. */
  giveUpAfterMs: number;
}

export const defaultRetrySchedule: RetrySchedule = {
  firstRetryMs: 20_000,
  maxRetryMs: 10 * 60_000,
  giveUpAfterMs: 3 * 24 * 60 * 60_000,
};

/** The wait after the n-th failed attempt (n ≥ 1): 20 s, 40 s, 80 s... at most 10 minutes. */
export function retryDelay(schedule: RetrySchedule, failedAttempts: number): number {
  return Math.min(schedule.firstRetryMs * 2 ** Math.max(0, failedAttempts - 1), schedule.maxRetryMs);
}

export interface DelivererOptions {
  store: MessageStore;
  send: SendMail;
  schedule?: RetrySchedule;
  log?: (error: unknown, text: string) => void;
}

export function createDeliverer({ store, send, schedule = defaultRetrySchedule, log = () => {} }: DelivererOptions) {
  const timers = new Map<string, NodeJS.Timeout>();
  /*
   * One message at a time, in order of arrival. A mail the mail server has taken but whose
   * outcome is not yet on disk is sent again after a crash (decision 0006); sending one at a time
   * leaves at most one such mail at any moment, so a crash re-sends at most one message.
   */
  const queue: string[] = [];
  // Waiting or being sent: a timer and a new arrival can never both send one message.
  const queued = new Set<string>();
  let current: Promise<void> | null = null;
  let closed = false;
  // The outcome of the latest attempt to hand a message to the mail server, for /healthz.
  let lastAttempt: { at: string; ok: boolean } | null = null;

  async function attempt(id: string) {
    const entry = await store.read(id);
    if (!entry || entry.delivery.state !== "pending") return;
    const { message, delivery } = entry;
    const attempts = delivery.attempts + 1;
    const startedAt = new Date();
    try {
      await send(message);
    } catch (error) {
      lastAttempt = { at: startedAt.toISOString(), ok: false };
      const lastError = error instanceof Error ? error.message : String(error);
      const failed = startedAt.getTime() - Date.parse(message.receivedAt) >= schedule.giveUpAfterMs;
      const next = new Date(startedAt.getTime() + retryDelay(schedule, attempts));
      const record: Delivery = failed
        ? { state: "failed", attempts, lastAttemptAt: startedAt.toISOString(), lastError }
        : {
            state: "pending",
            attempts,
            lastAttemptAt: startedAt.toISOString(),
            nextAttemptAt: next.toISOString(),
            lastError,
          };
      // The next try is kept in memory before it is written: with the disk full or read-only at
      // this moment, the message is still tried again, and the record written by that try.
      if (!failed) scheduleAt(id, next.getTime());
      log(
        error,
        failed
          ? `gave up forwarding message ${id}`
          : `could not forward message ${id}; next try ${record.nextAttemptAt}`,
      );
      await store.setDelivery(id, record);
      return;
    }
    lastAttempt = { at: startedAt.toISOString(), ok: true };
    // Written the moment the mail server accepted: only a crash in between can cause a resend.
    await store.setDelivery(id, {
      state: "delivered",
      attempts,
      lastAttemptAt: startedAt.toISOString(),
      deliveredAt: new Date().toISOString(),
    });
  }

  function run(id: string) {
    if (closed || queued.has(id)) return;
    queued.add(id);
    queue.push(id);
    if (!current) current = drain().finally(() => (current = null));
  }

  async function drain() {
    for (let id = queue.shift(); id !== undefined && !closed; id = queue.shift()) {
      try {
        await attempt(id);
      } catch (error) {
        // The store itself failed. After a failed send the next try is already set; after an
        // accepted one the record still says pending, and the next start sends it once more.
        log(error, `could not record the delivery of message ${id}`);
      } finally {
        queued.delete(id);
      }
    }
  }

  function scheduleAt(id: string, at: number) {
    if (closed) return;
    clearTimeout(timers.get(id));
    timers.set(
      id,
      setTimeout(
        () => {
          timers.delete(id);
          run(id);
        },
        Math.max(0, at - Date.now()),
      ),
    );
  }

  return {
    /** Picks up every message still pending, including those stored while no server was running. */
    async start() {
      for (const { message, delivery } of await store.list()) {
        if (delivery.state !== "pending") continue;
        scheduleAt(message.id, delivery.nextAttemptAt ? Date.parse(delivery.nextAttemptAt) : Date.now());
      }
    },

    /** The latest attempt to hand a message to the mail server since start-up: when, and whether it was accepted. */
    lastAttempt() {
      return lastAttempt;
    },

    /** Forwards a just-stored message now. */
    deliver(id: string) {
      run(id);
    },

    /** Stops the timers and waits for the attempt under way, so its outcome is recorded. */
    async close() {
      closed = true;
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      await current;
    },
  };
}

export type Deliverer = ReturnType<typeof createDeliverer>;
