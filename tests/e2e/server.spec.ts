import { request as httpRequest } from "node:http";
import { gunzipSync, brotliDecompressSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import autocannon from "autocannon";
import { ports } from "./ports";

/* The production server (`npm start`) answered with raw HTTP, exactly as sent. */

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function raw(method: string, path: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port: ports.site, method, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

test("pages are HTML, not cached, and sent compressed when the browser accepts it", async () => {
  const plain = await raw("GET", "/ifta-quarterly");
  expect(plain.status).toBe(200);
  expect(plain.headers["content-type"]).toBe("text/html; charset=utf-8");
  expect(plain.headers["cache-control"]).toBe("no-cache");
  const html = plain.body.toString("utf8");
  expect(html).toContain("<h1");

  const br = await raw("GET", "/ifta-quarterly", { "Accept-Encoding": "br, gzip" });
  expect(br.headers["content-encoding"]).toBe("br");
  expect(brotliDecompressSync(br.body).toString("utf8")).toBe(html);
  const gz = await raw("GET", "/ifta-quarterly", { "Accept-Encoding": "gzip" });
  expect(gz.headers["content-encoding"]).toBe("gzip");
  expect(gunzipSync(gz.body).toString("utf8")).toBe(html);
  expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
});

test("a page revalidates by its ETag alone: 304 when unchanged, no Last-Modified or Accept-Ranges", async () => {
  const first = await raw("GET", "/ifta-quarterly", { "Accept-Encoding": "br" });
  const etag = String(first.headers.etag);
  expect(etag).toMatch(/^(W\/)?"[^"]+"$/);
  expect(first.headers["last-modified"]).toBeUndefined();
  expect(first.headers["accept-ranges"]).toBeUndefined();
  const again = await raw("GET", "/ifta-quarterly", { "Accept-Encoding": "br", "If-None-Match": etag });
  expect(again.status).toBe(304);
  expect(again.body.length).toBe(0);
});

test("hashed assets are cached for a year with the right content types", async () => {
  // The contact page's form island names its component and React's renderer by URL.
  const html = (await raw("GET", "/contact")).body.toString("utf8");
  const script = html.match(/component-url="(\/_astro\/[^"]+\.js)"/)?.[1];
  expect(script).toBeTruthy();
  // The rules a page uses travel inside it; the site's stylesheet is a hashed file (decision 0007).
  expect(html).toMatch(/<style>[^<]+<\/style>/);
  const stylesheet = html.match(/<link rel="stylesheet" href="(\/_astro\/[^"]+\.css)"/)?.[1];
  expect(stylesheet).toBeTruthy();
  const css = await raw("GET", stylesheet!);
  expect(css.headers["content-type"]).toMatch(/^text\/css/);
  expect(css.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  const js = await raw("GET", script!);
  expect(js.status).toBe(200);
  expect(js.headers["content-type"]).toMatch(/^(text|application)\/javascript/);
  expect(js.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect((await raw("GET", "/sitemap.xml")).headers["content-type"]).toMatch(/xml/);
  expect((await raw("GET", "/robots.txt")).headers["content-type"]).toMatch(/^text\/plain/);
  expect((await raw("GET", "/favicon.svg")).headers["content-type"]).toMatch(/^image\/svg\+xml/);
});

test("the addresses visitors type wrong lead to the page they mean", async () => {
  for (const [typed, page] of [
    ["/en/checkup", "/checkup"],
    ["/en", "/"],
    ["/RU/checkup", "/ru/checkup"],
    ["/Form-2290", "/form-2290"],
    ["/form2290", "/form-2290"],
    ["/ru/form2290", "/ru/form-2290"],
    ["/index.html", "/"],
    ["/checkup/", "/checkup"],
  ]) {
    const response = await raw("GET", typed!);
    expect(response.status, typed).toBe(301);
    expect(response.headers.location, typed).toBe(page);
  }
});

test("unknown paths get the 404 page with status 404", async () => {
  for (const path of ["/nope", "/irp-addition/extra", "/404", "/404.html", "/_astro/"]) {
    const response = await raw("GET", path);
    expect(response.status, path).toBe(404);
    expect(response.body.toString("utf8"), path).toContain("Page not found");
  }
  // Under /ru/ and /bg/, the language's own not-found page; its files are never pages of their own.
  for (const [path, lang] of [
    ["/ru/nope", "ru"],
    ["/ru/404", "ru"],
    ["/ru/404.html", "ru"],
    ["/bg/irp-addition/extra", "bg"],
    ["/rux", "en"],
  ] as const) {
    const response = await raw("GET", path);
    expect(response.status, path).toBe(404);
    expect(response.body.toString("utf8"), path).toContain(`<html lang="${lang}"`);
  }
});

test("a trailing slash redirects to the page's one URL", async () => {
  const response = await raw("GET", "/about/");
  expect(response.status).toBe(301);
  expect(response.headers.location).toBe("/about");
});

test("path traversal in any encoding never leaks a file", async () => {
  const attempts = [
    "/../../../../etc/passwd",
    "/..%2f..%2f..%2fetc%2fpasswd",
    "/%2e%2e/%2e%2e/etc/passwd",
    "/..%252f..%252fetc%252fpasswd",
    "/%252e%252e/%252e%252e/etc/passwd",
    "/assets/..%2f..%2f..%2fpackage.json",
    "/..\\..\\package.json",
    "/%c0%ae%c0%ae/etc/passwd",
    "/contact%00.html",
    "/.vite/manifest.json",
    "/.env",
    "/about/index.html.br",
  ];
  for (const path of attempts) {
    const response = await raw("GET", path);
    expect([400, 404], path).toContain(response.status);
    const body = response.body.toString("utf8");
    expect(body, path).not.toContain("root:");
    expect(body, path).not.toContain('"devDependencies"');
  }
});

test("malformed percent-encoding and very long URLs are answered, not crashed on", async () => {
  expect((await raw("GET", "/%E0%A4%A")).status).toBe(400);
  expect((await raw("GET", "/%")).status).toBe(400);
  expect((await raw("GET", `/${"a".repeat(10_000)}`)).status).toBe(404);
  expect((await raw("GET", "/")).status).toBe(200);
});

test("other methods get 405 with Allow; HEAD answers like GET without a body", async () => {
  for (const method of ["POST", "PUT", "DELETE", "PATCH", "OPTIONS"]) {
    const response = await raw(method, "/contact");
    expect(response.status, method).toBe(405);
    expect(response.headers.allow, method).toBe("GET, HEAD");
  }
  // The message endpoint takes POST only, and says so.
  const email = await raw("GET", "/api/v1.0/email/send");
  expect(email.status).toBe(405);
  expect(email.headers.allow).toBe("POST");
  const head = await raw("HEAD", "/contact");
  expect(head.status).toBe(200);
  expect(head.body.length).toBe(0);
  expect(head.headers["content-type"]).toBe("text/html; charset=utf-8");
});

test("a bounded load on loopback gets only successful answers", async () => {
  test.setTimeout(60_000);
  // The calendar feed is worked out at each request; it must hold up like a page.
  const feed =
    "/calendar.ics?hire=yes&broker=no&interstate=yes&leaves=yes&weight=80000&axles=5&trailer=yes&states=KY,NY&new=no&employees=no&trucks=1&dot=1234513&lang=ru";
  const paths = ["/", "/contact", "/ucr-registration", "/irp-new-registration", "/sitemap.xml", "/favicon.svg", feed];
  let next = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${ports.site}`,
    connections: 50,
    duration: 5,
    headers: { "accept-encoding": "br, gzip" },
    requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] ?? "/" }) }],
  });
  expect(result.errors).toBe(0);
  expect(result.timeouts).toBe(0);
  expect(result.non2xx).toBe(0);
  expect(result.requests.total).toBeGreaterThan(1000);
});
