import { openStatus, openNowText } from "~/lib/tools/open-now";
import { useCurrentMinute } from "~/lib/use-current-minute";
import type { IslandComponentProps } from "../islands/types";

/** "Open now" or "Closed now, opens Monday at 8:00 AM", in the office's time zone; an island, so it appears only after hydration. */
export default function OpenNow({ schedule, zone }: IslandComponentProps<"open-now">) {
  const now = useCurrentMinute();
  if (!now) return null;
  const open = openStatus(schedule, zone, now).open;
  return (
    <p className={`mt-3 inline-flex items-center gap-2 rounded-full px-3 py-1 text-sm font-semibold ${open ? "bg-green-100 text-green-900" : "bg-slate-100 text-slate-800"}`}>
      <span aria-hidden="true" className={`h-2 w-2 rounded-full ${open ? "bg-green-700" : "bg-slate-500"}`} />
      {openNowText(schedule, zone, now)}
    </p>
  );
}
