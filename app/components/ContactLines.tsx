import { Mail, MapPin, MessageCircle, Phone, Printer } from "lucide-react";
import type { SharedCopy } from "~/content/types";
import { displayPhone, fullAddress, messengerLinks, phoneHref, type MessengerLink } from "~/lib/format";
import { site } from "~/lib/site";
import { Text } from "./Text";

/** The office's phone, fax, messengers, email and address, as links where a device can act on them. */
export function ContactLines({
  words,
  tone = "light",
  messengers = messengerLinks(site.messengers),
}: {
  words: SharedCopy["contactLines"];
  tone?: "light" | "dark";
  /** The office's messenger accounts as links: by default those its settings name, often none. */
  messengers?: MessengerLink[];
}) {
  const iconClass = `mt-1 h-5 w-5 shrink-0 ${tone === "dark" ? "text-accent-400" : "text-brand-600"}`;
  const linkClass =
    tone === "dark" ? "underline decoration-white/40 underline-offset-4 hover:decoration-white" : "link";
  // A number split after its area code or at its hyphen is hard to read and to dial.
  const numberClass = `${linkClass} whitespace-nowrap`;
  return (
    <ul className="space-y-3">
      <li className="flex gap-3">
        <Phone aria-hidden="true" className={iconClass} />
        <span>
          <Text>{`${words.phone}:`}</Text>{" "}
          <a href={phoneHref(site.phone)} className={numberClass}>
            {displayPhone(site.phone)}
          </a>
        </span>
      </li>
      <li className="flex gap-3">
        <Printer aria-hidden="true" className={iconClass} />
        <span>
          <Text>{`${words.fax}:`}</Text>{" "}
          <a href={phoneHref(site.fax)} className={numberClass}>
            {displayPhone(site.fax)}
          </a>
        </span>
      </li>
      {messengers.map((messenger) => (
        <li key={messenger.name} className="flex gap-3">
          <MessageCircle aria-hidden="true" className={iconClass} />
          <span>
            <Text>{`${messenger.name}:`}</Text>{" "}
            <a href={messenger.href} className={numberClass}>
              <Text>{messenger.text}</Text>
            </a>
          </span>
        </li>
      ))}
      <li className="flex gap-3">
        <Mail aria-hidden="true" className={iconClass} />
        <span>
          <Text>{`${words.email}:`}</Text>{" "}
          <a href={`mailto:${site.email}`} className={linkClass}>
            <Text>{site.email}</Text>
          </a>
        </span>
      </li>
      <li className="flex gap-3">
        <MapPin aria-hidden="true" className={iconClass} />
        <span>
          <Text>{`${words.office}:`}</Text>{" "}
          <span className="whitespace-normal">
            <Text>{fullAddress(site.address)}</Text>
          </span>
        </span>
      </li>
    </ul>
  );
}
