import { ArrowRight } from "lucide-react";

/** The closing call to action to /contact; the spec's expert-guidance banner is one variant. */
export function ContactCta({
  heading,
  text,
  action,
  href,
}: {
  heading: string;
  text: string;
  action: string;
  /** The contact page in the page's language. */
  href: string;
}) {
  return (
    <section aria-labelledby="cta-heading" className="on-dark print-hide rounded-xl bg-brand-900 p-6 text-white sm:p-8">
      <h2 id="cta-heading" className="text-2xl font-bold">
        {heading}
      </h2>
      <p className="prose-measure mt-2 text-brand-100">{text}</p>
      <a href={href} className="btn-accent mt-5">
        {action}
        <ArrowRight aria-hidden="true" className="h-5 w-5" />
      </a>
    </section>
  );
}
