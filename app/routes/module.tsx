import { Link } from "react-router";
import { memberRequest } from "~/account/member.server";
import { fetchContent } from "~/content/page-data.server";
import { RichText } from "~/content/portable-text";
import { MODULE_CONTENT_QUERY } from "~/content/queries";
import { SafeLink } from "~/content/safe-link";
import type { MODULE_CONTENT_QUERY_RESULT } from "~/content/sanity.types";
import { FeatureRow } from "~/content-ui/page-sections";
import { translatorFor } from "~/i18n/catalogue.server";
import { classifyHref } from "~/lib/href";
import { pageMeta } from "~/lib/meta";
import { notFound } from "~/service-api/answers.server";
import { SERVICE_LINE_PATHS, serviceLineForModule } from "~/services/service-line-paths";
import { PHARMA_EDGE_SERVICES } from "~/shell/navigation";
import { homeCrumb, PageHeader } from "~/shell/page-header";
import type { Route } from "./+types/module";

/**
 * A members-only module page (/rephub, /shatayu, /PharmaEdge, /EducationService, /CareerService,
 * /MicroService, /SpiritualService): the members-only content of its service line from the CMS,
 * read only once the entitlement check has let the person through.
 */

type ModuleContent = NonNullable<MODULE_CONTENT_QUERY_RESULT>;

/** A resource link the page may show: a site path, or an http(s)/mailto/tel address. */
export interface ModuleResource {
  key: string;
  label: string;
  href: string;
}

/** The editor's resource links, less any the site will not link to (javascript:, //host…). */
function safeResources(resources: ModuleContent["memberResources"] | undefined): ModuleResource[] {
  return (resources ?? []).flatMap((resource) => {
    const target = classifyHref(resource.href);
    if (!resource.label || target.kind === "unsafe") return [];
    const href = target.kind === "internal" ? target.to : target.href;
    return [{ key: resource._key, label: resource.label, href }];
  });
}

export async function loader({ context, url, pattern }: Route.LoaderArgs) {
  // The access rule first: nothing members-only is read for someone it turns away.
  const { entry } = memberRequest(context, url, pattern);
  const key = serviceLineForModule(entry.path) ?? notFound();
  const line = await fetchContent(context, MODULE_CONTENT_QUERY, { key });
  const resources = safeResources(line?.memberResources);
  const body = line?.memberBody?.length ? line.memberBody : null;
  const intro = line?.memberIntro?.trim() || null;
  return {
    title: entry.title,
    tagline: line?.tagline ?? null,
    image: line?.image ?? null,
    intro,
    body,
    resources,
    /** Nothing for members yet: the page says so instead of showing empty sections. */
    empty: !intro && !body && resources.length === 0,
    publicPage: SERVICE_LINE_PATHS[key].page,
    // Module pages are English only (their access is an entitlement).
    services:
      key === "pharma-edge"
        ? PHARMA_EDGE_SERVICES.map((link) => ({
            label: translatorFor("en")(link.message),
            to: link.to,
          }))
        : [],
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...pageMeta(loaderData?.title ?? "Members"),
  // Members-only: never in a search engine's index.
  { name: "robots", content: "noindex" },
];

export default function ModulePage({ loaderData }: Route.ComponentProps) {
  const { title, tagline, image, intro, body, resources, empty, publicPage, services } = loaderData;
  return (
    <>
      <PageHeader
        title={title}
        crumbs={[homeCrumb, { label: "Services", to: "/service" }, { label: title }]}
      >
        {tagline ? <p className="page-header__lead">{tagline}</p> : null}
      </PageHeader>
      <section className="section" aria-labelledby="module-welcome">
        <FeatureRow image={image} aspect={4 / 3} priority>
          <h2 id="module-welcome">For members</h2>
          {empty ? (
            <div className="empty-state module__empty">
              <p>
                The members’ material for {title} is being prepared. Please check back soon, or tell
                us what would help you most.
              </p>
              <p>
                <Link to="/contact">Contact us</Link>
              </p>
            </div>
          ) : intro ? (
            <p className="lead">{intro}</p>
          ) : null}
          <ModuleLinks title={title} publicPage={publicPage} services={services} />
        </FeatureRow>
      </section>
      {body ? (
        <section className="section section--tint" aria-label={`${title}: members’ guide`}>
          <div className="container prose-container">
            <RichText value={body} />
          </div>
        </section>
      ) : null}
      {resources.length > 0 ? (
        <section className="section" aria-labelledby="module-resources">
          <div className="container prose-container">
            <h2 id="module-resources">Useful links</h2>
            <ul className="module__resources">
              {resources.map((resource) => (
                <li key={resource.key}>
                  <SafeLink href={resource.href} sayWhenOutside>
                    {resource.label}
                  </SafeLink>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
    </>
  );
}

/** Pharma Edge's own services, and the line's public page. */
function ModuleLinks({
  title,
  publicPage,
  services,
}: {
  title: string;
  publicPage: string | null;
  services: readonly { label: string; to: string }[];
}) {
  if (!publicPage && services.length === 0) return null;
  return (
    <div className="module__links">
      {services.length > 0 ? (
        <nav aria-label={`${title} services`}>
          <ul className="module__services">
            {services.map((service) => (
              <li key={service.to}>
                <Link to={service.to} className="button button--primary">
                  {service.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {publicPage ? (
        <p>
          <Link to={publicPage}>About {title}</Link>
        </p>
      ) : null}
    </div>
  );
}
