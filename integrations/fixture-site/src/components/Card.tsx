import { ArrowRight, Phone } from "lucide-react";

/** Static markup as the site's pages have it: lucide icons, and texts React writes side by side. */
export default function Card({ label, phone, link }: { label: string; phone: string; link: string }) {
  return (
    <div className="card">
      <p className="row">
        <Phone className="size-icon" aria-hidden="true" />
        {label}: {phone}
      </p>
      <a className="row" href="/about">
        {link}
        <ArrowRight className="size-icon" aria-hidden="true" />
      </a>
    </div>
  );
}
