import { dates } from "~/data/dates";
import { formats } from "~/i18n/format";

const f = formats.en;

export const filingDeadlines = {
  title: "Filing deadlines",
  description:
    "Illinois IRP and IFTA renewal, IFTA and state mileage returns, Form 2290, UCR and the USDOT update: the main dates for an Illinois carrier.",
  lead: `The main dates for an Illinois carrier: IFTA, state mileage returns, Illinois IRP and IFTA renewal, Form 2290, UCR and the USDOT update. It does not list every deadline. IFTA and Form 2290 dates that fall on a weekend or federal holiday move to the next business day, as their rules say; the calendar does not move the other dates, so filing by the date shown is always on time. UCR is due by ${f.dayMonth(dates.ucr.due.month, dates.ucr.due.day)}, and an Illinois IFTA license not renewed by ${f.dayMonth(dates.iftaRenewal.due.month, dates.iftaRenewal.due.day)} is suspended.`,
  rulesHeading: "The rules",
  datesHeading: "This year's and next year's dates",
  datesLead:
    "Dates are worked out in your browser from today's date in Chicago time. The rules behind them can change: check with the office if a date looks wrong.",
  noScript:
    "The dates for this year and next are worked out by JavaScript in your browser, and it is turned off. Each date follows from the rules above; or call the office:",
  cta: {
    heading: "Want us to keep track for you?",
    text: "We prepare and file IFTA, state mileage returns, Form 2290, IRP, UCR and USDOT updates for our clients. Send us your miles and documents before the due date, and we file on time.",
    action: "Contact the office",
  },
} as const;
