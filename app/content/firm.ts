/** What the firm states about itself (spec section 1). Its claims appear as stated. */
export const firm = {
  state: "Illinois",
  foundedYear: 2023,
  truckingSinceYear: 2017,
  figures: [
    { value: "7+", label: "years of experience" },
    { value: "500+", label: "satisfied clients" },
    { value: "100%", label: "success rate" },
    { value: "24/7", label: "support" },
  ],
  audience: [
    "truck owner-operators",
    "small carriers",
    "motor carriers",
    "brokers",
    "small trucking businesses",
  ],
} as const;
