import { createServer as createNetServer } from "node:net";
import { SMTPServer } from "smtp-server";

/*
 * A real SMTP server on loopback for tests: accepts any login, keeps every mail it receives.
 * STARTTLS is off so nodemailer talks plain SMTP to it, as it would on a trusted local relay.
 */

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  /** Header name in lower case → its unfolded value (the first of each name). */
  headers: Record<string, string>;
  /** The text part, with quoted-printable decoded. */
  text: string;
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

function parseMail(raw: string): Pick<ReceivedMail, "headers" | "text"> {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const headers: Record<string, string> = {};
  for (const line of head.split("\r\n")) {
    const colon = line.indexOf(":");
    const name = line.slice(0, colon).toLowerCase();
    headers[name] ??= line.slice(colon + 1).trim();
  }
  const body = raw.slice(split + 4);
  const encoding = headers["content-transfer-encoding"];
  const text =
    encoding === "quoted-printable"
      ? decodeQuotedPrintable(body)
      : encoding === "base64"
        ? Buffer.from(body, "base64").toString("utf8")
        : body;
  return { headers, text: text.replace(/\r\n/g, "\n").replace(/\n$/, "") };
}

/** A loopback port that was free a moment ago, for a server that is meant to start later. */
export async function freePort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * A mail server that keeps what it receives. `acceptDelayMs` holds its "accepted" reply that long
 * after a mail has arrived whole, as a busy server does: a sender killed in between has sent a
 * mail it never heard was taken.
 */
export async function startSmtpCapture(port = 0, { acceptDelayMs = 0 } = {}) {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS"],
    authOptional: true,
    allowInsecureAuth: true,
    logger: false,
    onAuth(_auth, _session, callback) {
      callback(null, { user: "office" });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          ...parseMail(raw),
        });
        setTimeout(callback, acceptDelayMs);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = server.server.address() as { port: number };
  return {
    port: address.port,
    url: `smtp://office:secret@127.0.0.1:${address.port}`,
    mails,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpCapture = Awaited<ReturnType<typeof startSmtpCapture>>;
