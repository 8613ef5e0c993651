import { dates, type YearDay } from "~/data/dates";
import { thresholds } from "~/data/thresholds";
import { formats } from "~/i18n/format";
import type { ServicePageContent } from "~/content/types";

const f = formats.en;
const day = (d: YearDay) => f.dayMonth(d.month, d.day);

export default {
  path: "/irp-renewal",
  title: "Renew your IRP registration",
  description:
    "IRP renewal in Illinois: the documents and mileage records to bring, when your apportioned registration ends, and how the office files it on time.",
  lead: "Your IRP registration lasts one registration year. Renew it before it ends so your trucks can keep driving in every state and province on your account.",
  reviewed: "2026-11",
  openQuestions: true,
  sections: [
    {
      kind: "text",
      topic: "who",
      heading: "Who needs to renew?",
      paragraphs: ["Every carrier with an IRP account renews once a year, for every truck that stays on the account."],
    },
    {
      kind: "table",
      topic: "deadlines",
      heading: "When is renewal due?",
      caption: "IRP registration year and mileage period in Illinois",
      columns: ["Item", "Dates"],
      layout: "stacked",
      rows: [
        ["Illinois registration year", `${day(dates.irpIllinois.yearStart)} to ${day(dates.irpIllinois.yearEnd)}`],
        ["Renew by", `Before ${day(dates.irpIllinois.yearEnd)}`],
        ["Miles to report", `The 12 months ending ${day(dates.irpMileagePeriod.end)} before the new registration year`],
      ],
      note: "Other base jurisdictions set their own registration year. Ask the office if your account is not based in Illinois.",
    },
    {
      kind: "checklist",
      topic: "documents",
      heading: "What to bring for renewal",
      items: [
        {
          text: "Your renewal notice or application",
          detail: "The one the state sends you before your registration ends.",
        },
        {
          text: "Miles driven in each state and province",
          detail: `For the 12 months ending ${day(dates.irpMileagePeriod.end)} before the new registration year.`,
        },
        {
          text: "Form 2290 Schedule 1 for the current tax year",
          detail: `For each truck of ${f.lb(thresholds.form2290.atLeastLb)} or more.`,
        },
        {
          text: "The USDOT number and the carrier responsible for safety",
          detail: "For each truck on the account.",
        },
        { text: "Any changes since last year", detail: "New address, trucks sold, or changes in weight." },
      ],
    },
    {
      kind: "text",
      topic: "warning",
      heading: "What can hold up a renewal?",
      paragraphs: [
        "An out-of-service order on the carrier responsible for safety can stop a renewal. In some jurisdictions, unpaid fuel tax or other road tax balances can also block it. Clear these first, or tell the office early so there is time to fix them.",
      ],
    },
    {
      kind: "steps",
      topic: "steps",
      heading: "How renewal works",
      items: [
        "The state sends your renewal notice before your registration year ends.",
        "Bring or send the notice, your miles by jurisdiction and the other documents listed above.",
        "The office checks your mileage and truck list and prepares the renewal.",
        "You pay the renewal fees.",
        "You get new cab cards for the next registration year. Keep each one in its truck.",
      ],
    },
    {
      kind: "list",
      topic: "help",
      heading: "What the office does for you",
      items: [
        "Reminds you before your renewal is due.",
        "Prepares and files the renewal paperwork.",
        "Updates your account records.",
        `Files your renewal before ${day(dates.irpIllinois.yearEnd)}, when you bring your mileage and documents in time.`,
      ],
    },
  ],
  related: ["/filing-deadlines", "/irp-new-registration", "/form-2290", "/ifta-quarterly"],
} satisfies ServicePageContent;
