/*
 * The weight and axle thresholds the site states, once. Service pages, the deadline calendar's
 * rules and the checkup read them from here, so changing a figure changes every place together.
 * Numbers stay numbers: each language formats them its own way (app/i18n/format.ts).
 * Weights are gross (combined) weights in pounds, truck and trailer together.
 */
export const thresholds = {
  /** USDOT number: a vehicle in interstate commerce that weighs or is rated over this. */
  usdot: { overLb: 10_000 },
  /**
   * IRP and IFTA: a vehicle running in two or more jurisdictions that weighs over `overLb`
   * (truck and trailer together), or whose power unit has `minAxles` axles or more at any weight.
   */
  irpIfta: { overLb: 26_000, minAxles: 3 },
  /**
   * Form 2290 heavy highway use tax (26 USC 4481): a taxable gross weight of `atLeastLb` or more
   * is taxed, by steps of `stepLb` (a part of a step counts as a whole one) up to `maximumOverLb`,
   * over which the tax is the maximum (fees.form2290Tax). A vehicle driven `suspendedMiles` or
   * fewer in the tax year (`suspendedAgriculturalMiles` for farm vehicles) owes none.
   */
  form2290: {
    atLeastLb: 55_000,
    stepLb: 1_000,
    maximumOverLb: 75_000,
    suspendedMiles: 5_000,
    suspendedAgriculturalMiles: 7_500,
    /**
     * E-filing is required for a return "reporting and paying tax on" this many vehicles or more;
     * suspended vehicles (category W) are not counted (IRS Instructions for Form 2290, Electronic filing).
     */
    eFileAtLeastVehicles: 25,
  },
  /**
   * Kentucky weight-distance tax (KYU): over this. The spec words it "59,999 lb or more", so a
   * truck of exactly this weight is a case for the office to confirm (docs/content-review.md).
   */
  kentucky: { overLb: 59_999 },
  /** New Mexico weight-distance tax: over this. */
  newMexico: { overLb: 26_000 },
  /** New York highway use tax (HUT): over this. */
  newYork: { overLb: 18_000 },
  /** Oregon weight-mile tax: over this. */
  oregon: { overLb: 26_000 },
  /** Connecticut highway use fee: this or more. */
  connecticut: { atLeastLb: 26_000 },
} as const;
