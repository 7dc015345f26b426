import { loadListingPage } from "~/content/listing-page.server";
import { fetchContent } from "~/content/page-data.server";
import { TESTIMONIALS_QUERY } from "~/content/queries";
import { TestimonialGrid } from "~/content-ui/page-sections";
import { useT } from "~/i18n/use-translation";
import { seoMeta } from "~/lib/meta";
import { ListingHeader } from "~/shell/page-header";
import type { Route } from "./+types/testimonials";

export async function loader(args: Route.LoaderArgs) {
  const { items, page } = await loadListingPage(
    args,
    "testimonials",
    fetchContent(args.context, TESTIMONIALS_QUERY),
  );
  return { testimonials: items, ...page };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function Testimonials({ loaderData }: Route.ComponentProps) {
  const { testimonials, crumbs } = loaderData;
  const t = useT();
  return (
    <>
      <ListingHeader copy={loaderData.copy} crumbs={crumbs} />
      <section className="section">
        <div className="container">
          {testimonials.length === 0 ? (
            <p className="empty-state">{t("testimonials.empty")}</p>
          ) : (
            <TestimonialGrid testimonials={testimonials} />
          )}
        </div>
      </section>
    </>
  );
}
