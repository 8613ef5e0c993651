import { cdlPracticeCopy } from "~/content/en/tools/cdl-practice";
import type { ReferencePageContent } from "~/content/types";

const questions = cdlPracticeCopy.interview.questions.length;

export default {
  path: "/cdl-english-training/interview-practice",
  title: "CDL interview practice: an inspector's questions in English",
  description:
    "Practise the questions an inspector asks a truck driver at the roadside English check, with a model answer for each, and say your own answers aloud.",
  lead: `Answering an inspector's questions in English is the first step of the roadside English check. Practise ${questions} questions inspectors often ask; the CDL English page explains the whole check and the office's course.`,
  reviewed: "2026-11",
  openQuestions: true,
  sections: [
    {
      kind: "tool",
      tool: "cdl-interview",
      topic: "speaking",
      heading: "Practise the interview",
      paragraphs: [
        "Questions inspectors often ask. Answer each one aloud in your own words, then compare with the model answer. Use your own trip, company and numbers: ours are examples.",
      ],
    },
  ],
} satisfies ReferencePageContent;
