import { cdlPracticeCopy } from "~/content/en/tools/cdl-practice";
import type { ReferencePageContent } from "~/content/types";
import { formats } from "~/i18n/format";

const f = formats.bg;
const questions = f.count(cdlPracticeCopy.interview.questions.length, { one: "въпрос", other: "въпроса" });

export default {
  path: "/cdl-english-training/interview-practice",
  title: "Разговор с\u00a0инспектор: упражнение за шофьори с\u00a0CDL",
  description:
    "Упражнение по въпросите, които инспекторът задава на шофьора на камион при проверката на английския на пътя: примерен отговор на всеки и ваши отговори на глас.",
  lead: `Първият етап на проверката на английския на пътя са отговорите на въпросите на инспектора на английски. Тук можете да ги упражните: ${questions}, които инспекторите задават често. Как протича цялата проверка и на какво учи курсът на офиса, ще намерите на страницата за английски за шофьори с\u00a0CDL.`,
  reviewed: "2026-11",
  openQuestions: true,
  sections: [
    {
      kind: "tool",
      tool: "cdl-interview",
      topic: "speaking",
      heading: "Упражнете разговора",
      paragraphs: [
        "Ето въпроси, които инспекторите задават често, на английски и с\u00a0превод до тях. Отговорете на всеки на глас със свои думи, после сравнете с\u00a0примерния отговор. Говорете за своето пътуване, фирма и номера: нашите са само примери.",
      ],
    },
  ],
} satisfies ReferencePageContent;
