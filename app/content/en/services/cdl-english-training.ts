import type { ServicePageContent } from "~/content/types";

export default {
  path: "/cdl-english-training",
  title: "CDL English proficiency training",
  description:
    "CDL English proficiency training: preparation for the roadside English language proficiency check and the CDL tests. Full details are coming soon.",
  lead: "Preparation for the roadside English language proficiency check and the CDL tests. Since Jun 25, 2025, a driver who fails the roadside check is put out of service.",
  reviewed: "2026-11",
  openQuestions: true,
  comingSoon: "Content coming soon...",
  sections: [],
} satisfies ServicePageContent;
