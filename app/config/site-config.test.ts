import { describe, expect, it } from "vitest";
import { emailServiceWarnings, loadSiteConfig, SiteConfigError } from "./site-config";

describe("site config", () => {
  it("builds with fictional defaults when nothing is set", () => {
    const config = loadSiteConfig({});
    expect(config.name).toBe("Example Trucking Compliance");
    expect(config.phone).toMatch(/555/);
    expect(config.email).toMatch(/@example\.com$/);
    expect(config.siteUrl).toBe("https://www.example.com");
    expect(config.emailService.origin).toBe("");
    expect(config.emailService.blockHeadless).toBe(true);
    expect(emailServiceWarnings(config)).toEqual([]);
  });

  it("keeps the two sets of hours the spec gives", () => {
    const config = loadSiteConfig({});
    expect(config.contactHours.periods).toEqual([
      { days: [1, 2, 3, 4, 5], label: "Mon-Fri", opens: "08:00", closes: "18:00" },
      { days: [6], label: "Sat", opens: "09:00", closes: "16:00" },
    ]);
    expect(config.contactHours.closed).toEqual([{ label: "Sun", days: [0] }]);
    expect(config.dropOffHours.periods.map((p) => [p.opens, p.closes])).toEqual([
      ["09:00", "17:00"],
      ["10:00", "13:00"],
    ]);
    // Sunday is listed as closed on both, and each schedule says which hours it is.
    expect(config.dropOffHours.closed).toEqual([{ label: "Sun", days: [0] }]);
    expect(config.contactHours.subject).toBe("office");
    expect(config.dropOffHours.subject).toBe("drop-off");
  });

  it("shows no messenger unless its account is set, and checks the ones that are", () => {
    expect(loadSiteConfig({}).messengers).toEqual({});
    expect(
      loadSiteConfig({ SITE_WHATSAPP: "+1 312 555 0150", SITE_VIBER: " ", SITE_TELEGRAM: "@example_office" })
        .messengers,
    ).toEqual({ whatsapp: "+1 312 555 0150", telegram: "example_office" });
    expect(() => loadSiteConfig({ SITE_WHATSAPP: "312-555-0150", SITE_TELEGRAM: "ab" })).toThrow(
      /SITE_WHATSAPP must be a US number[\s\S]*SITE_TELEGRAM must be a Telegram username/,
    );
  });

  it("takes a deployer's values from the environment", () => {
    const config = loadSiteConfig({
      SITE_NAME: "Lakeview Permits",
      SITE_PHONE: "+1 630 555 0199",
      SITE_URL: "https://permits.example.org/",
      EMAILJS_ORIGIN: "https://api.emailjs.com/",
      EMAILJS_BLOCK_HEADLESS: "false",
      EMAILJS_THROTTLE_MS: "5000",
    });
    expect(config.name).toBe("Lakeview Permits");
    expect(config.siteUrl).toBe("https://permits.example.org");
    expect(config.emailService.origin).toBe("https://api.emailjs.com");
    expect(config.emailService.blockHeadless).toBe(false);
    expect(config.emailService.throttleMs).toBe(5000);
  });

  it("fails with a message naming each malformed variable", () => {
    let error: unknown;
    try {
      loadSiteConfig({
        SITE_PHONE: "555-1234",
        SITE_EMAIL: "not-an-email",
        SITE_URL: "ftp://example.com",
        SITE_REGION: "Illinois",
        EMAILJS_THROTTLE_MS: "soon",
        EMAILJS_BLOCK_HEADLESS: "maybe",
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(SiteConfigError);
    const message = (error as Error).message;
    for (const name of [
      "SITE_PHONE",
      "SITE_EMAIL",
      "SITE_URL",
      "SITE_REGION",
      "EMAILJS_THROTTLE_MS",
      "EMAILJS_BLOCK_HEADLESS",
    ]) {
      expect(message).toContain(name);
    }
    expect(message).toContain("+1 312 555 0142");
    expect(message).toContain(".env.example");
  });

  it("builds but warns when an email-service ID is empty", () => {
    const config = loadSiteConfig({ EMAILJS_SERVICE_ID: "", EMAILJS_TEMPLATE_ID: " " });
    expect(emailServiceWarnings(config)).toEqual([
      "EMAILJS_SERVICE_ID is empty: the contact form cannot send messages.",
      "EMAILJS_TEMPLATE_ID is empty: the contact form cannot send messages.",
    ]);
  });
});
