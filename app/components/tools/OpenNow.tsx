import { openNowCopy } from "~/content/tools/open-now";
import { openNowLine, openStatus } from "~/lib/tools/open-now";
import { useCurrentMinute } from "~/lib/use-current-minute";
import type { IslandComponentProps } from "../islands/types";

/**
 * "Document drop-off: open now" or "Office: closed now, opens Monday at 8:00 AM", in the office's time
 * zone, named for the schedule it reads; an island, so it appears only after hydration.
 */
export default function OpenNow({ schedule, zone }: IslandComponentProps<"open-now">) {
  const now = useCurrentMinute();
  if (!now) return null;
  const open = openStatus(schedule, zone, now).open;
  return (
    <p className={`mt-3 inline-flex items-center gap-2 rounded-2xl px-3 py-1 text-sm font-semibold ${open ? "bg-green-100 text-green-900" : "bg-slate-100 text-slate-800"}`}>
      <span aria-hidden="true" className={`h-2 w-2 shrink-0 rounded-full ${open ? "bg-green-700" : "bg-slate-500"}`} />
      {openNowLine(schedule, zone, now, schedule.subject && openNowCopy.subject[schedule.subject])}
    </p>
  );
}
