import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyInstance, type FastifyReply } from "fastify";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { createServer as createHttpServer, STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import path from "node:path";
import { registerCalendarFeed } from "./calendar-feed.ts";
import type { MailSettings } from "./config.ts";
import { createDeliverer } from "./delivery.ts";
import { registerEmailSink, sendPath } from "./email-sink.ts";
import { registerHealthCheck } from "./health.ts";
import { logProblem } from "./log.ts";
import { createSmtpSender } from "./mail.ts";
import { createMessageStore } from "./message-store.ts";
import { defaultLocale, splitLocale, translatedLocales } from "../app/i18n/locales.ts";
import { commonHeaders, type PagePolicies } from "./security-headers.ts";

export interface ServerOptions {
  /** The built site: build/client. */
  root: string;
  /** The site's public address (SITE_URL, as the build had it): what the calendar feed links to. */
  siteUrl: string;
  /** Where the embedded email sink stores messages (<dataDir>/messages/); null turns the sink off. */
  dataDir: string | null;
  /** Where stored messages are forwarded; null keeps them on disk only. */
  mail?: MailSettings | null;
  /** Accepted messages per minute per client address (default 5). */
  messageRateLimit?: number;
  /** Fastify's trustProxy: which proxies may name the client address. */
  trustProxy?: false | string[];
  logger?: boolean;
  /** The current time for what depends on the date (the calendar feed); tests pass another day's. */
  clock?: () => Date;
  /** Tests shorten requestTimeoutMs. */
  requestTimeoutMs?: number;
}

/** The not-found page of each language (the build-output integration puts them there); only ever sent with status 404. */
const notFoundFiles = ["404.html", ...translatedLocales.map((locale) => `${locale}/404.html`)];

/** An unknown path under /ru/ gets the Russian not-found page, and so on; anything else the English one. */
function notFoundFileFor(pathname: string): string {
  const { locale } = splitLocale(pathname);
  return locale === defaultLocale ? "404.html" : `${locale}/404.html`;
}
const compressedSuffixes = [".br", ".gz"];

/**
 * Lists every servable file once at start-up. Requests are answered only from this list,
 * so no request path, however encoded, can reach a file outside the built site.
 */
function listFiles(root: string): Set<string> {
  const files = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith(".") || entry.name === "_headers" || entry.name === "_redirects") continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (!compressedSuffixes.some((s) => entry.name.endsWith(s))) {
        files.add(path.relative(root, full).split(path.sep).join("/"));
      }
    }
  };
  walk(root);
  return files;
}

/** Maps a URL path to a file of the site: "/about" → "about/index.html". */
export function resolveFile(files: Set<string>, pathname: string): string | undefined {
  const rel = pathname.replace(/^\/+/, "");
  if (rel === "") return files.has("index.html") ? "index.html" : undefined;
  if (files.has(rel) && !rel.endsWith("/index.html") && rel !== "index.html") return rel;
  const index = `${rel.replace(/\/$/, "")}/index.html`;
  if (files.has(index) && !rel.endsWith("/")) return index;
  return undefined;
}

/**
 * How long a request may take from its first byte to its last. The longest message the form
 * allows (5,000 Cyrillic letters, 10 KB of JSON) took 1.6 s sent at 50 kbit/s and 10 s at
 * 8 kbit/s (curl --limit-rate, 2026-11-28). Past this, a body sent a byte at a time no longer
 * holds its connection (review of 2026-11-28, M3).
 */
export const requestTimeoutMs = 30_000;

/** How long a shutdown waits for requests under way before it closes every connection left. */
export const closeGraceMs = 3_000;

/**
 * Node's own answer to a request its parser refuses (a malformed request line or header, headers
 * over the size limit, a timeout), which never reaches Fastify: the same security headers as
 * every other answer, and a one-line reason.
 */
function answerClientError(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const [status, reason] =
    error.code === "ERR_HTTP_REQUEST_TIMEOUT"
      ? [408, "Request Timeout"]
      : error.code === "HPE_HEADER_OVERFLOW"
        ? [431, "Request Header Fields Too Large"]
        : [400, "Bad Request"];
  const body = `${reason}\n`;
  const headers = {
    ...commonHeaders,
    "Content-Security-Policy": fallbackPolicy,
    "Content-Type": "text/plain; charset=utf-8",
    "Content-Length": String(Buffer.byteLength(body)),
    Connection: "close",
  };
  if (socket.writable) {
    const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.write(`HTTP/1.1 ${status} ${reason}\r\n${lines.join("")}\r\n${body}`);
  }
  socket.destroy(error);
}

