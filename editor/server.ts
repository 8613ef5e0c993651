import { spawn, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import fastifyStatic from "@fastify/static";
import Fastify from "fastify";
import YAML from "yaml";
import { editorConfig } from "./config";
import { decapDist, installOrExit } from "./install-decap";
import { publish, update, type Publishing } from "./publish";
import { readEntry, save, type DataFile } from "./save";

/*
 * `npm run edit`: the office's editor on this machine. Decap CMS runs in the browser at /admin/
 * and reads and saves through this server, in the API of Decap's local "proxy" backend: it hands
 * out only the files the catalog names, and saves only what passes the save check (save.ts).
 * Beside it, `astro dev` shows the site as the edits change it. EDIT_ROOT names another copy of
 * the site to edit (the editor's browser test edits one).
 */

const here = path.dirname(fileURLToPath(import.meta.url));

const page = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Site editor</title>
    <link href="/admin/config.yml" type="text/yaml" rel="cms-config-url" />
  </head>
  <body>
    <script src="/admin/decap/decap-cms.js"></script>
  </body>
</html>
`;

interface Request {
  action?: string;
  params?: { path?: string; files?: { path: string; label?: string }[]; dataFiles?: DataFile[]; entry?: DataFile };
}

export interface EditorSettings {
  root: string;
  port: number;
  host: string;
  /** Where `astro dev` serves the edited site; undefined starts none. */
  sitePort?: number;
  /** In production, each save is committed (and pushed); locally, files are only written. */
  publishing?: Publishing;
}

export async function startEditor({ root, port, host, sitePort, publishing }: EditorSettings) {
  const app = Fastify({ bodyLimit: 10 * 1024 * 1024 });
  let siteSaw = async (written: string[]) => void written;
  let saves: Promise<unknown> = Promise.resolve();
  await app.register(fastifyStatic, { root: decapDist, prefix: "/admin/decap/" });
  app.get("/", (_req, reply) => reply.redirect("/admin/"));
  app.get("/admin/", (_req, reply) => reply.type("text/html").send(page));
  app.get("/admin/config.yml", (_req, reply) => {
    const config = editorConfig({ root, backend: { name: "proxy", proxy_url: "/api/v1", branch: "main" } });
    const site = sitePort ? { site_url: `http://${host}:${sitePort}` } : {};
    return reply.type("text/yaml").send(YAML.stringify({ ...config, ...site }));
  });
  const entry = async (file: string, label?: string) => {
    const data = await readEntry(root, file);
    const id = data === undefined ? null : createHash("sha256").update(data).digest("hex");
    return { data: data ?? null, file: { path: file, label, id } };
  };
  app.post<{ Body: Request }>("/api/v1", async (req, reply) => {
    const { action, params = {} } = req.body ?? {};
    switch (action) {
      case "info":
        return { repo: path.basename(root), publish_modes: ["simple"], type: "local_fs" };
      case "entriesByFiles":
        return Promise.all((params.files ?? []).map((file) => entry(file.path, file.label)));
      case "getEntry":
        return entry(params.path ?? "");
      case "getMedia":
        return [];
      case "getDeployPreview":
        return null;
      case "persistEntry": {
        const files = params.dataFiles ?? (params.entry ? [params.entry] : []);
        // One save at a time: each is checked against, and committed on top of, the one before.
        const saving = saves.then(async () => {
          if (publishing) await update(root, publishing);
          const result = await save(root, files);
          if (publishing && "written" in result) {
            // nginx names the signed-in person (deploy/nginx-editor.conf).
            const person = String(req.headers["x-remote-user"] ?? "");
            await publish(root, result.written, person, files.map((f) => f.path).join(", "), publishing);
          }
          return result;
        });
        saves = saving.catch(() => undefined);
        const result = await saving.catch((error: unknown) => {
          req.log.error(error);
          return { failed: "The edit could not be published: reload the editor and save again." };
        });
        if ("failed" in result) return reply.code(503).send({ error: result.failed });
        if ("refused" in result) return reply.code(422).send({ error: `Not saved. ${result.refused.join(" ")}` });
        await siteSaw(result.written);
        return { message: "entry persisted" };
      }
      default:
        // Pages and facts are never created, deleted or renamed here, and the site takes no uploads.
        return reply.code(422).send({ error: `The editor changes words and figures only (${String(action)}).` });
    }
  });
  await app.listen({ port, host });
  let site: ChildProcess | undefined;
  const startSite = () => {
    if (!sitePort) return;
    const astro = path.join(here, "../node_modules/astro/bin/astro.mjs");
    site = spawn(process.execPath, [astro, "dev", "--host", host, "--port", String(sitePort), "--root", root], {
      stdio: "inherit",
    });
  };
  /*
   * A facts file is compiled into the pages, and `astro dev` restarts itself when one changes; but
   * after that restart Astro 7's content layer no longer sees the copy files change (it keeps the
   * file watcher the restart closed). So the first copy file saved after a fact starts the site
   * afresh, which reads every file again.
   */
  let factsChanged = false;
  siteSaw = async (written) => {
    if (written.some((file) => file.startsWith("app/data/"))) factsChanged = true;
    else if (site && factsChanged && written.length > 0) {
      factsChanged = false;
      const stopped = new Promise((resolve) => site!.once("exit", resolve));
      site.kill();
      await stopped;
      startSite();
    }
  };
  startSite();
  return {
    url: `http://${host}:${port}/admin/`,
    stop: async () => {
      site?.kill();
      await app.close();
    },
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  await installOrExit();
  const host = "127.0.0.1";
  const sitePort = process.env.EDIT_SITE === "off" ? undefined : Number(process.env.EDIT_SITE_PORT ?? 4321);
  // EDIT_GIT=commit commits each save; EDIT_GIT=push pushes it too, to EDIT_PUSH ("origin main").
  const [remote = "origin", branch = "main"] = (process.env.EDIT_PUSH ?? "").split(" ").filter(Boolean);
  const git = process.env.EDIT_GIT;
  const editor = await startEditor({
    root: path.resolve(process.env.EDIT_ROOT ?? path.join(here, "..")),
    port: Number(process.env.EDIT_PORT ?? 8080),
    host,
    sitePort,
    publishing: git === "push" ? { push: { remote, branch } } : git === "commit" ? {} : undefined,
  });
  console.log(`The editor: ${editor.url}${sitePort ? `  The site as you edit it: http://${host}:${sitePort}/` : ""}`);
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => void editor.stop());
}
