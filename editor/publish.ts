import { execFile } from "node:child_process";
import { promisify } from "node:util";

/*
 * In production the editor edits a git clone of the site (deploy/trucking-editor.service): each
 * accepted save becomes a commit by the person signed in, pushed to the repository's main branch,
 * where the deploy workflow tests and deploys it (.github/workflows/deploy.yml). Locally
 * (`npm run edit`) nothing is committed: the developer reviews the files and commits them.
 */

const git = (root: string, ...args: string[]) =>
  promisify(execFile)("git", ["-C", root, ...args], { encoding: "utf8" }).then(({ stdout }) => stdout.trim());

export interface Publishing {
  /** The remote and branch to push to, "origin main"; undefined commits without pushing. */
  push?: { remote: string; branch: string };
}

/** Brings the clone up to date before an edit is checked, so that it is checked against what is live. */
export async function update(root: string, { push }: Publishing): Promise<void> {
  if (push) await git(root, "pull", "--ff-only", "--quiet", push.remote, push.branch);
}

/** Commits the files an edit wrote, as `person` (nginx's signed-in user), and pushes them. */
export async function publish(root: string, files: string[], person: string, what: string, { push }: Publishing) {
  if (files.length === 0) return;
  const name = person.replace(/[^\p{L}\p{N} ._-]/gu, "").trim() || "office";
  await git(root, "add", "--", ...files);
  await git(
    root,
    "-c",
    `user.name=${name}`,
    "-c",
    "user.email=editor@localhost",
    "commit",
    "--quiet",
    "-m",
    `Office edit: ${what}`,
    "-m",
    `Saved by ${name} in the site editor:\n${files.map((file) => `- ${file}`).join("\n")}`,
  );
  if (push) await git(root, "push", "--quiet", push.remote, `HEAD:${push.branch}`);
}
