/*
 * The yearly dates the site states, once: service pages in every language, the deadline rules and
 * the calendar read them from here (app/lib/tools/deadlines.ts builds its events from them), and
 * each language writes them its own way (formats.<locale>.dayMonth).
 */

/** A day of the year: month 1-12 and the day of the month. */
export interface YearDay {
  readonly month: number;
  readonly day: number;
}

const on = (month: number, day: number): YearDay => ({ month, day });

export const dates = {
  /** The calendar year, which IFTA, UCR and some IRP jurisdictions use. */
  calendarYear: { start: on(1, 1), end: on(12, 31) },
  /** IFTA quarterly returns (and the KY, NM, NY and CT returns on the same dates): the last day of the month after the quarter. */
  iftaQuarterDue: { q1: on(4, 30), q2: on(7, 31), q3: on(10, 31), q4: on(1, 31) },
  /**
   * Oregon's quarterly weight-mile reports. ORS 825.492(2) fixes the dates: May 31, Aug 31, Nov 30
   * and, for the fourth quarter, February 28. ODOT's page says "the last day of the second month after
   * the end of the quarter", which is Feb 29 in a leap year; `q4` is the statute's date, the earlier of
   * the two, so a report filed by it is on time under both (review of 2026-11-28, L5). The pages state
   * `q4`, and so do the calendar and the plan (app/lib/tools/deadlines.ts).
   */
  oregonQuarterDue: { q1: on(5, 31), q2: on(8, 31), q3: on(11, 30), q4: on(2, 28) },
  /** Oregon's monthly weight-mile reports, which every new account files: due on the last day of the month `monthsAfter` the month reported (ODOT). */
  oregonMonthlyDue: { monthsAfter: 1 },
  /** Illinois IFTA renewal: accepted from `opens` to `due`; a license not renewed is suspended on Jan 1, when the new decals become valid. */
  iftaRenewal: {
    opens: on(10, 1),
    /** The calendar's reminder that the office's best time to renew (late October) is near. */
    reminder: on(10, 15),
    due: on(12, 31),
    suspended: on(1, 1),
    decalsValidFrom: on(1, 1),
    /** A license renewed by `due` may run on last year's decals until the last day of this month (February). */
    decalsDisplayedByLastDayOfMonth: 2,
  },
  /** Form 2290: the tax year, and the annual return for vehicles in use in July. */
  form2290: { taxYearStart: on(7, 1), taxYearEnd: on(6, 30), annualDue: on(8, 31) },
  /** Illinois apportioned (IRP) registration year. */
  irpIllinois: { yearStart: on(4, 1), yearEnd: on(3, 31) },
  /** UCR: registration for the next year usually opens about Oct 1; due by Dec 31; enforcement from Jan 1. */
  ucr: { nextYearOpens: on(10, 1), due: on(12, 31), enforcement: on(1, 1) },
  /** IRP mileage reporting period: IRP fees are based on the miles driven in each jurisdiction in the 12 months ending `end` before the registration year (IRP Plan). */
  irpMileagePeriod: { start: on(7, 1), end: on(6, 30) },
  /**
   * Federal payroll forms: Form 941 for each quarter, due the last day of the month after it; Form 940
   * (FUTA), W-2 and W-3, and Form 1099-NEC for contractors, due once a year. A date on a weekend or
   * holiday moves to the next business day (IRS form instructions).
   */
  /**
   * New Mexico weight distance tax paid once a year, for a carrier whose tax the year before was
   * under fees.newMexicoWeightDistance.annualFilingUnder: the election is filed in writing by
   * `electBy` of its first year, and the year's tax is due by `due` of the following year
   * (NMSA 1978 § 7-15A-9(B), as amended by HB 246, 1999).
   */
  newMexicoAnnualFiling: { electBy: on(4, 1), due: on(1, 31) },
  payroll: { form941Due: { q1: on(4, 30), q2: on(7, 31), q3: on(10, 31), q4: on(1, 31) }, yearEndFormsDue: on(1, 31) },
  /** The day the Connecticut highway use fee started, a date with its year (CT Public Act 21-177). */
  connecticutFeeStart: { year: 2023, month: 1, day: 1 },
  /**
   * English proficiency at the roadside (49 CFR 391.11(b)(2)): the day of FMCSA's enforcement
   * guidance, and the day a driver who fails began to be put out of service (CVSA criteria).
   */
  englishProficiency: {
    guidance: { year: 2025, month: 5, day: 20 },
    outOfService: { year: 2025, month: 6, day: 25 },
    /**
     * FMCSA's FAQ on English-proficiency enforcement: in the commercial zones along the border with
     * Mexico a driver who fails is cited but not put out of service. The page states the exception
     * "as of" this FAQ: it may change when FMCSA writes the rule the Consolidated Appropriations
     * Act, 2026 orders (trade-press reports of the FAQ: Landline, Overdrive, FreightWaves).
     */
    borderZoneFaq: { year: 2026, month: 2, day: 3 },
  },
} as const;
