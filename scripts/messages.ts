import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { officeDay, officeTime } from "../server/office-time.ts";
import { createMessageStore, type StoredEntry } from "../server/message-store.ts";

/*
 * `npm run messages`: the contact messages the server has stored, newest first. Reads only, so
 * it is safe on the production data folder while the server runs (every file it reads was
 * renamed into place whole).
 */

const usage = `Usage: npm run messages -- [--since YYYY-MM-DD] [--failed] [--csv]

Lists the contact messages stored in $DATA_DIR/messages (default data/messages), newest first.
  --since DAY   only messages received on or after DAY (Chicago time)
  --failed      only messages whose forwarding by mail was given up
  --csv         every field, the whole message, as CSV (RFC 4180) for a spreadsheet`;

// Visitor text must not be able to move the cursor or recolour a staff member's terminal.
// eslint-disable-next-line no-control-regex
const controls = /[\u0000-\u001f\u007f-\u009f]+/g;
const plain = (value: string) => value.replace(controls, " ").trim();

function firstLine(text: string): string {
  const line = plain(text.trim().split(/\r?\n/)[0] ?? "");
  return line.length > 100 ? `${line.slice(0, 99)}…` : line;
}

function deliveryText({ delivery }: StoredEntry): string {
  if (delivery.state === "pending" && delivery.attempts > 0) {
    return `pending, ${delivery.attempts} failed ${delivery.attempts === 1 ? "try" : "tries"} (${plain(delivery.lastError ?? "")})`;
  }
  if (delivery.state === "failed")
    return `failed after ${delivery.attempts} tries (${plain(delivery.lastError ?? "")})`;
  if (delivery.state === "imported") return "imported from messages.jsonl, not mailed";
  return delivery.state;
}

function asText(entries: StoredEntry[]): string {
  if (entries.length === 0) return "No messages.\n";
  const blocks = entries.map((entry) => {
    const { name, email, phone, service, message } = entry.message.template_params;
    const head = [
      officeTime(entry.message.receivedAt),
      `${plain(name)} <${plain(email)}>`,
      plain(phone) || "-",
      plain(service) || "-",
      deliveryText(entry),
    ];
    return `${head.join("  |  ")}\n    ${firstLine(message)}\n`;
  });
  return `${blocks.join("\n")}\n${entries.length} message${entries.length === 1 ? "" : "s"}\n`;
}

/** Control characters but the line breaks a message may hold, and the tab. */
// eslint-disable-next-line no-control-regex
const cellControls = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;

/**
 * A spreadsheet would run a cell that starts like a formula; visitor text must stay text. A
 * control character a visitor sent (NUL, ESC, BEL) becomes U+FFFD, so no program that reads the
 * file acts on it and the office still sees that something was there.
 */
function cell(value: string): string {
  const visible = value.replace(cellControls, "\uFFFD");
  const safe = /^[=+\-@\t\r]/.test(visible) ? `'${visible}` : visible;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const csvColumns = [
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
];

function asCsv(entries: StoredEntry[]): string {
  const rows = entries.map(({ message, delivery }) => {
    const p = message.template_params;
    return [
      officeTime(message.receivedAt),
      p.name,
      p.email,
      p.phone,
      p.service,
      p.message,
      delivery.state,
      String(delivery.attempts),
      delivery.lastError ?? "",
      message.id,
    ];
  });
  // The byte-order mark makes spreadsheet programs read the file as UTF-8.
  return `\uFEFF${[csvColumns, ...rows].map((row) => row.map(cell).join(",")).join("\r\n")}\r\n`;
}

export async function listMessages(args: string[], dataDir: string): Promise<string> {
  const { values } = parseArgs({
    args,
    options: {
      since: { type: "string" },
      failed: { type: "boolean" },
      csv: { type: "boolean" },
      help: { type: "boolean" },
    },
  });
  if (values.help) return `${usage}\n`;
  const since = values.since;
  if (since !== undefined && (!/^\d{4}-\d{2}-\d{2}$/.test(since) || Number.isNaN(Date.parse(since)))) {
    throw new Error(`--since takes a day written as 2026-11-01, not "${since}"`);
  }
  const entries = (await createMessageStore(dataDir).list())
    .filter((entry) => since === undefined || officeDay(entry.message.receivedAt) >= since)
    .filter((entry) => !values.failed || entry.delivery.state === "failed")
    .reverse();
  return values.csv ? asCsv(entries) : asText(entries);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    process.stdout.write(await listMessages(process.argv.slice(2), process.env.DATA_DIR ?? "data"));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${usage}`);
    process.exit(2);
  }
}
