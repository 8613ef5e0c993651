import { describe, expect, it } from "vitest";
import { noticeFor, noticeShows } from "./notice";
import { noticeSchema } from "./schemas";

describe("the home page's notice", () => {
  it("shows through its last day and not after, across the year's turn", () => {
    expect(noticeShows("2026-12-26", "2026-12-25")).toBe(true);
    expect(noticeShows("2026-12-26", "2026-12-26")).toBe(true);
    expect(noticeShows("2026-12-26", "2026-12-27")).toBe(false);
    expect(noticeShows("2027-01-01", "2026-12-31")).toBe(true);
    expect(noticeShows("2026-12-31", "2027-01-01")).toBe(false);
  });

  it("is in the page's language, and absent when the office has none", () => {
    const notice = { ends: "2026-12-26", en: "Closed Friday.", ru: "В пятницу закрыто.", bg: "В петък е затворено." };
    expect(noticeFor("ru", notice)).toEqual({ text: notice.ru, ends: notice.ends });
    expect(noticeFor("en", { ends: "", en: "", ru: "", bg: "" })).toBeUndefined();
  });

  it("needs its last day as a date once it has words", () => {
    const problems = noticeSchema.safeParse({ ends: "26.12.2026", en: "Closed.", ru: "Закрыто.", bg: "Затворено." });
    expect(problems.error?.issues.map((i) => i.path.join("."))).toEqual(["ends"]);
    expect(noticeSchema.safeParse({ ends: "", en: "", ru: "", bg: "" }).success).toBe(true);
  });
});
