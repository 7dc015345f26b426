import { loadListingCopy } from "~/content/listing-copy.server";
import { fetchContent } from "~/content/page-data.server";
import { TESTIMONIALS_QUERY } from "~/content/queries";
import { buildSeo } from "~/content/seo.server";
import { loadSiteSettings } from "~/content/site-settings.server";
import { seoMeta } from "~/lib/meta";
import { homeCrumb, ListingHeader } from "~/shell/page-header";
import { TestimonialCard } from "~/testimonials/testimonial-card";
import type { Route } from "./+types/testimonials";

export async function loader({ context, url }: Route.LoaderArgs) {
  const [settings, testimonials, copy] = await Promise.all([
    loadSiteSettings(context),
    fetchContent(context, TESTIMONIALS_QUERY),
    loadListingCopy(context, "testimonials", "Testimonials"),
  ]);
  const crumbs = [homeCrumb, { label: copy.heading }];
  return {
    testimonials,
    crumbs,
    copy,
    seo: buildSeo(context, url, settings, {
      title: copy.heading,
      description: copy.description,
      crumbs,
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function Testimonials({ loaderData }: Route.ComponentProps) {
  const { testimonials, crumbs } = loaderData;
  return (
    <>
      <ListingHeader copy={loaderData.copy} crumbs={crumbs} />
      <section className="section">
        <div className="container">
          {testimonials.length === 0 ? (
            <p className="empty-state">No testimonials yet.</p>
          ) : (
            <ul className="testimonial-grid">
              {testimonials.map((testimonial) => (
                <li key={testimonial._id}>
                  <TestimonialCard testimonial={testimonial} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
    </>
  );
}
