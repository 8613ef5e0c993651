import type { Faq } from "~/content/types";

export function FaqList({ faqs, heading }: { faqs: readonly Faq[]; heading: string }) {
  return (
    <section aria-labelledby="faq-heading">
      <h2 id="faq-heading" className="text-2xl font-bold text-brand-900">
        {heading}
      </h2>
      <div className="mt-4 divide-y divide-brand-100 rounded-lg border border-brand-100">
        {faqs.map((faq) => (
          <div key={faq.question} className="p-5">
            <h3 className="font-bold text-brand-900">{faq.question}</h3>
            <p className="prose-measure mt-2">{faq.answer}</p>
          </div>
        ))}
      </div>
    </section>
  );
}
