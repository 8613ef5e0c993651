import { roadSignIds } from "~/lib/tools/road-signs";
import type { ReferencePageContent } from "~/content/types";

export default {
  path: "/cdl-english-training/road-sign-practice",
  title: "CDL road-sign practice",
  description:
    "Practise the road signs a truck driver must read at the roadside English check: choose what each sign means and see at once whether you are right, and why.",
  lead: `Reading road signs is the second step of the roadside English check. Practise ${roadSignIds.length} signs a truck driver must know; the CDL English page explains the whole check and the office's course.`,
  reviewed: "2026-11",
  openQuestions: true,
  sections: [
    {
      kind: "tool",
      tool: "road-sign-quiz",
      topic: "signs",
      heading: "Practise the road signs",
      paragraphs: [`${roadSignIds.length} signs a truck driver must know.`],
      howToUse: [
        "Choose what each one means and check: you see at once whether you are right, and why. Your score comes at the end.",
      ],
      noScript: {
        text: "Without JavaScript your answers are not checked, but the right one is marked under each sign.",
      },
      note: "The signs are drawn after the MUTCD, the federal manual for road signs; the ones on the road can differ in small details.",
    },
  ],
} satisfies ReferencePageContent;
