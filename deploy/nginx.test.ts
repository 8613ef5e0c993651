import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, it } from "vitest";

/*
 * The deployment recipe, checked by Debian's nginx as a deployer would (`nginx -t`), inside the
 * http block of a main configuration of the test's own. scripts/test-all.sh installs nginx and
 * the brotli module the recipe names when they are missing.
 */

const recipe = path.resolve(import.meta.dirname, "nginx.conf");
const brotliModule = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function nginxTest(withBrotli: boolean) {
  const dir = mkdtempSync(path.join(tmpdir(), "nginx-"));
  dirs.push(dir);
  const main = path.join(dir, "nginx.conf");
  writeFileSync(
    main,
    [
      withBrotli ? `load_module ${brotliModule};` : "",
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log;`,
      "events {}",
      "http {",
      `  access_log off;`,
      `  include ${recipe};`,
      "}",
    ].join("\n"),
  );
  const result = spawnSync("/usr/sbin/nginx", ["-t", "-p", dir, "-c", main], { encoding: "utf8" });
  if (result.error)
    throw new Error(`nginx is not installed (${result.error.message}); scripts/test-all.sh installs it`);
  return { status: result.status, output: result.stderr };
}

it("nginx accepts deploy/nginx.conf with the brotli module it says it needs", () => {
  const { status, output } = nginxTest(true);
  expect(output).toContain("syntax is ok");
  expect(output).toContain("test is successful");
  expect(status).toBe(0);
});

it("without that module nginx refuses the recipe, so the check above is a real one", () => {
  const { status, output } = nginxTest(false);
  expect(status).not.toBe(0);
  expect(output).toContain('unknown directive "brotli_static"');
});
