import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "./security-headers";

/* The contact form may connect to the site and to the email API it is built with, nowhere else. */
describe("a page's content security policy", () => {
  const code = { scripts: [], styles: [] };
  const connectSrc = (policy: string) => policy.split("; ").find((directive) => directive.startsWith("connect-src "));

  it("lets the page connect to the email API's origin when the form sends there", () => {
    expect(connectSrc(contentSecurityPolicy(code, "https://api.emailjs.com"))).toBe(
      "connect-src 'self' https://api.emailjs.com",
    );
  });

  it("lets it connect to the site alone when the form sends to the site's own server", () => {
    expect(connectSrc(contentSecurityPolicy(code, ""))).toBe("connect-src 'self'");
  });
});
