import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createMessageStore, newMessageId, type StoredMessage } from "./message-store";

const dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

async function tempDir() {
  const dir = await mkdtemp(path.join(tmpdir(), "store-"));
  dirs.push(dir);
  return dir;
}

function message(text: string, receivedAt = new Date().toISOString()): StoredMessage {
  return {
    id: newMessageId(receivedAt),
    receivedAt,
    service_id: "local_service",
    template_id: "contact_form",
    template_params: { name: "Dana", email: "dana@example.com", phone: "", service: "", message: text },
  };
}

describe("the message store", () => {
  it("keeps each message in its own file, pending until a delivery is recorded", async () => {
    const store = createMessageStore(await tempDir());
    const stored = message("Hello");
    await store.add(stored);
    expect(await store.list()).toEqual([{ message: stored, delivery: { state: "pending", attempts: 0 } }]);
    await store.setDelivery(stored.id, { state: "delivered", attempts: 1, deliveredAt: "2026-11-23T10:00:00.000Z" });
    expect((await store.read(stored.id))?.delivery.state).toBe("delivered");
    expect((await readdir(store.dir)).sort()).toEqual([`${stored.id}.delivery.json`, `${stored.id}.json`]);
  });

  it("lists oldest first, by the time-sortable id", async () => {
    const store = createMessageStore(await tempDir());
    const later = message("later", "2026-11-02T10:00:00.000Z");
    const earlier = message("earlier", "2026-11-01T10:00:00.000Z");
    await store.add(later);
    await store.add(earlier);
    expect((await store.list()).map((e) => e.message.template_params.message)).toEqual(["earlier", "later"]);
  });

  it("keeps 20 concurrent large messages whole and leaves no temporary files", async () => {
    const store = createMessageStore(await tempDir());
    const messages = Array.from({ length: 20 }, (_, i) => message(`${i} ${"x".repeat(5_000)}`));
    await Promise.all(messages.map((m) => store.add(m)));
    const listed = (await store.list()).map((e) => e.message);
    expect(listed).toHaveLength(20);
    expect(listed.map((m) => m.id).sort()).toEqual(messages.map((m) => m.id).sort());
    for (const m of listed) expect(m).toEqual(messages.find((original) => original.id === m.id));
    expect((await readdir(store.dir)).filter((name) => name.startsWith("."))).toEqual([]);
  });

  it("imports the old messages.jsonl once, keeps it renamed, and never mails those messages", async () => {
    const dir = await tempDir();
    const old = (text: string) =>
      JSON.stringify({
        receivedAt: "2026-10-01T12:00:00.000Z",
        service_id: "s",
        template_id: "t",
        template_params: message(text).template_params,
      });
    await writeFile(path.join(dir, "messages.jsonl"), `${old("first")}\n${old("second")}\n{"receivedAt":"2026-10`);
    const store = createMessageStore(dir);
    expect(await store.importLegacy()).toEqual({ imported: 2, unreadable: 1 });
    expect(await store.importLegacy()).toEqual({ imported: 0, unreadable: 0 });
    const entries = await store.list();
    expect(entries.map((e) => [e.message.template_params.message, e.delivery.state])).toEqual(
      expect.arrayContaining([
        ["first", "imported"],
        ["second", "imported"],
      ]),
    );
    expect(await readFile(path.join(dir, "messages.jsonl.imported"), "utf8")).toContain("second");
  });
});
