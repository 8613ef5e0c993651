import { officeZone } from "~/lib/render-static";
import { scheduleLines } from "~/lib/format";
import type { Schedule } from "~/lib/site";
import { IslandSlot } from "./islands/IslandSlot";

export function HoursList({ schedule }: { schedule: Schedule }) {
  return (
    <>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1.5">
        {scheduleLines(schedule).map((line) => (
          <div key={line.days} className="contents">
            <dt className="font-semibold">{line.days}</dt>
            <dd className="tabular-nums">{line.hours}</dd>
          </div>
        ))}
      </dl>
      <IslandSlot name="open-now" props={{ schedule, zone: officeZone() }} />
    </>
  );
}
