import { formatMessage } from "~/i18n/message";
import { maxRequiredQuestions } from "~/lib/tools/checkup";
import { firm } from "~/data/firm";
import type { Copy } from "~/content/types";
import type { home as english } from "~/content/en/home";
import { shared } from "./shared";

export const home: Copy<typeof english> = {
  title: "Пермиты, регистрации и отчёты для грузоперевозчиков в\u00a0Иллинойсе",
  description:
    "Номера IRP, отчёты IFTA, UCR, Form 2290, номера DOT и разрешения MC для владельцев-операторов и небольших перевозчиков — всё оформит наш офис в\u00a0Иллинойсе.",
  hero: {
    eyebrow: `Офис по документам для грузоперевозчиков в\u00a0штате ${shared.firm.state}`,
    heading: "Ваш надёжный партнёр: грузовики работают по закону и без простоев",
    lead: "Мы берём на себя пермиты (permits), разрешения на перевозки, регистрации и налоговые документы владельцев-операторов (owner-operators), небольших перевозчиков и брокеров, чтобы вы могли ездить и заниматься своим бизнесом.",
    primaryCta: "Получить бесплатную консультацию",
    secondaryCta: "Посмотреть наши услуги",
  },
  services: {
    heading: "Наши профессиональные услуги",
    tabsLabel: "Группы услуг",
    lead: "Выберите группу, чтобы увидеть её услуги. На странице каждой услуги написано, кому она нужна, что принести, сколько она стоит и когда срок.",
    checkupQuestion: "Не знаете, какие отчёты и регистрации нужны вашему грузовику и компании?",
    checkupLink: formatMessage(
      "Ответьте не более чем на {count, plural, one {# вопрос} few {# вопроса} many {# вопросов} other {# вопроса}} и получите свой список",
      { count: maxRequiredQuestions },
      "ru",
    ),
    checkupLinkNoScript: "Что нужно и в\u00a0каких случаях — в\u00a0одной таблице",
  },
  about: {
    heading: "Об офисе",
    paragraphs: [
      `Наши основатели пришли в\u00a0грузоперевозки в\u00a0${firm.truckingSinceYear}\u00a0году и работали в\u00a0транспортной компании: искали грузы, работали диспетчерами, сдавали отчёты по налогу на топливо, занимались регистрациями, пермитами и бухгалтерией.`,
      `В\u00a0${firm.foundedYear}\u00a0году они открыли этот офис в\u00a0штате ${shared.firm.state}, чтобы делать эту работу для других. Наши клиенты: ${shared.firm.audience.slice(0, -1).join(", ")} и ${shared.firm.audience.at(-1)}.`,
    ],
    link: "Подробнее о\u00a0нас",
  },
};
