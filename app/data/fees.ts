/*
 * The money figures the site states, in whole dollars unless a name says otherwise (a penalty's
 * percentage): filing fees, the Form 2290 tax's rates, and the few amounts around them (a
 * penalty, an insurance minimum), for every language and tool to read. app/content/figures.test.ts
 * fails when a content module types one of them again. A fee that changes by year says the
 * years it is published for.
 */
export const fees = {
  /**
   * Form 2290 heavy highway use tax for a full year (26 USC 4481(a)): `atThreshold` at
   * thresholds.form2290.atLeastLb, plus `perStep` for each step over it, at most `maximum`. A truck
   * used only for logging pays `loggingReductionPercent` percent less (26 USC 4483(e): "reduced by
   * 25 percent"), IRS Table II and column 1(b) of Form 2290. `checked`: the day the rates and the
   * IRS tables were last compared (shared/reference/calculator-data.md).
   */
  form2290Tax: {
    atThreshold: 100,
    perStep: 22,
    maximum: 550,
    loggingReductionPercent: 25,
    checked: { year: 2026, month: 11, day: 26 },
  },
  /**
   * SCAC (Standard Carrier Alpha Code) from NMFTA, 2026 prices by NMFTA's terms of sale: online,
   * and by phone or mail; the ID-verification fee some carriers pay. `oftenQuoted` are the spec's
   * older figures, which the page shows only as out of date (docs/content-review.md).
   */
  scac: {
    newCode: { online: 103, byPhoneOrMail: 119 },
    renewal: { online: 98, byPhoneOrMail: 109 },
    containerCode: 130,
    idVerification: 5,
    oftenQuoted: { newCode: { min: 80, max: 100 }, renewal: { min: 70, max: 100 } },
  },
  /** Illinois notary fee: at most this for each notarial act on paper (5 ILCS 312/3-104). */
  notaryAct: { maximum: 5 },
  /** USDOT number: FMCSA charges nothing for the number, the biennial update or a change. */
  usdot: { fmcsaFee: 0 },
  /** Motor carrier (MC) authority: FMCSA's application fee, one time. */
  mcAuthority: { fmcsaFee: 300 },
  /**
   * Broker authority: the surety bond (BMC-84) or trust fund amount, and FMCSA's fee, one time. The
   * bond is not paid to FMCSA: a surety company charges a yearly premium for it, typically in
   * `bondYearly`'s range (the spec's figure for the /broker-authority page).
   */
  brokerAuthority: { suretyBond: 75_000, fmcsaFee: 300, bondYearly: { typicalMin: 900, typicalMax: 2_500 } },
  /**
   * UCR, by the number of vehicles: each bracket's fee for each registration year in
   * `registrationYears`, the years the fees are published for (89 FR 51266 sets them "for the 2025
   * registration year and subsequent registration years"; the office confirms each new year before
   * adding it, docs/content-review.md). `max` is null for the open-ended top bracket.
   */
  ucr: {
    registrationYears: [2025, 2026],
    brackets: [
      { min: 0, max: 2, fee: 46 },
      { min: 3, max: 5, fee: 138 },
      { min: 6, max: 20, fee: 276 },
      { min: 21, max: 100, fee: 963 },
      { min: 101, max: 1000, fee: 4592 },
      { min: 1001, max: null, fee: 44836 },
    ],
  },
  /** BOC-3: the process-agent company's fee, typically in this range (the /boc-3 page's figure). */
  boc3: { typicalMin: 25, typicalMax: 50 },
  /**
   * Illinois intrastate authority: ICC application fees, typically in this range by type of
   * authority, and the yearly franchise fee for each truck that 625 ILCS 5/18c-1501(1)(a) sets
   * unless the ICC's rules set another amount.
   */
  illinoisIntrastate: { typicalMin: 50, typicalMax: 200, perTruckYearly: 19 },
  /**
   * BOC-3 as the /broker-authority page states it: the spec gives this second range there and
   * $25-$50 (`boc3`) on /boc-3, two ranges for one filing until the spec picks one
   * (docs/content-review.md; content audit 2026-11, I1).
   */
  boc3BrokerPage: { typicalMin: 30, typicalMax: 50 },
  /**
   * Federal minimum liability coverage for a for-hire carrier of general freight in vehicles over
   * `thresholds.usdot.overLb` (10,001 lb or more); oil and some hazardous materials need more (49 CFR 387.9).
   */
  liabilityMinimum: { generalFreight: 750_000 },
  /**
   * Illinois semi-trailer registration: the standard semi-trailer plate's fee, paid once; the plate
   * is permanent, with no renewal. Other plate types have their own fees (Illinois Secretary of State FAQ).
   */
  illinoisSemiTrailerPlate: { oneTime: 19 },
  /**
   * New York HUT trip certificate, which a truck entering New York only now and then can use instead
   * of a HUT certificate of registration, decal and returns (New York Tax Bulletin TB-HU-116).
   */
  newYorkHutTripCertificate: { fee: 25 },
  /**
   * IFTA late return: the greater of `minPenalty` dollars or `percentOfNetTax` percent of the net tax
   * due, plus interest on unpaid tax; the minimum applies even to a late zero return (IFTA Articles of
   * Agreement R1260).
   */
  iftaLateReturn: { minPenalty: 50, percentOfNetTax: 10 },
  /**
   * New Mexico weight distance tax: a carrier whose tax for the previous calendar year was under
   * `annualFilingUnder` dollars (counted with its special fuel tax, if it owes that) may elect to pay
   * once a year (NMSA 1978 § 7-15A-9(B), as amended by HB 246, 1999; dates.newMexicoAnnualFiling).
   */
  newMexicoWeightDistance: { annualFilingUnder: 500 },
  /** Oregon weight-mile tax: a report filed late costs this percent of the tax due on it (ODOT, "File a Tax Report"). */
  oregonLateReport: { percentOfTax: 10 },
} as const;
