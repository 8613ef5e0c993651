import type { DeadlineRuleId } from "~/lib/tools/deadlines";

const moves = "A due date on a weekend or federal holiday moves to the next business day.";
const stays =
  "The calendar shows these dates as stated and does not move them off weekends or holidays, so filing by the date shown is never late.";

/** The filing-deadline rules as the /filing-deadlines page states them; the dates are in app/lib/tools/deadlines.ts. */
export const deadlineRuleWords = {
  "ifta-quarterly": {
    title: "IFTA quarterly returns",
    rule:
      "IFTA returns are due the last day of the month after each quarter: Q1 by April 30, Q2 by July 31, " +
      `Q3 by October 31 and Q4 by January 31 of the following year. File a return even for a quarter with no miles. ${moves}`,
  },
  "state-quarterly-returns": {
    title: "Kentucky, New Mexico, New York and Connecticut returns",
    rule:
      "Kentucky weight-distance, New Mexico weight-distance, New York highway use tax and Connecticut highway use fee " +
      "returns are due on the IFTA dates: April 30, July 31, October 31 and January 31. File even when you drove no miles " +
      "in the state. New York moves some carriers to monthly or yearly returns; they follow New York's own dates. " +
      stays,
  },
  "oregon-weight-mile": {
    title: "Oregon weight-mile reports",
    rule:
      "Oregon quarterly filers report Q1 by May 31, Q2 by August 31, Q3 by November 30 and Q4 by the last day of " +
      "February. Monthly filers report by the last day of the month after the month they drove. " +
      stays,
  },
  "ifta-renewal": {
    title: "Illinois IFTA license and decal renewal",
    rule:
      "Illinois accepts IFTA renewals from October 1 to December 31. A license not renewed by December 31 is " +
      "suspended on January 1, with no grace period. The office advises renewing in late October to early November, " +
      "so the new decals arrive in time. The new decals are valid from January 1. If you renewed on time, you have " +
      "until the last day of February to put them on the truck. Source: Illinois Department of Revenue.",
  },
  "form-2290": {
    title: "Form 2290 heavy vehicle use tax",
    rule:
      "The Form 2290 tax year runs July 1 to June 30. The annual return for vehicles in use in July is due " +
      "August 31. For a vehicle first used in a later month, the return is due by the last day of the month " +
      `after the month of first use. ${moves}`,
  },
  "irp-registration-year": {
    title: "Illinois IRP registration",
    rule:
      "Illinois apportioned (IRP) registration runs April 1 to March 31 and expires on March 31. Renew before then. " +
      "Other jurisdictions set their own registration year; some use the calendar year, January 1 to December 31. " +
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
      "The UCR registration year is the calendar year. Pay it before January 1 of the registration year. " +
      "December 31 is the last day, even when it falls on a weekend or holiday.",
  },
} satisfies Record<DeadlineRuleId, { title: string; rule: string }>;
