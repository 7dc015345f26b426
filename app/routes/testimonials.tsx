import { fetchContent } from "~/content/page-data.server";
import { TESTIMONIALS_QUERY } from "~/content/queries";
import { buildSeo } from "~/content/seo.server";
import { loadSiteSettings } from "~/content/site-settings.server";
import { seoMeta } from "~/lib/meta";
import { homeCrumb, PageHeader } from "~/shell/page-header";
import { TestimonialCard } from "~/testimonials/testimonial-card";
import type { Route } from "./+types/testimonials";

export async function loader({ context, url }: Route.LoaderArgs) {
  const [settings, testimonials] = await Promise.all([
    loadSiteSettings(context),
    fetchContent(context, TESTIMONIALS_QUERY),
  ]);
  const crumbs = [homeCrumb, { label: "Testimonials" }];
  return {
    testimonials,
    crumbs,
    seo: buildSeo(context, url, settings, {
      title: "Testimonials",
      description:
        "Students, representatives and families on what our courses, training and guidance changed for them.",
      crumbs,
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function Testimonials({ loaderData }: Route.ComponentProps) {
  const { testimonials, crumbs } = loaderData;
  return (
    <>
      <PageHeader title="Testimonials" crumbs={crumbs} />
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
