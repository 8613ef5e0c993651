import type { ServicePageContent } from "../types";

export default {
  path: "/cdl-english-training",
  title: "CDL English proficiency training",
  description:
    "CDL English proficiency training: preparation for CDL drivers' English language proficiency test. Full details of the training are coming soon.",
  lead: "Preparation for CDL drivers' English language proficiency test.",
  reviewed: "2026-11",
  comingSoon: "Content coming soon...",
  sections: [],
} satisfies ServicePageContent;
