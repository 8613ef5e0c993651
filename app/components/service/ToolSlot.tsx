import type { ReactNode } from "react";
import type { ToolSection } from "~/content/types";
import { NoScriptNote } from "../NoScriptNote";
import { DataTable } from "./DataTable";
import { Text } from "../Text";

export type ToolName = ToolSection["tool"];

/*
 * A tool's controls are a React island that the page shell renders into a named slot of the
 * service page; Astro hands slots to a React component as props named after them.
 */
export const toolSlots = {
  "ucr-fee-finder": "ucrFeeFinder",
  "form-2290-due-date": "form2290DueDate",
  "form-2290-penalty": "form2290Penalty",
  "form-2290-tax": "form2290Tax",
  "mcs150-update": "mcs150Update",
  "weight-distance": "weightDistance",
  "cdl-interview": "cdlInterview",
  "road-sign-quiz": "roadSignQuiz",
} as const satisfies Record<ToolName, string>;

export type ToolControls = { [K in ToolName as (typeof toolSlots)[K]]?: ReactNode };

/**
 * Tools whose build markup reads whole without JavaScript: the UCR fee finder renders the table it
 * marks, the interview practice needs no script, and the road-sign practice lists every sign with
 * its answer.
 */
const standsAlone = new Set<ToolName>(["ucr-fee-finder", "cdl-interview", "road-sign-quiz"]);

/** Where a link to a tool's controls leads: past its heading and the paragraphs that introduce it. */
export const toolControlsId = (tool: ToolName) => `${tool}-controls`;

/**
 * A tool's table is content, complete without JavaScript; the controls sit above it, only where
 * scripts run, and so do the sentences that ask the visitor to use them (`howToUse`). Where scripts
 * do not run, the section's note says what to do instead. A tool that stands alone is shown
 * everywhere, the build's markup included.
 */
export function ToolSlot({ section, controls }: { section: ToolSection; controls: ToolControls }) {
  const slot = controls[toolSlots[section.tool]];
  const alone = standsAlone.has(section.tool);
  return (
    <div id={toolControlsId(section.tool)} className="mt-4 space-y-4">
      {section.howToUse?.map((p) => (
        <p key={p} className="js-only prose-measure">
          <Text>{p}</Text>
        </p>
      ))}
      {section.noScript && <NoScriptNote note={section.noScript} />}
      {alone ? slot : <div className="js-only">{slot}</div>}
      {!alone && section.table && <DataTable table={section.table} />}
    </div>
  );
}
