import { spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * Debian's nginx in the foreground, in `dir`, listening on `port` with one server block that
 * includes `recipe` (a deploy/ file as a deployer adds it): for tests of the deploy recipes.
 * Resolves once `ready` says the server answers; returns the function that stops it.
 */
export async function startNginx(
  dir: string,
  { port, serverName, recipe }: { port: number; serverName: string; recipe: string },
  ready: (origin: string) => Promise<boolean>,
): Promise<() => void> {
  writeFileSync(path.join(dir, "recipe.conf"), recipe);
  const main = path.join(dir, "nginx.conf");
  writeFileSync(
    main,
    [
      "daemon off;",
      "master_process off;",
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log;`,
      "events {}",
      "http {",
      "  access_log off;",
      ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((t) => `  ${t}_temp_path ${dir}/${t};`),
      "  server {",
      `    listen 127.0.0.1:${port};`,
      `    server_name ${serverName};`,
      `    include ${dir}/recipe.conf;`,
      "  }",
      "}",
    ].join("\n"),
  );
  const nginx = spawn("/usr/sbin/nginx", ["-p", dir, "-c", main], { stdio: "ignore" });
  const origin = `http://127.0.0.1:${port}`;
  for (let tries = 0; !(await ready(origin).catch(() => false)); tries++) {
    if (tries === 50) {
      nginx.kill();
      throw new Error(`nginx did not start: ${readFileSync(path.join(dir, "error.log"), "utf8")}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return () => nginx.kill();
}
