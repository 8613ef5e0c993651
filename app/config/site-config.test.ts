import { describe, expect, it } from "vitest";
import hours from "~/data/hours.json" with { type: "json" };
import office from "~/data/office.json" with { type: "json" };
import { emailServiceWarnings, loadSiteConfig, SiteConfigError } from "./site-config";

/** The config with these changes to app/data/office.json's data. */
const withOffice = (changes: Record<string, unknown>) =>
  loadSiteConfig({}, { office: { ...office, ...changes }, hours });

/** The message loadSiteConfig throws, or "" when it does not. */
function failure(load: () => unknown): string {
  try {
    load();
  } catch (error) {
    expect(error).toBeInstanceOf(SiteConfigError);
    return (error as Error).message;
  }
  return "";
}

describe("site config", () => {
  it("takes the office's facts from its data files and the deployment's defaults", () => {
    const config = loadSiteConfig({});
    expect(config).toMatchObject({
      name: office.name,
      phone: office.phone,
      email: office.email,
      address: office.address,
      contactHours: hours.contact,
      dropOffHours: hours.dropOff,
    });
    expect(config).not.toHaveProperty("source");
    expect(config.siteUrl).toBe("https://www.example.com");
    expect(config.emailService.origin).toBe("");
    expect(config.emailService.blockHeadless).toBe(true);
    expect(emailServiceWarnings(config)).toEqual([]);
  });

  it("shows no messenger unless its account is set, and checks the ones that are", () => {
    expect(withOffice({ messengers: { whatsapp: "", viber: "", telegram: "" } }).messengers).toEqual({
      whatsapp: undefined,
      viber: undefined,
      telegram: undefined,
    });
    expect(
      withOffice({ messengers: { whatsapp: "+1 312 555 0150", viber: " ", telegram: "@example_office" } }).messengers,
    ).toMatchObject({ whatsapp: "+1 312 555 0150", viber: undefined, telegram: "example_office" });
    expect(failure(() => withOffice({ messengers: { whatsapp: "312-555-0150", viber: "", telegram: "ab" } }))).toMatch(
      /app\/data\/office\.json: messengers\.whatsapp must be a US number[\s\S]*messengers\.telegram must be a Telegram username/,
    );
  });

  it("takes a deployer's values from the environment", () => {
    const config = loadSiteConfig({
      SITE_URL: "https://permits.example.org/",
      EMAILJS_ORIGIN: "https://api.emailjs.com/",
      EMAILJS_BLOCK_HEADLESS: "false",
      EMAILJS_THROTTLE_MS: "5000",
    });
    expect(config.siteUrl).toBe("https://permits.example.org");
    expect(config.emailService.origin).toBe("https://api.emailjs.com");
    expect(config.emailService.blockHeadless).toBe(false);
    expect(config.emailService.throttleMs).toBe(5000);
  });

  it("fails naming each malformed variable and each bad field of a data file", () => {
    const message = failure(() =>
      loadSiteConfig(
        { SITE_URL: "ftp://example.com", EMAILJS_THROTTLE_MS: "soon", EMAILJS_BLOCK_HEADLESS: "maybe" },
        {
          office: {
            ...office,
            phone: "555-1234",
            email: "not-an-email",
            address: { ...office.address, region: "Illinois" },
          },
          hours: {
            ...hours,
            contact: { ...hours.contact, periods: [{ ...hours.contact.periods[0], closes: "07:00" }] },
          },
        },
      ),
    );
    for (const problem of [
      'app/data/office.json: phone must be a US number written as "+1 312 555 0142"',
      "app/data/office.json: email must be an email address",
      "app/data/office.json: address.region must be a two-letter state code",
      "app/data/hours.json: contact.periods.0.closes must be after the opening time",
      "SITE_URL",
      "EMAILJS_THROTTLE_MS",
      "EMAILJS_BLOCK_HEADLESS",
    ])
      expect(message).toContain(problem);
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
