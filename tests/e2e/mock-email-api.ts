import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";

/** A request the mock email API received, as it arrived on the wire. */
export interface RecordedRequest {
  method: string;
  path: string;
  contentType: string | undefined;
  rawBody: string;
  body: unknown;
}

/** How the mock answers the next sends: a status and text, after a delay; or never. */
export interface MockBehaviour {
  status: number;
  text: string;
  delayMs: number;
  hang: boolean;
}

const ok: MockBehaviour = { status: 200, text: "OK", delayMs: 0, hang: false };

/**
 * A local HTTP server that speaks the email service's API (POST /api/v1.0/email/send),
 * records every request and answers as a test tells it to. It allows cross-origin calls,
 * as the real service does, because the site runs on another port.
 */
export class MockEmailApi {
  readonly requests: RecordedRequest[] = [];
  /** Each delayed answer once its moment came: sent, or not sent because the browser had closed the request. */
  readonly outcomes: ("answered" | "client-gone")[] = [];
  private behaviour: MockBehaviour = ok;
  private server: Server | undefined;
  private readonly hanging = new Set<ServerResponse>();

  private boundPort = 0;

  /** Port 0: a free port of the system's choosing, so each test worker can run its own. */
  constructor(private readonly requestedPort = 0) {}

  /** The port it listens on while started, and listened on last once stopped. */
  get port(): number {
    return this.boundPort;
  }

  answer(behaviour: Partial<MockBehaviour>) {
    this.behaviour = { ...ok, ...behaviour };
  }

  reset() {
    this.requests.length = 0;
    this.outcomes.length = 0;
    this.behaviour = ok;
    for (const response of this.hanging) response.destroy();
    this.hanging.clear();
  }

  sends(): RecordedRequest[] {
    return this.requests.filter((r) => r.method === "POST");
  }

  async start(): Promise<void> {
    this.server = createServer((request, response) => this.handle(request, response));
    await new Promise<void>((resolve, reject) => {
      this.server!.once("error", reject);
      this.server!.listen(this.requestedPort, "127.0.0.1", resolve);
    });
    this.boundPort = (this.server.address() as { port: number }).port;
  }

  async stop(): Promise<void> {
    this.reset();
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private handle(request: IncomingMessage, response: ServerResponse) {
    response.setHeader("Access-Control-Allow-Origin", "*");
    response.setHeader("Access-Control-Allow-Headers", "Content-Type");
    response.setHeader("Access-Control-Allow-Methods", "POST");
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const rawBody = Buffer.concat(chunks).toString("utf8");
      let body: unknown;
      try {
        body = rawBody ? JSON.parse(rawBody) : undefined;
      } catch {
        body = undefined;
      }
      this.requests.push({
        method: request.method ?? "",
        path: request.url ?? "",
        contentType: request.headers["content-type"],
        rawBody,
        body,
      });
      if (request.method === "OPTIONS") {
        response.writeHead(204).end();
        return;
      }
      if (request.method !== "POST" || request.url !== "/api/v1.0/email/send") {
        response.writeHead(404, { "Content-Type": "text/plain" }).end("Not Found");
        return;
      }
      const { status, text, delayMs, hang } = this.behaviour;
      if (hang) {
        this.hanging.add(response);
        return;
      }
      setTimeout(() => {
        if (response.destroyed) {
          this.outcomes.push("client-gone");
          return;
        }
        response.writeHead(status, { "Content-Type": "text/plain" }).end(text);
        this.outcomes.push("answered");
      }, delayMs);
    });
  }
}
