import { useEditMarks } from "~/content/edit-marks";
import { loadListingPage } from "~/content/listing-page.server";
import { fetchContent } from "~/content/page-data.server";
import { RichText } from "~/content/portable-text";
import { CSR_QUERY } from "~/content/queries";
import { Figures } from "~/content-ui/content-lists";
import { FeatureRow } from "~/content-ui/page-sections";
import { useT } from "~/i18n/use-translation";
import { seoMeta } from "~/lib/meta";
import { ListingHeader } from "~/shell/page-header";
import { useDates } from "~/shell/when";
import type { Route } from "./+types/csr";

export async function loader(args: Route.LoaderArgs) {
  const { items, page } = await loadListingPage(
    args,
    "csr",
    fetchContent(args.context, CSR_QUERY),
    ({ items }) => ({ image: items[0]?.image }),
  );
  return { initiatives: items, ...page };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function Csr({ loaderData }: Route.ComponentProps) {
  const { initiatives, crumbs } = loaderData;
  const mark = useEditMarks();
  const t = useT();
  const dates = useDates();
  return (
    <>
      <ListingHeader copy={loaderData.copy} crumbs={crumbs} />
      <div className="section">
        <div className="container stack">
          {initiatives.length === 0 ? <p className="empty-state">{t("csr.empty")}</p> : null}
          {initiatives.map((initiative, index) => (
            <FeatureRow
              key={initiative._id}
              image={initiative.image}
              aspect={3 / 2}
              priority={index === 0}
              item={{ id: initiative.slug ?? undefined, labelledBy: `csr-${initiative._id}` }}
            >
              <p className="card__kicker">
                {initiative.location}
                {initiative.startedOn
                  ? ` · ${t("csr.since", { date: dates.month(initiative.startedOn) })}`
                  : ""}
              </p>
              <h2 id={`csr-${initiative._id}`} {...mark("title", "csrInitiative", initiative._id)}>
                {initiative.title}
              </h2>
              <p className="lead" {...mark("summary", "csrInitiative", initiative._id)}>
                {initiative.summary}
              </p>
              {initiative.impact?.length ? <Figures stats={initiative.impact} compact /> : null}
              <RichText value={initiative.body ?? []} idPrefix={`${initiative._id}-`} />
            </FeatureRow>
          ))}
        </div>
      </div>
    </>
  );
}
