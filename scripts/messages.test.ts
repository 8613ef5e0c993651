import { spawnSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMessageStore, type StoredMessage } from "../server/message-store";
import { listMessages } from "./messages";

/* `npm run messages` as staff run it, on a data folder with three messages. */

let dataDir: string;
const root = path.resolve(import.meta.dirname, "..");

function message(id: string, receivedAt: string, fields: Partial<StoredMessage["template_params"]>): StoredMessage {
  return {
    id,
    receivedAt,
    service_id: "local_service",
    template_id: "contact_form",
    template_params: {
      name: "Dana Example",
      email: "dana@example.com",
      phone: "",
      service: "",
      message: "Hello",
      ...fields,
    },
  };
}

const october = message("20261031T150000000Z-a", "2026-10-31T15:00:00.000Z", {
  name: "Old Lead",
  message: "Still need IRP?",
});
// 01:30 UTC on 2 November is still 1 November in Chicago.
const november = message("20261102T013000000Z-b", "2026-11-02T01:30:00.000Z", {
  name: 'Sam "Big Rig" Carter',
  phone: "+1 312 555 0142",
  service: "IFTA Filing",
  message: 'Two trucks, Q3.\r\nOne is leased, the other owned, "both" in IL.',
});
const failed = message("20261115T180000000Z-c", "2026-11-15T18:00:00.000Z", {
  name: '=HYPERLINK("x")',
  service: "Other",
  message: "\nAfter a blank line",
});

function run(...args: string[]) {
  const result = spawnSync("npm", ["run", "--silent", "messages", "--", ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: "utf8",
  });
  expect(result.status).toBe(0);
  return result.stdout;
}

/** An RFC 4180 reader, to prove a spreadsheet gets back exactly what was stored. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(field);
      field = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      i++;
    } else field += c;
  }
  expect(field).toBe("");
  return rows;
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "messages-cli-"));
  const store = createMessageStore(dataDir);
  for (const m of [october, november, failed]) await store.add(m);
  await store.setDelivery(october.id, { state: "delivered", attempts: 1 });
  await store.setDelivery(failed.id, {
    state: "failed",
    attempts: 450,
    lastError: "connect ECONNREFUSED 127.0.0.1:587",
  });
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe("npm run messages", { timeout: 30_000 }, () => {
  it("lists every message newest first: Chicago time, sender, phone, service, state and the first line", () => {
    expect(run()).toBe(
      [
        '2026-11-15 12:00 CST  |  =HYPERLINK("x") <dana@example.com>  |  -  |  Other  |  failed after 450 tries (connect ECONNREFUSED 127.0.0.1:587)',
        "    After a blank line",
        "",
        '2026-11-01 19:30 CST  |  Sam "Big Rig" Carter <dana@example.com>  |  +1 312 555 0142  |  IFTA Filing  |  pending',
        "    Two trucks, Q3.",
        "",
        "2026-10-31 10:00 CDT  |  Old Lead <dana@example.com>  |  -  |  -  |  delivered",
        "    Still need IRP?",
        "",
        "3 messages",
        "",
      ].join("\n"),
    );
  });

  it("narrows to a Chicago day and later, or to failed messages", () => {
    expect(run("--since", "2026-11-01").match(/^\d{4}-\d{2}-\d{2}/gm)).toEqual(["2026-11-15", "2026-11-01"]);
    expect(run("--since", "2026-11-02").match(/^\d{4}-\d{2}-\d{2}/gm)).toEqual(["2026-11-15"]);
    expect(run("--failed")).toMatch(/^2026-11-15 12:00 CST .*\n.*\n\n1 message\n$/);
  });

  it("exports a visitor's control characters as U+FFFD, line breaks kept", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "messages-controls-"));
    const raw = message("20261120T180000000Z-d", "2026-11-20T18:00:00.000Z", {
      name: "Esc\u001b[31mape",
      message: "Bell\u0007 and NUL\u0000\r\nnext line\u009b",
    });
    await createMessageStore(dir).add(raw);
    const [, row] = parseCsv((await listMessages(["--csv"], dir)).slice(1));
    await rm(dir, { recursive: true, force: true });
    expect(row?.slice(1, 6)).toEqual([
      "Esc\uFFFD[31mape",
      "dana@example.com",
      "",
      "",
      "Bell\uFFFD and NUL\uFFFD\r\nnext line\uFFFD",
    ]);
  });

  it("exports CSV that reads back to the stored fields, formulas kept as text", () => {
    const csv = run("--csv");
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const rows = parseCsv(csv.slice(1));
    expect(rows[0]).toEqual([
      "received (Chicago)",
      "name",
      "email",
      "phone",
      "service",
      "message",
      "delivery",
      "attempts",
      "last error",
      "id",
    ]);
    expect(rows.slice(1)).toEqual([
      [
        "2026-11-15 12:00 CST",
        '\'=HYPERLINK("x")',
        "dana@example.com",
        "",
        "Other",
        "\nAfter a blank line",
        "failed",
        "450",
        "connect ECONNREFUSED 127.0.0.1:587",
        failed.id,
      ],
      [
        "2026-11-01 19:30 CST",
        'Sam "Big Rig" Carter',
        "dana@example.com",
        "'+1 312 555 0142",
        "IFTA Filing",
        november.template_params.message,
        "pending",
        "0",
        "",
        november.id,
      ],
      [
        "2026-10-31 10:00 CDT",
        "Old Lead",
        "dana@example.com",
        "",
        "",
        "Still need IRP?",
        "delivered",
        "1",
        "",
        october.id,
      ],
    ]);
    expect(parseCsv(run("--csv", "--failed").slice(1))).toHaveLength(2);
  });
});
