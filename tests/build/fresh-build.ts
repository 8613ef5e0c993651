import { ensureFreshBuild } from "../../scripts/build-stamp";
import { buildDir } from "./site";

/* Vitest's global setup for the tests over the built site: they never read an old build. */
export default async function setup(): Promise<void> {
  await ensureFreshBuild(buildDir);
}
