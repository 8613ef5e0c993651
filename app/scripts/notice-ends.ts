import { noticeShows } from "~/data/notice";
import { officeZone } from "~/lib/office-zone";
import { formatIso, todayIn } from "~/lib/tools/dates";

// A notice past its last day, by the office's calendar, leaves the page (app/data/notice.ts).
const today = formatIso(todayIn(officeZone, new Date()));
for (const notice of document.querySelectorAll<HTMLElement>("[data-notice-ends]"))
  if (!noticeShows(notice.dataset.noticeEnds ?? "", today)) notice.hidden = true;
