import { officeZone } from "~/lib/render-static";
import type { ToolSection } from "~/content/types";
import { IslandSlot } from "../islands/IslandSlot";
import { DataTable } from "./DataTable";

/*
 * A tool's table is content, in the pre-rendered page. Its controls are an island: a separate
 * chunk, fetched only by the page that shows them and mounted only after hydration, so nothing a
 * visitor types can be lost and other pages load none of their code.
 */
function ToolControls({ tool }: { tool: ToolSection["tool"] }) {
  switch (tool) {
    case "ucr-fee-finder":
      return <IslandSlot name={tool} props={{}} />;
    case "form-2290-due-date":
      return <IslandSlot name={tool} props={{ zone: officeZone() }} />;
    case "form-2290-penalty":
      return <IslandSlot name={tool} props={{}} />;
  }
}

export function ToolSlot({ section }: { section: ToolSection }) {
  return (
    <div className="mt-4 space-y-4">
      <ToolControls tool={section.tool} />
      {section.table && <DataTable table={section.table} />}
    </div>
  );
}
