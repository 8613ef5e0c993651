import { siteUrlSetting } from "../app/config/site-config";
import type { FastifyInstance } from "fastify";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
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
    siteUrl: siteUrlSetting({}),
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

/** A request as bytes on the wire; `Host` and `Connection: close` are added unless the case sets its own head. */
const post = (body: string, contentType = "application/json") =>
  `POST ${sendPath} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${contentType}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`;
const valid = {
  lib_version: "4.4.1",
  user_id: "k",
  service_id: "s",
  template_id: "t",
  template_params: { name: "Fuzz", email: "fuzz@example.com", phone: "", service: "Other", message: "fuzz" },
};
const feed =
  "/calendar.ics?hire=yes&broker=no&interstate=yes&leaves=yes&weight=80000&axles=5&trailer=yes&states=KY,NY&new=no&employees=no&trucks=1&dot=1234513";

/*
 * The review's fuzz cases, by kind (its "Details by area", section 1): each gets an answer below
 * 500, or, where HTTP has no answer to give (CONNECT), a closed connection.
 */
const fuzz: [string, string][] = [
  // The message endpoint's bodies.
  ["JSON cut short", post('{"lib_version":')],
  ["a BOM before the JSON", post(`\uFEFF${JSON.stringify(valid)}`)],
  ["duplicate keys", post('{"user_id":"a","user_id":"b"}')],
  ["an array body", post("[1,2,3]")],
  ["a string body", post('"text"')],
  ["null", post("null")],
  ["deeply nested arrays", post(`${"[".repeat(16_000)}${"]".repeat(16_000)}`)],
  ["__proto__ keys", post('{"__proto__":{"polluted":true},"user_id":"k"}')],
  ["constructor.prototype keys", post('{"constructor":{"prototype":{"polluted":true}}}')],
  [
    "numbers where strings belong",
    post(JSON.stringify({ ...valid, template_params: { ...valid.template_params, name: 5 } })),
  ],
  ["text/plain", post(JSON.stringify(valid), "text/plain")],
  ["a form", post("name=a&email=b", "application/x-www-form-urlencoded")],
  ["+json", post(JSON.stringify(valid), "application/vnd.api+json")],
  ["a charset in capitals", post(JSON.stringify(valid), "Application/JSON; Charset=UTF-8")],
  ["a body one byte over 32 KB", post(JSON.stringify({ ...valid, pad: "x".repeat(32 * 1024) }))],
  [
    "an announced 10 GB",
    `POST ${sendPath} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 10737418240\r\nConnection: close\r\n\r\n{`,
  ],
  [
    "two Content-Lengths",
    `POST ${sendPath} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 2\r\nContent-Length: 3\r\nConnection: close\r\n\r\n{}`,
  ],
  [
    "Content-Length with chunked",
    `POST ${sendPath} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n0\r\n\r\n`,
  ],
  [
    "a bad chunk size",
    `POST ${sendPath} HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\nzz\r\n{}\r\n0\r\n\r\n`,
  ],
  ["the endpoint spelled with an escape", post(JSON.stringify(valid)).replace(sendPath, "/api/v1.0/email/%73end")],
  // Methods.
  ...["PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "PROPFIND", "FOO", "post"].map((method): [string, string] => [
    `${method} on the endpoint`,
    `${method} ${sendPath} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`,
  ]),
  ["CONNECT", "CONNECT 127.0.0.1:22 HTTP/1.1\r\nHost: 127.0.0.1:22\r\n\r\n"],
  // The calendar feed.
  ["the feed with no language", get(feed)],
  ["the feed with escaped names", get(`${feed}&%6c%61%6e%67=ru`)],
  ["the feed with a NUL", get(`${feed}&lang=en%00`)],
  ["the feed with a lone surrogate", get(`${feed}&lang=%ED%A0%80`)],
  ["the feed with CRLF in a value", get(`${feed.replace("KY,NY", "KY%0D%0ANY")}&lang=en`)],
  ["the feed with a 16-digit weight", get(`${feed.replace("80000", "9".repeat(16))}&lang=en`)],
  ["the feed with the first month 0000-01", get(`${feed}&first=0000-01&lang=en`)],
  ["the feed with a 16 KB query", get(`${feed}&lang=en&x=${"a".repeat(16 * 1024)}`)],
  ["the feed under a Host with a space", get(`${feed}&lang=en`, "Host: a b\r\n")],
  ["the feed under an empty Host", get(`${feed}&lang=en`, "Host:\r\n")],
  ["the feed over HTTP/1.0 with no Host", `GET ${feed}&lang=en HTTP/1.0\r\n\r\n`],
  ["the feed under a Host with a bad port", get(`${feed}&lang=en`, "Host: example.com:99999\r\n")],
  ["the feed under raw UTF-8 in Host", get(`${feed}&lang=en`, "Host: \xd0\xb4\xd0\xb0\r\n")],
  // The filing-deadline list's calendar file.
  ["the deadline file with a NUL in a state", get("/filing-deadlines.ics?lang=en&states=IL%00")],
  ["the deadline file with a lone surrogate", get("/filing-deadlines.ics?lang=en&filings=%ED%A0%80")],
  ["the deadline file with 5,000 commas", get(`/filing-deadlines.ics?lang=en&states=${",".repeat(5000)}`)],
  ["the deadline file with escaped names", get("/filing-deadlines.ics?%6c%61%6e%67=ru&%73tates=IL")],
  // Static files and paths.
  ["dot-dot", get("/../../etc/passwd")],
  ["escaped dot-dot", get("/%2e%2e/%2e%2e/etc/passwd")],
  ["double-escaped dot-dot", get("/%252e%252e/etc/passwd")],
  ["a backslash", get("/..%5c..%5cetc%5cpasswd")],
  ["overlong UTF-8 dots", get("/%c0%ae%c0%ae/etc/passwd")],
  ["a NUL in the path", get("/about%00.html")],
  ["a broken escape", get("/%E0%A4%A")],
  ["a dotfile", get("/.env")],
  ["the headers file", get("/_headers")],
  ["a compressed twin", get("/index.html.br")],
  ["//about/", get("//about/")],
  ["a Range", get("/about", "Host: 127.0.0.1\r\nRange: bytes=0-10\r\n")],
  ["If-Match", get("/about", 'Host: 127.0.0.1\r\nIf-Match: "x"\r\n')],
  // The protocol.
  [
    "3,000 headers",
    get("/", `Host: 127.0.0.1\r\n${Array.from({ length: 3_000 }, (_, i) => `X-H${i}: v\r\n`).join("")}`),
  ],
  ["an obs-fold header", get("/", "Host: 127.0.0.1\r\nX-Folded: a\r\n b\r\n")],
  ["bare LFs", "GET / HTTP/1.1\nHost: 127.0.0.1\nConnection: close\n\n"],
  ["HTTP/1.2", "GET / HTTP/1.2\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"],
  ["an HTTP/2 preface", "PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n"],
  ["TLS bytes", "\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03"],
];

describe("the review's fuzz cases", () => {
  let port = 0;
  // One server for the whole table, kept from the per-test cleanup.
  const own: typeof cleanups = [];
  beforeAll(async () => {
    ({ port } = await listening());
    own.push(...cleanups.splice(0));
  });
  afterAll(async () => {
    for (const cleanup of own.reverse()) await cleanup();
  });

  it.each(fuzz)("%s: an answer below 500", async (name, request) => {
    const answer = await raw(port, request);
    if (name === "CONNECT") expect(answer.closed).toBe(true);
    else {
      expect(answer.status, name).toBeGreaterThanOrEqual(200);
      expect(answer.status, name).toBeLessThan(500);
    }
  });
});
