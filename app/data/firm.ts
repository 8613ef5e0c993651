/** What the firm states about itself (spec section 1), as figures; each language words them in its shared copy. */
export const firm = {
  foundedYear: 2023,
  truckingSinceYear: 2017,
  /** The firm's claims, shown as stated, in this order, with the labels in shared.firm.figureLabels. */
  figures: ["7+", "500+", "100%", "24/7"],
} as const;
