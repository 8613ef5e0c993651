// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { loadSiteConfig } from "~/config/site-config";
import hours from "~/data/hours.json" with { type: "json" };
import office from "~/data/office.json" with { type: "json" };
import { contentFor } from "~/content";
import { messengerLinks } from "~/lib/format";
import { ContactLines } from "./ContactLines";

const { shared } = contentFor("en");

afterEach(cleanup);

/** The messengers as the site config gives them with these accounts in app/data/office.json. */
const messengersWith = (messengers: Record<"whatsapp" | "viber" | "telegram", string>) =>
  loadSiteConfig({}, { office: { ...office, messengers }, hours }).messengers;

describe("the office's messengers beside its phone (issue 47)", () => {
  it("are plain links the app opens, each where the settings name an account", () => {
    const messengers = messengersWith({
      whatsapp: "+1 312 555 0150",
      viber: "+1 312 555 0151",
      telegram: "@example_office",
    });
    render(<ContactLines words={shared.contactLines} messengers={messengerLinks(messengers)} />);
    expect(screen.getByRole("link", { name: "(312) 555-0150" })).toHaveAttribute("href", "https://wa.me/13125550150");
    expect(screen.getByRole("link", { name: "(312) 555-0151" })).toHaveAttribute(
      "href",
      "viber://chat?number=%2B13125550151",
    );
    expect(screen.getByRole("link", { name: "@example_office" })).toHaveAttribute(
      "href",
      "https://t.me/example_office",
    );
    expect(document.body.textContent).toMatch(/WhatsApp: .*Viber: .*Telegram: /);
    expect(document.querySelector("script, iframe")).toBeNull();
  });

  it("are not there when the office's data names none", () => {
    const messengers = messengersWith({ whatsapp: "", viber: "", telegram: "" });
    render(<ContactLines words={shared.contactLines} messengers={messengerLinks(messengers)} />);
    expect(document.body.textContent).not.toMatch(/WhatsApp|Viber|Telegram/);
    expect(screen.getAllByRole("link").map((link) => link.getAttribute("href"))).not.toContainEqual(
      expect.stringMatching(/wa\.me|viber:|t\.me/),
    );
  });
});
