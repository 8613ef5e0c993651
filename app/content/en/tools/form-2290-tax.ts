import { thresholds } from "~/data/thresholds";
import { formats } from "~/i18n/format";
import { copyParts } from "~/content/copy-parts";
import type { Copy } from "~/content/types";
import { weightErrors } from "./weight-errors";
import type { VinProblem } from "~/lib/tools/vin";

const f = formats.en;
const { atLeastLb, suspendedMiles, suspendedAgriculturalMiles } = thresholds.form2290;

/**
 * The Form 2290 tax calculator's words. Messages take values the island writes in: amounts in
 * dollars and cents, dates, and the VIN as typed.
 */
export const form2290TaxCopy = {
  weight: {
    label: "Taxable gross weight, in lb",
    hint: "The truck, the trailers it usually pulls and the heaviest load it carries, but never less than the highest gross weight declared for it in any state (IRP included).",
  },
  month: {
    label: "Month of first use in this tax period",
    hint: "July if the truck was on public roads in July.",
  },
  logging: {
    label: "Logging vehicle",
    hint: "Used only to haul logs and other products harvested from a forested site, to and from a point on that site, and registered as a logging vehicle.",
  },
  suspended: {
    label: "Suspended vehicle",
    hint: `Expected to run ${f.num(suspendedMiles)} miles or less on public roads this tax period (${f.num(suspendedAgriculturalMiles)} for a farm vehicle).`,
  },
  errors: weightErrors,
  result: {
    notTaxable: `No tax is due: Form 2290 is for trucks of ${f.lb(atLeastLb)} or more.`,
    category: "Category {category}",
    annual: "Tax for a full year: {amount}",
    period: "Tax for this period, first used in {month}: {amount}",
    suspended: `Category W: no tax to pay, but you still file Form 2290 for the truck. If it runs more than ${f.num(suspendedMiles)} miles this period (${f.num(suspendedAgriculturalMiles)} for a farm vehicle), the tax becomes due.`,
    /** The current tax period, from the month and year it starts to the month and year it ends. */
    taxPeriod: "Tax period {start} to {end}",
    fileBy: "File by {date}",
    /** Once the due date has passed: the date, then `penaltySoFar` (a taxable truck) or `fileNow` (a suspended one). */
    dueWas: "This return was due {date}",
    fileNow: "If it is not filed, file it now.",
    /** `rate` is the share of the tax charged so far, `months` the months it counts (at most the cap), `capped` yes past the cap. */
    penaltySoFar:
      "If it is not filed, file it now: the late-filing penalty so far is {amount} ({rate} for {months, plural, one {# month} other {# months}}{capped, select, yes {, the most it can be} other {}}), plus interest.",
    /** A link to the penalty estimate further down the page. */
    penaltyLink: "Estimate the late-filing penalty",
    note: "An estimate from the IRS rates (26 U.S.C. 4481). We confirm the amount before we file. Rates checked {checked}",
  },
  vins: {
    label: "VINs, one for each truck",
    hint: "One per line. Each is checked for its length, its letters and its check digit (the 9th character).",
  },
  vinChecks: {
    valid: "{vin}: looks right.",
    problems: {
      "wrong-length": "{vin}: {length, plural, one {# character} other {# characters}}. A VIN has 17.",
      "forbidden-letters": "{vin}: {letters} at {positions}. A VIN never uses I, O or Q: did you mean 1 or 0?",
      "invalid-characters": "{vin}: {letters} at {positions} cannot be in a VIN.",
      "wrong-check-digit":
        "{vin}: the 9th character is {found}, but the others give {expected}. One character is probably mistyped.",
    } satisfies Record<VinProblem, string>,
    position: "position {position}",
  },
  unavailable: "The answer could not be loaded. Check your connection, then change any field to try again.",
  send: "Send this to the office",
  handoff: {
    greeting: "Hello, I used the Form 2290 calculator on your website. Please confirm and file it for me.",
    truck: "Truck: {weight}, first used in {month}",
    logging: "Logging vehicle",
    suspended: "Suspended vehicle",
    vins: "VINs:",
  },
};

/**
 * The fields' words are the island's props; what it says about a typed weight or VIN, the tax and
 * the message to the office it fetches from /form-2290-tax-answers.json in the page's language
 * (`app/pages/[...lang]/form-2290-tax-answers.json.ts`), so the Form 2290 page keeps them out of
 * its first round trip (issue 26).
 */
export const form2290TaxAnswersPath = "/form-2290-tax-answers.json";
const islandKeys = ["weight", "month", "logging", "suspended", "vins", "unavailable"] as const;
const answerKeys = ["errors", "result", "vinChecks", "send", "handoff"] as const;
type Form2290TaxCopy = Copy<typeof form2290TaxCopy>;
export const form2290TaxParts = (copy: Form2290TaxCopy) => copyParts(copy, islandKeys, answerKeys);
export type Form2290TaxIslandCopy = ReturnType<typeof form2290TaxParts>["island"];
export type Form2290TaxAnswerCopy = ReturnType<typeof form2290TaxParts>["answer"];
