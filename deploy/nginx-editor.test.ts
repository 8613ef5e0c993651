import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { hoursSchema } from "../app/data/schemas";
import { startEditor } from "../editor/server";
import { startNginx } from "../tests/nginx";
import { freePort } from "../tests/smtp-capture";

/*
 * The office's editor as production runs it (deploy/trucking-editor.service, deploy/nginx-editor.conf):
 * behind Debian's nginx, which signs people in, over a clone of the site that pushes each accepted
 * save to its origin (here a bare repository standing for the git host). GitHub, TLS and the deploy
 * workflow's run are not here: README, "For the office".
 */

const dir = mkdtempSync(path.join(tmpdir(), "editor-production-"));
const origin = path.join(dir, "origin.git");
const clone = path.join(dir, "clone");
const git = (cwd: string, ...args: string[]) => execFileSync("git", ["-C", cwd, ...args], { encoding: "utf8" }).trim();
let url = "";
const stops: (() => unknown)[] = [];

beforeAll(async () => {
  // The site's facts and words, as a repository of their own.
  const seed = path.join(dir, "seed");
  for (const folder of ["app/data", "app/content"]) cpSync(folder, path.join(seed, folder), { recursive: true });
  execFileSync("git", ["init", "--quiet", "--initial-branch=main", seed]);
  git(seed, "add", ".");
  git(seed, "-c", "user.name=dev", "-c", "user.email=dev@localhost", "commit", "--quiet", "-m", "The site");
  execFileSync("git", ["clone", "--quiet", "--bare", seed, origin]);
  execFileSync("git", ["clone", "--quiet", origin, clone]);

  const editorPort = await freePort();
  const editor = await startEditor({
    root: clone,
    port: editorPort,
    host: "127.0.0.1",
    publishing: { push: { remote: "origin", branch: "main" } },
  });
  stops.push(editor.stop);

  const nginxPort = await freePort();
  const password = execFileSync("openssl", ["passwd", "-apr1", "secret"], { encoding: "utf8" }).trim();
  writeFileSync(path.join(dir, "htpasswd"), `anna:${password}\n`);
  const recipe = readFileSync(path.resolve(import.meta.dirname, "nginx-editor.conf"), "utf8")
    .replaceAll("127.0.0.1:8080", `127.0.0.1:${editorPort}`)
    .replaceAll("/etc/trucking-editor.htpasswd", path.join(dir, "htpasswd"));
  url = `http://127.0.0.1:${nginxPort}`;
  // nginx is up when it asks for a password.
  const ready = async () => (await fetch(url)).status === 401;
  stops.push(await startNginx(dir, { port: nginxPort, serverName: "edit.example.com", recipe }, ready));
});

afterAll(async () => {
  for (const stop of stops.reverse()) await stop();
  rmSync(dir, { recursive: true, force: true });
});

const anna = { authorization: `Basic ${Buffer.from("anna:secret").toString("base64")}` };
const api = (body: unknown, headers: Record<string, string> = anna) =>
  fetch(`${url}/api/v1`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });

/** The hours as saved, with the Saturday closing changed. */
function hoursWithSaturdayClosing(closes: (period: { opens: string; closes: string }) => string) {
  const hours = hoursSchema.parse(JSON.parse(readFileSync(path.join(clone, "app/data/hours.json"), "utf8")));
  const saturday = hours.contact.periods.find((p) => p.days.includes(6))!;
  const raw = JSON.stringify({
    ...hours,
    contact: {
      ...hours.contact,
      periods: hours.contact.periods.map((p) => (p === saturday ? { ...p, closes: closes(p) } : p)),
    },
  });
  return [{ path: "app/data/hours.json", raw }];
}

it("asks for a name and password before it shows anything", async () => {
  expect((await fetch(`${url}/admin/`)).status).toBe(401);
  expect((await api({ action: "info" }, {})).status).toBe(401);
  expect((await fetch(`${url}/admin/`, { headers: anna })).status).toBe(200);
});

it("pushes an accepted save to the git host as a commit by the person signed in, whatever header they send", async () => {
  const before = git(origin, "rev-parse", "main");
  // Saturday closes a minute earlier than it does.
  let closes = "";
  const edit = hoursWithSaturdayClosing((period) => {
    const minutes = Number(period.closes.slice(0, 2)) * 60 + Number(period.closes.slice(3)) - 1;
    closes = `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
    return closes;
  });
  const response = await api(
    { action: "persistEntry", params: { dataFiles: edit } },
    { ...anna, "x-remote-user": "someone-else" },
  );
  expect(response.status).toBe(200);
  expect(git(origin, "rev-parse", "main~1")).toBe(before);
  expect(git(origin, "log", "-1", "--format=%an|%s", "main")).toBe("anna|Office edit: app/data/hours.json");
  expect(git(origin, "diff", "--name-only", "main~1", "main")).toBe("app/data/hours.json");
  expect(git(origin, "show", "main:app/data/hours.json")).toContain(`"closes": "${closes}"`);
});

it("refuses an edit the build would refuse, in words, and pushes nothing", async () => {
  const before = git(origin, "rev-parse", "main");
  const response = await api({
    action: "persistEntry",
    params: { dataFiles: hoursWithSaturdayClosing(({ opens }) => opens) },
  });
  expect(response.status).toBe(422);
  expect(((await response.json()) as { error: string }).error).toMatch(
    /^Not saved\. Hours: .+ → Closes: must be after the opening time\.$/,
  );
  expect(git(origin, "rev-parse", "main")).toBe(before);
});

it("hands out only the files it edits", async () => {
  const response = await api({ action: "getEntry", params: { path: "../../etc/passwd" } });
  expect(((await response.json()) as { data: unknown }).data).toBeNull();
});
