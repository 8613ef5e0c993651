import type { FastifyInstance } from "fastify";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeBuild } from "../tests/fake-build";
import { createServer } from "./app";
import { sendPath } from "./email-sink";
import { commonHeaders } from "./security-headers";

/*
 * The findings of the hostile-traffic review of 2026-11-28
 * (../shared/reference/review-2026-11-28-reliability.md), each through the real server on a real
 * socket: what a visitor's browser, a proxy or an attacker can send.
 */

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function listening(options: { requestTimeoutMs?: number; extend?: (app: FastifyInstance) => void } = {}) {
  const build = await fakeBuild();
  await mkdir(path.join(build, "client", "about"), { recursive: true });
  await writeFile(path.join(build, "client", "about", "index.html"), "<!doctype html><title>About</title>");
  const dataDir = await mkdtemp(path.join(tmpdir(), "hostile-data-"));
  const app = await createServer({
    root: path.join(build, "client"),
    dataDir,
    siteUrl: "https://www.example.com",
    ...(options.requestTimeoutMs ? { requestTimeoutMs: options.requestTimeoutMs } : {}),
  });
  options.extend?.(app);
  cleanups.push(
    () => rm(build, { recursive: true, force: true }),
    () => rm(dataDir, { recursive: true, force: true }),
  );
  const origin = await app.listen({ host: "127.0.0.1", port: 0 });
  cleanups.push(() => app.close());
  return { app, port: Number(new URL(origin).port) };
}

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Whether the server closed the connection before the test gave up waiting. */
  closed: boolean;
}

/** Writes bytes to the server as they are, and reads whatever comes back until it closes or `waitMs` passes. */
function raw(port: number, request: string, waitMs = 2_000): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    let text = "";
    const done = (closed: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      const [head = "", ...rest] = text.split("\r\n\r\n");
      const [statusLine = "", ...lines] = head.split("\r\n");
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]),
      );
      resolve({ status: Number(statusLine.split(" ")[1] ?? 0), headers, body: rest.join("\r\n\r\n"), closed });
    };
    const timer = setTimeout(() => done(false), waitMs);
    socket.on("data", (chunk) => (text += chunk.toString("latin1")));
    socket.on("close", () => done(true));
    socket.on("error", (error) =>
      (error as NodeJS.ErrnoException).code === "ECONNRESET" ? done(true) : reject(error),
    );
    socket.write(request);
  });
}

const get = (target: string, headers = "Host: 127.0.0.1\r\n") =>
  `GET ${target} HTTP/1.1\r\n${headers}Connection: close\r\n\r\n`;

/** The security headers every answer carries, Cross-Origin-Resource-Policy among them. */
function expectSecurityHeaders(answer: RawAnswer, what: string) {
  for (const [name, value] of Object.entries(commonHeaders))
    expect(answer.headers[name.toLowerCase()], `${what}: ${name}`).toBe(value);
  expect(answer.headers["content-security-policy"], what).toBeTruthy();
}

describe("the server under hostile requests", () => {
  it("keeps //path on the site: redirected to /path, never to a host named by the path (L1)", async () => {
    const { port } = await listening();
    for (const target of ["//about/", "///about/", "/%2F%2Fabout/", "/%2fabout/", "//about"]) {
      const answer = await raw(port, get(target));
      expect(answer.status, target).toBe(301);
      expect(answer.headers.location, target).toBe("/about");
    }
    expect((await raw(port, get("//nowhere/"))).status).toBe(404);
  });

  it("answers GET and HEAD on the message endpoint with 405 and Allow: POST (I3)", async () => {
    const { port } = await listening();
    for (const method of ["GET", "HEAD"]) {
      const answer = await raw(port, `${method} ${sendPath} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
      expect(answer.status, method).toBe(405);
      expect(answer.headers.allow, method).toBe("POST");
    }
  });

  it("sends the security headers and Cross-Origin-Resource-Policy on every answer, Node's early refusals included (L6, L7)", async () => {
    const { port } = await listening();
    expect(commonHeaders["Cross-Origin-Resource-Policy"]).toBe("same-origin");
    const answers = {
      page: await raw(port, get("/about")),
      "missing page": await raw(port, get("/nowhere")),
      "wrong method": await raw(port, `DELETE /about HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`),
      "malformed request line": await raw(port, "GARBAGE\r\n\r\n"),
      "header over the size limit": await raw(port, get("/", `Host: 127.0.0.1\r\nX-Big: ${"a".repeat(20_000)}\r\n`)),
      "body that is not JSON": await raw(
        port,
        `POST ${sendPath} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 5\r\nConnection: close\r\n\r\n{nope`,
      ),
    };
    expect(Object.fromEntries(Object.entries(answers).map(([what, answer]) => [what, answer.status]))).toEqual({
      page: 200,
      "missing page": 404,
      "wrong method": 405,
      "malformed request line": 400,
      "header over the size limit": 431,
      "body that is not JSON": 400,
    });
    for (const [what, answer] of Object.entries(answers)) expectSecurityHeaders(answer, what);
    expect(answers["malformed request line"].body).toBe("Bad Request\n");
    expect(answers["body that is not JSON"].body).toBe("The request body must be JSON");
  });

  it("closes a request whose body trickles in past the request timeout (M3)", async () => {
    const { port } = await listening({ requestTimeoutMs: 500 });
    const started = Date.now();
    const answer = await raw(
      port,
      `POST ${sendPath} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 32000\r\n\r\n{`,
      5_000,
    );
    expect(answer.closed).toBe(true);
    expect(answer.status).toBe(408);
    expect(Date.now() - started).toBeLessThan(3_000);
    expectSecurityHeaders(answer, "408");
  });

  it("shuts down within a few seconds while a slow body holds a connection (M3)", async () => {
    const { app, port } = await listening();
    const socket = connect(port, "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    socket.on("error", () => {});
    socket.write(
      `POST ${sendPath} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 32000\r\n\r\n{`,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    await app.close();
    expect(Date.now() - started).toBeLessThan(5_000);
    socket.destroy();
  });

  it("logs every 5xx on one line, whatever LOG says, and tells the visitor no more than the status (I7)", async () => {
    const lines: string[] = [];
    vi.spyOn(console, "error").mockImplementation((line: string) => void lines.push(line));
    const { port } = await listening({
      extend: (app) =>
        app.get("/a-route-that-fails", async () => {
          throw new Error("the disk went away");
        }),
    });
    const answer = await raw(port, get("/a-route-that-fails"));
    expect(answer.status).toBe(500);
    expect(answer.body).toBe("Internal Server Error");
    expectSecurityHeaders(answer, "500");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\S+Z answered 500 to GET \/a-route-that-fails: the disk went away$/);
  });
});
