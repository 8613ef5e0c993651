import type { WeightDistanceState } from "~/lib/tools/weight-distance";
import { weightErrors } from "./weight-errors";
import type { WholeNumberError } from "~/lib/tools/numbers";

/** What a miles field can get wrong: an empty field counts as no miles. */
export type MilesError = Exclude<WholeNumberError, "empty">;

/**
 * The weight-distance estimate's words, passed to the island as a prop (its section's heading,
 * paragraphs and rate table are the page's). Messages take values written as the site writes them:
 * {weight} "80,000 lb", {tax} "$34.20", {rate} "$0.0285", {bracket} "60,000 lb and over",
 * {date} "Nov 26, 2026", {share} "2/3", {percent} "45%"; {miles} is a count.
 */
export const weightDistanceCopy = {
  weight: "Truck weight, lb",
  weightHint:
    "The declared gross weight: truck, trailer and load together, as on the registration. If the truck runs heavier, enter the highest weight it runs at: Kentucky taxes that weight, and New Mexico requires the truck to be registered at it.",
  miles: {
    KY: "Kentucky miles",
    NM: "New Mexico miles",
    NY: "New York miles",
  } satisfies Record<WeightDistanceState, string>,
  milesHint: "Miles in each state this quarter. Leave a state empty if the truck did not drive there.",
  newYorkHint:
    "Loaded miles this quarter, without miles on the toll-paid Thruway. Empty miles are taxed by the empty weight at lower rates; the office adds them.",
  oneWayHaul: "New Mexico one-way haul rate",
  oneWayHaulHint:
    "Select this only if New Mexico has classified the truck for one-way hauls: it runs empty at least {percent} of its miles in the registration year. It then pays {share} of the rate.",
  states: {
    KY: "Kentucky",
    NM: "New Mexico",
    NY: "New York",
  } satisfies Record<WeightDistanceState, string>,
  resultHeading: "Estimated tax this quarter",
  stateTax: "{state}: {tax}",
  rate: "{miles, plural, one {# mile} other {# miles}} at {rate} a mile ({bracket})",
  rateOneWay:
    "{miles, plural, one {# mile} other {# miles}} at {share} of {rate} a mile (one-way haul rate, {bracket})",
  ratePerTon:
    "{miles, plural, one {# mile} other {# miles}} at {rate} a mile ({bracket}: {top} plus {perTon} for each ton or part of a ton over {overWeight})",
  notTaxable: "{state}: not taxed at this weight. {state} taxes trucks over {weight}.",
  total: "Total: {total}",
  estimateNote: "An estimate from public rates checked {date}. The office confirms every figure before filing.",
  bracketFrom: "{from} and over",
  bracketRange: "{from} to {to}",
  weightNeeded: "Enter the truck's weight to see the estimate.",
  send: "Send this to the office",
  weightErrors,
  milesErrors: {
    "not-a-number": "Enter the miles using digits only, such as 1250 or 1,250.",
    negative: "Miles can't be negative.",
    "not-whole": "Enter whole miles, such as 1250.",
    "too-large": "That is more miles than a truck drives in a quarter. Check the number.",
  } satisfies Record<MilesError, string>,
  handoff: {
    greeting: "Hello, I used the weight-distance estimate on your website. Please check it and tell me what to file.",
    weight: "Truck weight: {weight}",
    state: "{state}: {tax} for {detail}",
    note: "Estimated from the public rates checked {date}.",
  },
};
