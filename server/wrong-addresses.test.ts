import { siteUrlSetting } from "../app/config/site-config";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fakeBuild } from "../tests/fake-build";
import { createServer } from "./app";

/* The addresses visitors type wrong (review of the visitors, 2026-11-28, L9) lead to the page they mean. */

let build: string;
let app: Awaited<ReturnType<typeof createServer>>;
beforeAll(async () => {
  build = await fakeBuild();
  for (const page of ["form-2290", "checkup", "ru/checkup", "ru/form-2290", "irp-addition", "irpaddition-x"]) {
    await mkdir(path.join(build, "client", page), { recursive: true });
    await writeFile(path.join(build, "client", page, "index.html"), `<!doctype html><title>${page}</title>`);
  }
  app = await createServer({ root: path.join(build, "client"), dataDir: null, siteUrl: siteUrlSetting({}) });
});
afterAll(async () => {
  await app.close();
  await rm(build, { recursive: true, force: true });
});

describe("a mistyped address", () => {
  it.each([
    ["/checkup/", "/checkup"],
    ["/Form-2290", "/form-2290"],
    ["/form2290", "/form-2290"],
    ["/FORM2290/", "/form-2290"],
    ["/ru/form2290", "/ru/form-2290"],
    ["/RU/checkup", "/ru/checkup"],
    ["/en/checkup", "/checkup"],
    ["/en", "/"],
    ["/en/", "/"],
    ["/index.html", "/"],
    ["/ru/checkup/index.html", "/ru/checkup"],
  ])("%s goes to %s with a 301", async (typed, page) => {
    const answer = await app.inject({ url: typed });
    expect(answer.statusCode, typed).toBe(301);
    expect(answer.headers.location, typed).toBe(page);
  });

  it("leads nowhere it would have to guess, nor off the pages", async () => {
    expect((await app.inject({ url: "/form-2291" })).statusCode).toBe(404);
    expect((await app.inject({ url: "/english/checkup" })).statusCode).toBe(404);
    expect((await app.inject({ url: "/checkup" })).statusCode).toBe(200);
  });
});
