/*
 * Fees the site states for filings, in whole dollars, for every language and tool to read.
 * The UCR fee table lives with its lookup in app/lib/tools/ucr.ts. Form 2290 has no entry:
 * the tax depends on the truck's weight, so the site gives no single figure.
 */
export const fees = {
  /** USDOT number: FMCSA charges nothing for the number, the biennial update or a change. */
  usdot: { fmcsaFee: 0 },
  /** Motor carrier (MC) authority: FMCSA's application fee, one time. */
  mcAuthority: { fmcsaFee: 300 },
  /** Broker authority: the surety bond (BMC-84) or trust fund amount, and FMCSA's fee, one time. */
  brokerAuthority: { suretyBond: 75_000, fmcsaFee: 300 },
  /** BOC-3: the process-agent company's fee, typically in this range (the /boc-3 page's figure). */
  boc3: { typicalMin: 25, typicalMax: 50 },
  /**
   * Illinois intrastate authority: ICC application fees, typically in this range by type of
   * authority, and the yearly franchise fee for each truck that 625 ILCS 5/18c-1501(1)(a) sets
   * unless the ICC's rules set another amount.
   */
  illinoisIntrastate: { typicalMin: 50, typicalMax: 200, perTruckYearly: 19 },
} as const;
