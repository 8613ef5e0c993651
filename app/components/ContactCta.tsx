import { ArrowRight } from "lucide-react";
import { Text } from "./Text";

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
        <Text>{heading}</Text>
      </h2>
      <p className="prose-measure mt-2 text-brand-100">
        <Text>{text}</Text>
      </p>
      <a href={href} className="btn-accent mt-5">
        <Text box>{action}</Text>
        <ArrowRight aria-hidden="true" className="h-5 w-5" />
      </a>
    </section>
  );
}
