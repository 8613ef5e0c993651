import { formats } from "~/i18n/format";
import type { ServicePageContent } from "~/content/types";

const f = formats.ru;

export default {
  path: "/notary-public",
  title: "Notary Public",
  description:
    "Notary Public в\u00a0офисе в\u00a0Иллинойсе: заверка подписи на английском, болгарском или русском. Нужны оригинал и удостоверение личности. Лучше записаться.",
  lead: `Сотрудник офиса со статусом Notary Public может обслужить вас на английском, болгарском или русском. Принесите оригинал документа и действующее удостоверение личности. Закон Иллинойса ограничивает плату: не больше ${f.usd(5)} за каждую заверку.`,
  reviewed: "2026-11",
  openQuestions: true,
  sections: [
    {
      kind: "list",
      topic: "overview",
      heading: "Что нужно знать заранее",
      items: [
        "Языки: английский, болгарский или русский. Notary Public говорит с\u00a0вами напрямую на одном из этих языков, а заверительная надпись (certificate) на вашем документе оформляется на английском.",
        `Плата: не больше ${f.usd(5)} за каждую заверку — это предел по закону Иллинойса (5 ILCS 312/3-104). Notary Public называет сумму до заверки.`,
        "Принесите оригинал документа и действующее удостоверение личности",
        "Рекомендуем записаться заранее",
      ],
    },
    {
      kind: "checklist",
      topic: "documents",
      heading: "Что принести",
      items: [
        { text: "Оригинал документа, который нужно заверить", detail: "Копии недостаточно." },
        { text: "Действующее удостоверение личности с\u00a0фото", detail: "Например, водительские права, удостоверение штата (state ID) или паспорт, срок которых не истёк." },
      ],
    },
    {
      kind: "steps",
      topic: "steps",
      heading: "Как это сделать",
      items: [
        "Запишитесь заранее. Запись рекомендуется, чтобы Notary Public был свободен, когда вы придёте.",
        "Приходите лично. В\u00a0этом офисе при заверке должен присутствовать каждый, кто подписывает документ. Закон Иллинойса разрешает и удалённую, и электронную заверку, но в\u00a0этом офисе заверяют только при личном присутствии.",
        "Не подписывайте документ, пока Notary Public не попросит. Многие документы нужно подписывать в\u00a0его присутствии.",
        "Notary Public проверяет ваше удостоверение, смотрит, как вы подписываете, и ставит печать на документ.",
      ],
    },
    {
      kind: "list",
      topic: "info",
      heading: "Что Notary Public может и чего не может",
      items: [
        "Notary Public подтверждает вашу личность и то, что документ подписали вы.",
        "Notary Public не проверяет, верно ли составлен документ и что он для вас значит.",
        "Notary Public не может заверить документ, в\u00a0котором у\u00a0него есть личный интерес.",
      ],
    },
    {
      kind: "text",
      topic: "warning",
      heading: "Уведомление, которого требует закон Иллинойса",
      paragraphs: [
        "I AM NOT AN ATTORNEY LICENSED TO PRACTICE LAW IN ILLINOIS. I AM NOT ALLOWED TO DRAFT LEGAL DOCUMENTS OR RECORDS, NOR MAY I GIVE LEGAL ADVICE ON ANY MATTER, INCLUDING, BUT NOT LIMITED TO, MATTERS OF IMMIGRATION, OR ACCEPT OR CHARGE FEES FOR THE PERFORMANCE OF THOSE ACTIVITIES.",
        "Закон Иллинойса (5 ILCS 312/3-103) требует показывать это уведомление, если Notary Public не является attorney и рекламирует свои услуги на любом языке, кроме английского.",
      ],
    },
  ],
  faqs: [
    {
      question: "Нужно ли записываться заранее?",
      answer: "Запись рекомендуется. Так Notary Public точно будет свободен, когда вы придёте.",
    },
    {
      question: "Сколько это стоит?",
      answer: `Закон Иллинойса ограничивает плату: не больше ${f.usd(5)} за каждую заверку. Notary Public обязан назвать сумму до того, как заверит ваш документ.`,
    },
  ],
  related: ["/truck-title-transfer", "/trailer-registration", "/llc-formation"],
} satisfies ServicePageContent;
