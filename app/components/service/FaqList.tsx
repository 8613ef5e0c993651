import type { Faq } from "~/content/types";
import { Text } from "../Text";

export function FaqList({ faqs, heading }: { faqs: readonly Faq[]; heading: string }) {
  return (
    <section aria-labelledby="faq-heading">
      <h2 id="faq-heading" className="text-2xl font-bold text-brand-900">
        <Text>{heading}</Text>
      </h2>
      <div className="mt-4 divide-y divide-brand-100 rounded-lg border border-brand-100">
        {faqs.map((faq) => (
          <div key={faq.question} className="p-5">
            <h3 className="font-bold text-brand-900">
              <Text>{faq.question}</Text>
            </h3>
            <p className="prose-measure mt-2">
              <Text>{faq.answer}</Text>
            </p>
          </div>
        ))}
      </div>
    </section>
  );
}
