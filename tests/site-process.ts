import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

/*
 * The real server as `npm start` runs it, in a child process, for tests that need what a
 * deployer sees: its exit, its restart, and everything it writes to its output.
 */

const root = path.resolve(import.meta.dirname, "..");

/** A contact message as the form's email library posts it to the server's own endpoint. */
export const sendBody = {
  lib_version: "4.4.1",
  user_id: "local-public-key",
  service_id: "local_service",
  template_id: "contact_form",
  template_params: {
    name: "Dana Example",
    email: "dana@example.com",
    phone: "",
    service: "IRP Registration",
    message: "Cab card for a new truck.",
  },
};

export interface SiteProcess {
  child: ChildProcess;
  /** Everything the server has written to standard output and standard error so far. */
  output(): string;
  /** Ends it at once, as a crash or a power cut would. */
  killHard(): Promise<void>;
}

/** Starts the server with these settings on top of the test's environment; resolves once it serves. */
export async function startSite(env: Record<string, string>): Promise<SiteProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    const started = () => {
      if (output.includes("Serving ")) resolve();
    };
    child.stdout!.on("data", started);
    child.once("exit", (code) => reject(new Error(`the server stopped (${code}):\n${output}`)));
  });
  return {
    child,
    output: () => output,
    killHard() {
      if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
      const gone = new Promise<void>((resolve) => child.once("exit", () => resolve()));
      child.kill("SIGKILL");
      return gone;
    },
  };
}
