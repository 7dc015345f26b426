import { data } from "react-router";
import { pageMeta } from "~/lib/meta";
import { routeEntryForPattern } from "~/route-table";
import { enforceAccess } from "~/session/access.server";
import { homeCrumb, PageHeader } from "~/shell/page-header";
import type { Route } from "./+types/my-course";

/**
 * A page of the route table that a later issue fills in: its heading and
 * breadcrumb, behind the same access rule the finished page will have.
 */
export async function loader({ context, url, pattern }: Route.LoaderArgs) {
  const entry = routeEntryForPattern(pattern);
  if (!entry) throw data(null, { status: 404 });
  enforceAccess(context, url, entry.access);
  return { title: entry.title };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.title ?? "");

export default function Placeholder({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={loaderData.title} crumbs={[homeCrumb, { label: loaderData.title }]} />
      <section className="container section" data-reveal="">
        <p className="lead">This page is being prepared. Please check back soon.</p>
      </section>
    </>
  );
}
