import { data } from "react-router";
import { memberRequest } from "~/account/member.server";
import { loadCatalogue } from "~/courses/catalogue.server";
import { CourseCatalogue } from "~/courses/course-catalogue";
import { CourseDetail } from "~/courses/course-detail";
import { handleEnrol } from "~/courses/enrol.server";
import { courseListPath } from "~/courses/links";
import { pageMeta } from "~/lib/meta";
import { homeCrumb, PageHeader } from "~/shell/page-header";
import type { Route } from "./+types/pmt-aspirants";

/**
 * /pmt-aspirants (pro_pmt): the PMT course catalogue, filtered by ?category=, and one course with
 * ?course=, where "Enrol" places an order.
 */
export async function loader({ context, url, pattern }: Route.LoaderArgs) {
  const member = memberRequest(context, url, pattern);
  return { title: member.entry.title, ...(await loadCatalogue(context, url, member)) };
}

export async function action({ context, request, url, pattern }: Route.ActionArgs) {
  const member = memberRequest(context, url, pattern);
  const { status, answer } = await handleEnrol(context, request, url, member);
  return data(answer, { status });
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return pageMeta("");
  return loaderData.view === "course"
    ? pageMeta(loaderData.course.title, loaderData.course.summary)
    : pageMeta(
        loaderData.title,
        "Courses and test series for medical-entrance (NEET) aspirants: pay with coins or order now and pay by arrangement.",
      );
};

export default function PmtAspirants({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.view === "course") {
    const { course, from } = loaderData;
    return (
      <>
        <PageHeader
          title={course.title}
          crumbs={[
            homeCrumb,
            { label: loaderData.title, to: courseListPath(from?.id) },
            { label: course.title },
          ]}
        />
        <CourseDetail view={loaderData} answer={actionData} />
      </>
    );
  }
  return (
    <>
      <PageHeader title={loaderData.title} crumbs={[homeCrumb, { label: loaderData.title }]} />
      <CourseCatalogue view={loaderData} />
    </>
  );
}
