/** What the firm states about itself (spec section 1), as figures; each language words them in its shared copy. */
export const firm = {
  foundedYear: 2023,
  truckingSinceYear: 2017,
  /**
   * The firm's claims, shown as stated ("7+", "500+", "100%", "24/7"), in this order, with the
   * labels in shared.firm.figureLabels. Numbers, so each language writes them its own way ("100 %").
   */
  figures: [{ atLeast: 7 }, { atLeast: 500 }, { percent: 100 }, { roundTheClock: true }],
} as const;

export type FirmFigure = (typeof firm.figures)[number];
