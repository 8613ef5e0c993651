import { createHash, randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rename, rm } from "node:fs/promises";
import path from "node:path";
import { temporarySuffix, writeDurably } from "./write-durably";

/*
 * The contact-message store: one immutable file per message, <dataDir>/messages/<id>.json, and
 * beside it <id>.delivery.json, the message's delivery state. Every file is written to a
 * temporary name, flushed to disk and renamed into place, so a reader (the server after a crash,
 * or `npm run messages` while the server runs) sees a whole file or none. See decision 0006.
 */

export const contactFields = ["name", "email", "phone", "service", "message"] as const;
export type ContactFields = Record<(typeof contactFields)[number], string>;

export interface StoredMessage {
  /** Stable and time-sortable: "<receivedAt without separators>-<random UUID>". */
  id: string;
  receivedAt: string;
  service_id: string;
  template_id: string;
  template_params: ContactFields;
}

export interface Delivery {
  /**
   * pending: not yet accepted by the mail server (or no mail server set up);
   * delivered: accepted by the mail server; failed: given up after the retry window;
   * imported: came from the old messages.jsonl, which was never forwarded by mail.
   */
  state: "pending" | "delivered" | "failed" | "imported";
  attempts: number;
  lastAttemptAt?: string;
  nextAttemptAt?: string;
  lastError?: string;
  deliveredAt?: string;
}

export interface StoredEntry {
  message: StoredMessage;
  delivery: Delivery;
}

const messageSuffix = ".json";
const deliverySuffix = ".delivery.json";
const pending: Delivery = { state: "pending", attempts: 0 };

export function newMessageId(receivedAt: string): string {
  return `${receivedAt.replace(/[-:.]/g, "")}-${randomUUID()}`;
}

const probePrefix = ".probe-";

async function readJson<T>(file: string): Promise<T | undefined> {
  try {
    return JSON.parse(await readFile(file, "utf8")) as T;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

function parseLegacyLine(line: string): Omit<StoredMessage, "id"> | undefined {
  try {
    const old = JSON.parse(line) as Partial<StoredMessage>;
    if (typeof old.receivedAt !== "string" || typeof old.template_params !== "object" || old.template_params === null)
      return undefined;
    return old as Omit<StoredMessage, "id">;
  } catch {
    return undefined;
  }
}

export function createMessageStore(dataDir: string) {
  const dir = path.join(dataDir, "messages");
  // Every write makes sure of the folder: someone may have moved it away while the server runs.
  const ensureDir = () => mkdir(dir, { recursive: true });
  const messageFile = (id: string) => path.join(dir, `${id}${messageSuffix}`);
  const deliveryFile = (id: string) => path.join(dir, `${id}${deliverySuffix}`);

  async function read(id: string): Promise<StoredEntry | undefined> {
    const message = await readJson<StoredMessage>(messageFile(id));
    if (!message) return undefined;
    return { message, delivery: (await readJson<Delivery>(deliveryFile(id))) ?? pending };
  }

  return {
    dir,

    /** Resolves once the message is on disk; only then may the visitor hear "OK". */
    async add(message: StoredMessage): Promise<void> {
      await ensureDir();
      await writeDurably(messageFile(message.id), JSON.stringify(message));
    },

    read,

    /**
     * Removes the temporary files of writes a crash cut short. Run at start-up, before anything
     * writes, so no write under way loses its file.
     */
    async removeTemporaryFiles(): Promise<number> {
      let names: string[];
      try {
        names = await readdir(dir);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return 0;
        throw error;
      }
      const leftovers = names.filter(
        (name) => (name.startsWith(".") && name.endsWith(temporarySuffix)) || name.startsWith(probePrefix),
      );
      await Promise.all(leftovers.map((name) => rm(path.join(dir, name), { force: true })));
      return leftovers.length;
    },

    /** Writes and deletes a small file as a message would be written: whether the store can take one now. */
    async probe(): Promise<void> {
      await ensureDir();
      const file = path.join(dir, `${probePrefix}${randomUUID()}`);
      try {
        await writeDurably(file, "probe");
      } finally {
        await rm(file, { force: true });
      }
    },

    async setDelivery(id: string, delivery: Delivery): Promise<void> {
      await ensureDir();
      await writeDurably(deliveryFile(id), JSON.stringify(delivery));
    },

    /** Every stored message, oldest first. */
    async list(): Promise<StoredEntry[]> {
      let names: string[];
      try {
        names = await readdir(dir);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
        throw error;
      }
      const ids = names
        .filter((name) => !name.startsWith(".") && name.endsWith(messageSuffix) && !name.endsWith(deliverySuffix))
        .map((name) => name.slice(0, -messageSuffix.length))
        .sort();
      const entries = await Promise.all(ids.map(read));
      return entries.filter((entry): entry is StoredEntry => entry !== undefined);
    },

    /**
     * Moves messages from the old single file, <dataDir>/messages.jsonl, into the store, then
     * renames that file to messages.jsonl.imported so it is read once but never deleted. Ids are
     * derived from each line, so an import cut short by a crash resumes without duplicates.
     */
    async importLegacy(): Promise<{ imported: number; unreadable: number }> {
      const legacy = path.join(dataDir, "messages.jsonl");
      if (!existsSync(legacy)) return { imported: 0, unreadable: 0 };
      await ensureDir();
      let imported = 0;
      let unreadable = 0;
      for (const line of (await readFile(legacy, "utf8")).split("\n")) {
        if (!line.trim()) continue;
        const old = parseLegacyLine(line);
        // A line cut short by a crash of the old writer stays readable in the renamed file.
        if (!old) {
          unreadable += 1;
          continue;
        }
        const hash = createHash("sha256").update(line).digest("hex").slice(0, 16);
        const id = `${old.receivedAt.replace(/[-:.]/g, "")}-legacy-${hash}`;
        if (existsSync(messageFile(id))) continue;
        // State first: a message file without one would count as pending and be mailed.
        await writeDurably(deliveryFile(id), JSON.stringify({ state: "imported", attempts: 0 } satisfies Delivery));
        await writeDurably(messageFile(id), JSON.stringify({ ...old, id }));
        imported += 1;
      }
      let target = `${legacy}.imported`;
      if (existsSync(target)) target = `${legacy}.imported-${Date.now()}`;
      await rename(legacy, target);
      return { imported, unreadable };
    },
  };
}

export type MessageStore = ReturnType<typeof createMessageStore>;
