import { describe, expect, it } from "vitest";
import { loadServerConfig } from "./config";

describe("loadServerConfig", () => {
  it("keeps messages on disk only when no mail server is set, with 5 messages a minute", () => {
    const config = loadServerConfig({});
    expect(config.mail).toBeNull();
    expect(config.messageRateLimit).toBe(5);
    expect(config.trustProxy).toBe(false);
  });

  it("reads the mail settings, sending from a no-reply address on the site's domain by default", () => {
    const config = loadServerConfig({
      SMTP_URL: "smtps://user:pass@mail.example.com:465",
      MAIL_TO: "office@example.com, owner@example.com",
      SITE_URL: "https://www.truckfilings.example",
      MESSAGE_RATE_LIMIT: "10",
      TRUST_PROXY: "loopback",
    });
    expect(config.mail).toEqual({
      url: "smtps://user:pass@mail.example.com:465",
      to: ["office@example.com", "owner@example.com"],
      from: "no-reply@truckfilings.example",
    });
    expect(config.messageRateLimit).toBe(10);
    expect(config.trustProxy).toEqual(["loopback"]);
    expect(
      loadServerConfig({ SMTP_URL: "smtp://mail.example.com", MAIL_TO: "a@example.com", MAIL_FROM: "web@example.com" })
        .mail?.from,
    ).toBe("web@example.com");
  });

  it.each([
    [{ SMTP_URL: "http://mail.example.com", MAIL_TO: "office@example.com" }, "SMTP_URL"],
    [{ SMTP_URL: "smtp://mail.example.com" }, "MAIL_TO: must name at least one address"],
    [{ MAIL_TO: "office@example.com" }, "SMTP_URL"],
    [{ SMTP_URL: "smtp://mail.example.com", MAIL_TO: "office" }, "MAIL_TO"],
    [{ SMTP_URL: "smtp://mail.example.com", MAIL_TO: "office@example.com", MAIL_FROM: "nobody" }, "MAIL_FROM"],
    [{ SMTP_URL: "smtp://mail.example.com", MAIL_TO: "office@example.com", EMAIL_SINK: "off" }, "EMAIL_SINK"],
    [{ MESSAGE_RATE_LIMIT: "0" }, "MESSAGE_RATE_LIMIT"],
    [{ MESSAGE_RATE_LIMIT: "many" }, "MESSAGE_RATE_LIMIT"],
  ])("stops with a message naming the variable: %o", (env, named) => {
    expect(() => loadServerConfig(env)).toThrow(/^The server settings are not valid:/);
    expect(() => loadServerConfig(env)).toThrow(named);
  });
});