/** The policy of an answer that is not a page: it loads nothing. */
const fallbackPolicy = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** How a visitor may mistype a page's address: any case, with or without its hyphens and a trailing slash. */
const looseKey = (pathname: string) => pathname.toLowerCase().replace(/-/g, "").replace(/\/+$/, "") || "/";

/**
 * The pages by the loose form of their address, for the addresses visitors type wrong
 * (/Form-2290, /form2290, /RU/checkup, /en/checkup, /index.html); two pages alike that way
 * are left out, so a redirect never guesses between them.
 */
function pagesByLooseKey(files: Set<string>): Map<string, string> {
  const pages = new Map<string, string | null>();
  for (const file of files) {
    if (!file.endsWith("index.html")) continue;
    const page = `/${file.replace(/\/?index\.html$/, "")}`;
    const key = looseKey(page);
    pages.set(key, pages.has(key) ? null : page);
  }
  return new Map([...pages].filter((entry): entry is [string, string] => entry[1] !== null));
}

/** The page a mistyped address means, if exactly one: the /en prefix, a file name and case dropped. */
export function correctedPage(pages: Map<string, string>, pathname: string): string | undefined {
  const withoutEnglish = pathname.replace(/^\/en(?=\/|$)/i, "") || "/";
  return pages.get(looseKey(withoutEnglish.replace(/\/index\.html$/i, "")));
}

function cacheControlFor(file: string): string {
  // Hashed file names change with their content, so they can be kept for a year.
  if (file.startsWith("_astro/")) return "public, max-age=31536000, immutable";
  if (file.endsWith(".html")) return "no-cache";
  return "public, max-age=3600";
}

