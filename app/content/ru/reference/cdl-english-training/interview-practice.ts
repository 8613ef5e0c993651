import { cdlPracticeCopy } from "~/content/en/tools/cdl-practice";
import type { ReferencePageContent } from "~/content/types";
import { formats } from "~/i18n/format";

const f = formats.ru;
const questions = f.count(cdlPracticeCopy.interview.questions.length, {
  one: "вопрос",
  few: "вопроса",
  many: "вопросов",
  other: "вопроса",
});

export default {
  path: "/cdl-english-training/interview-practice",
  title: "Беседа с\u00a0инспектором: тренировка для водителей с\u00a0CDL",
  description:
    "Тренировка вопросов, которые инспектор задаёт водителю грузовика при проверке английского на дороге: образец ответа на каждый и свои ответы вслух.",
  lead: `Первый этап проверки английского на дороге — ответы на вопросы инспектора по-английски. Здесь можно потренироваться: ${questions}, которые инспекторы задают часто. Как проходит вся проверка и чему учит курс офиса, рассказано на странице об английском для водителей с\u00a0CDL.`,
  reviewed: "2026-11",
  openQuestions: true,
  sections: [
    {
      kind: "tool",
      tool: "cdl-interview",
      topic: "speaking",
      heading: "Потренируйтесь в\u00a0беседе",
      paragraphs: [
        "Вопросы, которые инспекторы задают часто, — на английском, с\u00a0переводом рядом. Ответьте на каждый вслух своими словами, потом сравните с\u00a0образцом. Говорите о\u00a0своём рейсе, своей компании и своих номерах: наши — только примеры.",
      ],
    },
  ],
} satisfies ReferencePageContent;
