import { data, Link } from "react-router";
import { AnswerFormSchema } from "#contract/staff-forms.ts";
import { formatDate } from "~/lib/format";
import { Field } from "~/shell/form-field";
import { formIntent, staffAction } from "~/staff/staff-action.server";
import { StaffForm } from "~/staff/staff-form";
import { EmptyState, Pager, StaffLayout, staffLinks, staffMeta } from "~/staff/staff-layout";
import { choiceParam, pageParam, readStaff, staffRequest } from "~/staff/staff-request.server";
import type { Route } from "./+types/enquiries";

const SHOWS = ["no", "yes", "all"] as const;
const SHOW_LABELS = { no: "Unanswered", yes: "Answered", all: "All" } as const;

/** /staff/enquiries: the contact form's enquiries; reply by e-mail or mark answered. */
export async function loader({ context, url, pattern }: Route.LoaderArgs) {
  const { entry, staff } = staffRequest(context, url, pattern);
  const page = pageParam(url);
  const show = choiceParam(url, "answered", SHOWS, "no");
  const list = readStaff(await staff.enquiries(page, show === "all" ? null : show), context, url);
  return { title: entry.title, list, page, show, url: `${url.pathname}${url.search}` };
}

export async function action({ context, request, url, pattern }: Route.ActionArgs) {
  const { status, answer } = await staffAction(context, request, url, pattern, {
    answer: formIntent(AnswerFormSchema, {
      send: (staff, id, body) => staff.answer(id, body),
      done: ({ reply }) =>
        reply === undefined
          ? "Marked answered."
          : "Reply sent by e-mail, and the enquiry marked answered.",
    }),
  });
  return data(answer, { status });
}

export const links = staffLinks;
export const meta: Route.MetaFunction = () => staffMeta("Enquiries");

export default function Enquiries({ loaderData, actionData }: Route.ComponentProps) {
  const { title, list, page, show, url } = loaderData;
  return (
    <StaffLayout title={title}>
      <nav className="staff-filters" aria-label="Show enquiries">
        {SHOWS.map((choice) => (
          <Link
            key={choice}
            to={choice === "no" ? "/staff/enquiries" : `/staff/enquiries?answered=${choice}`}
            aria-current={choice === show ? "page" : undefined}
          >
            {SHOW_LABELS[choice]}
          </Link>
        ))}
      </nav>
      {list.results.length === 0 ? (
        <EmptyState title={show === "no" ? "Every enquiry has an answer" : "No enquiries here"}>
          Enquiries from the contact form and the course pages appear here, newest first.
        </EmptyState>
      ) : (
        <ol className="staff-list">
          {list.results.map((enquiry) => {
            return (
              <li key={enquiry.id} className="account-card staff-item">
                <h2 className="staff-item__title">{enquiry.subject || "(no subject)"}</h2>
                <dl className="staff-facts">
                  <dt>From</dt>
                  <dd>
                    {enquiry.name} &lt;{enquiry.email}&gt;
                  </dd>
                  <dt>Phone</dt>
                  <dd>{enquiry.phone || "None given"}</dd>
                  <dt>Sent</dt>
                  <dd>
                    <time dateTime={enquiry.created_at}>{formatDate(enquiry.created_at)}</time>
                    {enquiry.page ? ` from ${enquiry.page}` : ""}
                  </dd>
                  <dt>Status</dt>
                  <dd>
                    {enquiry.answered_at
                      ? `Answered ${formatDate(enquiry.answered_at)}`
                      : "Needs an answer"}
                  </dd>
                </dl>
                <blockquote className="staff-quote">
                  {enquiry.message.split("\n").map((line, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one message, never reordered
                    <p key={index}>{line}</p>
                  ))}
                </blockquote>
                {enquiry.answered_at ? null : (
                  <StaffForm
                    intent="answer"
                    id={enquiry.id}
                    schema={AnswerFormSchema}
                    answer={actionData}
                    submit="Send and mark answered"
                  >
                    {(field) => (
                      <Field
                        {...field("reply")}
                        label="Reply by e-mail"
                        hint="Leave it empty to only mark the enquiry answered."
                        optional
                        multiline
                        rows={4}
                        maxLength={5000}
                      />
                    )}
                  </StaffForm>
                )}
              </li>
            );
          })}
        </ol>
      )}
      <Pager url={url} page={page} count={list.count} label="Enquiries" />
    </StaffLayout>
  );
}