export async function createServer(options: ServerOptions): Promise<FastifyInstance> {
  const root = path.resolve(options.root);
  for (const file of notFoundFiles) statSync(path.join(root, file));
  const files = listFiles(root);
  const pages = pagesByLooseKey(files);
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 256 * 1024,
    // Long URLs are answered (with 404), not rejected at the parser.
    routerOptions: { maxParamLength: 16 * 1024 },
    return503OnClosing: true,
    trustProxy: options.trustProxy ?? false,
    // Node's own server, made here because Fastify passes on neither setting: Node looks for
    // requests past their time every 30 s by default, which would let one live a minute.
    serverFactory: (handler) =>
      createHttpServer(
        {
          requestTimeout: options.requestTimeoutMs ?? requestTimeoutMs,
          connectionsCheckingInterval: 1_000,
          keepAliveTimeout: 72_000,
        },
        handler,
      ),
    clientErrorHandler: answerClientError,
  });

  // A shutdown lets requests under way finish, then closes what is left: a client that keeps a
  // connection open must not hold the process past systemd's stop timeout.
  app.addHook("preClose", (done) => {
    setTimeout(() => app.server.closeAllConnections(), closeGraceMs).unref();
    done();
  });

  // Every 5xx is something the office must hear about: one line, whatever LOG says.
  app.addHook("onResponse", async (request, reply) => {
    if (reply.statusCode < 500 || request.problemLogged) return;
    const cause = request.failure ? `: ${request.failure.message}` : "";
    console.error(
      `${new Date().toISOString()} answered ${reply.statusCode} to ${request.method} ${request.url.slice(0, 200)}${cause}`,
    );
  });
  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own refusals (a body that is not JSON, an unknown content type): their reason, on one line.
      const reason = error.message.replace(/\s+/g, " ").slice(0, 200);
      return reply
        .code(status)
        .type("text/plain; charset=utf-8")
        .send(`${STATUS_CODES[status] ?? "Bad Request"}: ${reason}`);
    }
    request.failure = error;
    return reply.code(500).type("text/plain; charset=utf-8").send("Internal Server Error");
  });

  await app.register(fastifyStatic, {
    root,
    serve: false,
    preCompressed: true,
    cacheControl: false,
    // A page revalidates by its ETag. Last-Modified and Accept-Ranges would only add 70 bytes to
    // each answer, whose first round trip holds about 14.6 KB, headers included (issue 26).
    lastModified: false,
    acceptRanges: false,
    etag: true,
    dotfiles: "deny",
    index: false,
  });

  // Each page's policy allows exactly its own inline scripts; the build computed them.
  const policies = JSON.parse(readFileSync(path.join(root, "..", "page-policies.json"), "utf8")) as PagePolicies;
  app.addHook("onSend", async (_request, reply) => {
    for (const [name, value] of Object.entries(commonHeaders)) reply.header(name, value);
    if (!reply.hasHeader("Content-Security-Policy")) reply.header("Content-Security-Policy", fallbackPolicy);
  });

  function sendSiteFile(reply: FastifyReply, file: string, status = 200) {
    const policy = policies[file];
    if (policy) reply.header("Content-Security-Policy", policy);
    reply.header("Cache-Control", status === 200 ? cacheControlFor(file) : "no-cache");
    // Text files have .br and .gz twins; caches must key on the encoding asked for.
    reply.header("Vary", "Accept-Encoding");
    return reply.code(status).sendFile(file);
  }

  function notFound(reply: FastifyReply, pathname = "/") {
    return sendSiteFile(reply, notFoundFileFor(pathname), 404);
  }

  const store = options.dataDir ? createMessageStore(options.dataDir) : null;
  const deliverer =
    store && options.mail
      ? createDeliverer({ store, send: createSmtpSender(options.mail), log: (error, text) => logProblem(text, error) })
      : null;
  if (store) {
    const leftovers = await store.removeTemporaryFiles();
    if (leftovers > 0)
      console.log(`Removed ${leftovers} temporary files left in the message store by an interrupted write`);
    const { imported, unreadable } = await store.importLegacy();
    if (imported + unreadable > 0) {
      console.log(
        `Imported ${imported} messages from messages.jsonl (${unreadable} unreadable lines left in messages.jsonl.imported)`,
      );
    }
    await registerEmailSink(app, { store, deliverer, rateLimit: options.messageRateLimit ?? 5 });
  }
  if (deliverer) {
    app.addHook("onReady", () => deliverer.start());
    app.addHook("onClose", () => deliverer.close());
  }
  registerHealthCheck(app, { indexFile: path.join(root, "index.html"), store, deliverer });
  await registerCalendarFeed(app, { siteUrl: options.siteUrl, ...(options.clock ? { clock: options.clock } : {}) });

  app.route({
    method: ["GET", "HEAD"],
    url: "/*",
    handler: async (request, reply) => {
      const rawPath = request.url.split("?")[0] ?? "/";
      let pathname: string;
      try {
        pathname = decodeURIComponent(rawPath);
      } catch {
        return reply.code(400).type("text/plain; charset=utf-8").send("Bad Request: malformed URL encoding");
      }
      if (pathname.includes("\0")) {
        return reply.code(400).type("text/plain; charset=utf-8").send("Bad Request: a NUL character in the path");
      }
      // "//about" would be a second address of /about, and "//about/" redirected as written
      // would send the browser to the host "about" (review of 2026-11-28, L1).
      if (/^\/{2,}/.test(pathname)) {
        const single = `/${pathname.replace(/^\/+/, "").replace(/\/+$/, "")}`;
        return resolveFile(files, single) ? reply.redirect(encodeURI(single), 301) : notFound(reply, single);
      }
      // The not-found pages are never pages of their own.
      if (/^(\/[a-z]{2})?\/404(\.html|\/)?$/.test(pathname)) return notFound(reply, pathname);
      const file = resolveFile(files, pathname);
      if (file) return sendSiteFile(reply, file);
      // "/about/", "/About", "/form2290", "/en/checkup" → the page's one URL.
      const page = correctedPage(pages, pathname);
      if (page && page !== pathname) return reply.redirect(encodeURI(page), 301);
      return notFound(reply, pathname);
    },
  });

  if (store) {
    // The endpoint takes POST only; a GET or HEAD there is a mistake to name, not a missing page.
    app.route({
      method: ["GET", "HEAD"],
      url: sendPath,
      handler: (_request, reply) =>
        reply.code(405).header("Allow", "POST").type("text/plain; charset=utf-8").send("Method Not Allowed: use POST"),
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const allowed = request.url.startsWith(sendPath) && options.dataDir ? "POST" : "GET, HEAD";
    return reply.code(405).header("Allow", allowed).type("text/plain; charset=utf-8").send("Method Not Allowed");
  });

  return app;
}

declare module "fastify" {
  interface FastifyRequest {
    /** The error behind a 500, for its log line. */
    failure?: Error;
    /** Set where a 5xx has been logged with its own words already. */
    problemLogged?: boolean;
  }
}
