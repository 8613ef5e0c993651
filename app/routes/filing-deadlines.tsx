import { CalendarClock, CalendarPlus } from "lucide-react";
import { ContactCta } from "~/components/ContactCta";
import { PageHeader } from "~/components/PageHeader";
import { IslandSlot } from "~/components/islands/IslandSlot";
import { filingDeadlines as text } from "~/content/filing-deadlines";
import { crumbsFor } from "~/lib/breadcrumbs";
import { metaFromLoader } from "~/lib/loader-meta";
import { pageMeta } from "~/lib/meta";
import { iconSvg, officeZone, renderStatic } from "~/lib/render-static";
import { site } from "~/lib/site";
import { deadlineRules } from "~/lib/tools/deadlines";
import { StaticHtml } from "~/components/StaticHtml";
import DeadlineCalendar from "~/components/tools/DeadlineCalendar";

/* Runs at build time only: the page's metadata travels in the page (decision 0005). */
export const loader = () => ({
  meta: pageMeta({
    title: text.title,
    description: text.description,
    path: "/filing-deadlines",
  }),
});

export const meta = metaFromLoader;

function FilingDeadlinesPage() {
  return (
    <>
      <PageHeader title={text.title} lead={text.lead} crumbs={crumbsFor("/filing-deadlines")} />
      <div className="container-page space-y-12 py-12">
        <section aria-labelledby="rules-heading">
          <h2 id="rules-heading" className="flex items-center gap-3 text-2xl font-bold text-brand-900">
            <CalendarClock aria-hidden="true" className="h-6 w-6 text-brand-600" />
            {text.rulesHeading}
          </h2>
          <dl className="mt-5 divide-y divide-brand-100 rounded-lg border border-brand-100">
            {deadlineRules.map((rule) => (
              <div key={rule.id} className="grid gap-1 p-4 sm:grid-cols-[16rem_1fr] sm:gap-6">
                <dt className="font-bold text-brand-900">{rule.title}</dt>
                <dd className="prose-measure">{rule.rule}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section aria-labelledby="dates-heading" className="js-only">
          <h2 id="dates-heading" className="text-2xl font-bold text-brand-900">
            {text.datesHeading}
          </h2>
          <p className="prose-measure mt-3 text-muted">{text.datesLead}</p>
          <div className="mt-5">
            <IslandSlot
              name="deadline-calendar"
              props={{
                zone: officeZone(),
                siteHost: new URL(site.siteUrl).host,
                icon: iconSvg(CalendarPlus, "h-5 w-5"),
              }}
            />
          </div>
        </section>
        <ContactCta {...text.cta} />
      </div>
    </>
  );
}

export default function FilingDeadlines() {
  return (
    <StaticHtml
      markup={import.meta.env.SSR ? renderStatic(<FilingDeadlinesPage />) : null}
      islands={{ "deadline-calendar": DeadlineCalendar }}
    />
  );
}
