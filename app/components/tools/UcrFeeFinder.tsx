import { markTableRow } from "~/lib/mark-table-row";
import type { IslandComponentProps } from "../islands/types";
import UcrCountInput from "./UcrCountInput";

/** The fee finder's control, marking the matching row of the fee table in the same section. */
export default function UcrFeeFinder({ host }: IslandComponentProps<"ucr-fee-finder">) {
  return <UcrCountInput onMatch={(label) => markTableRow(host.closest("section") ?? host, label)} />;
}
