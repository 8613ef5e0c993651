import { checkupCopy } from "~/content/tools/checkup";
import type { ZoneTable } from "~/lib/tools/dates";
import { Checkup } from "./Checkup";

/*
 * The checkup as an island in English. Its copy holds functions (sentences built from numbers),
 * which cannot travel as island props, so each language has a wrapper that imports its own copy.
 */
export default function CheckupIsland({ zone }: { zone: ZoneTable }) {
  return <Checkup copy={checkupCopy} zone={zone} />;
}
