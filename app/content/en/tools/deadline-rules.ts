import { dates, type YearDay } from "~/data/dates";
import { formats } from "~/i18n/format";
import type { DeadlineRuleId } from "~/lib/tools/deadlines";

const f = formats.en;
/** A yearly date with the month written in full (its monthName, then the day), not the short dayMonth form. */
const day = (d: YearDay) => `${f.monthName(d.month)} ${d.day}`;

const moves = "A due date on a weekend or federal holiday moves to the next business day.";
const stays =
  "The calendar shows these dates as stated and does not move them off weekends or holidays, so filing by the date shown is never late.";

/** The filing-deadline rules as the /filing-deadlines page states them; the dates are in app/lib/tools/deadlines.ts. */
export const deadlineRuleWords = {
  "ifta-quarterly": {
    title: "IFTA quarterly returns",
    rule:
      `IFTA returns are due the last day of the month after each quarter: Q1 by ${day(dates.iftaQuarterDue.q1)}, Q2 by ${day(dates.iftaQuarterDue.q2)}, ` +
      `Q3 by ${day(dates.iftaQuarterDue.q3)} and Q4 by ${day(dates.iftaQuarterDue.q4)} of the following year. File a return even for a quarter with no miles. ${moves}`,
  },
  "state-quarterly-returns": {
    title: "Kentucky, New Mexico, New York and Connecticut returns",
    rule:
      "Kentucky weight-distance, New Mexico weight-distance, New York highway use tax and Connecticut highway use fee " +
      `returns are due on the IFTA dates: ${day(dates.iftaQuarterDue.q1)}, ${day(dates.iftaQuarterDue.q2)}, ${day(dates.iftaQuarterDue.q3)} and ${day(dates.iftaQuarterDue.q4)}. File even when you drove no miles ` +
      "in the state. New York moves some carriers to monthly or yearly returns; they follow New York's own dates. " +
      stays,
  },
  "oregon-weight-mile": {
    title: "Oregon weight-mile reports",
    rule:
      `Oregon quarterly filers report Q1 by ${day(dates.oregonQuarterDue.q1)}, Q2 by ${day(dates.oregonQuarterDue.q2)}, Q3 by ${day(dates.oregonQuarterDue.q3)} and Q4 by ${day(dates.oregonQuarterDue.q4)}, ` +
      "the date in Oregon law (ODOT's page says the last day of February, a day later in a leap year). Monthly filers report by the last day of the month after the month they drove. " +
      stays,
  },
  "ifta-renewal": {
    title: "Illinois IFTA license and decal renewal",
    rule:
      `Illinois accepts IFTA renewals from ${day(dates.iftaRenewal.opens)} to ${day(dates.iftaRenewal.due)}. A license not renewed by ${day(dates.iftaRenewal.due)} is ` +
      `suspended on ${day(dates.iftaRenewal.suspended)}, with no grace period. The office advises renewing in late October to early November, ` +
      `so the new decals arrive in time. The new decals are valid from ${day(dates.iftaRenewal.decalsValidFrom)}. If you renewed on time, you have ` +
      "until the last day of February to put them on the truck. Source: Illinois Department of Revenue.",
  },
  "form-2290": {
    title: "Form 2290 heavy vehicle use tax",
    rule:
      `The Form 2290 tax year runs ${day(dates.form2290.taxYearStart)} to ${day(dates.form2290.taxYearEnd)}. The annual return for vehicles in use in July is due ` +
      `${day(dates.form2290.annualDue)}. For a vehicle first used in a later month, the return is due by the last day of the month ` +
      `after the month of first use. ${moves}`,
  },
  "irp-registration-year": {
    title: "Illinois IRP registration",
    rule:
      `Illinois apportioned (IRP) registration runs ${day(dates.irpIllinois.yearStart)} to ${day(dates.irpIllinois.yearEnd)} and expires on ${day(dates.irpIllinois.yearEnd)}. Renew before then. ` +
      `Other jurisdictions set their own registration year; some use the calendar year, ${day(dates.calendarYear.start)} to ${day(dates.calendarYear.end)}. ` +
      "Check the expiry date on your cab card.",
  },
  "dot-biennial-update": {
    title: "USDOT biennial update (MCS-150)",
    rule:
      "Update your USDOT registration (MCS-150) every two years, by the last day of your month. The last digit of " +
      "your USDOT number sets the month (1 for January through 0 for October) and the next-to-last digit sets the " +
      "year (odd digit: odd years; even digit: even years). Report changes within 30 days.",
  },
  "ucr-registration": {
    title: "UCR annual registration",
    rule:
      `The UCR registration year is the calendar year. Pay it before ${day(dates.calendarYear.start)} of the registration year. ` +
      `${day(dates.ucr.due)} is the last day, even when it falls on a weekend or holiday.`,
  },
} satisfies Record<DeadlineRuleId, { title: string; rule: string }>;
