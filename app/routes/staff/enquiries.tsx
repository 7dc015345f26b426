import { data } from "react-router";
import { AnswerFormSchema } from "#contract/staff-forms.ts";
import { EnquiriesQuerySchema } from "#contract/staff-lists.ts";
import { formatDate } from "~/lib/format";
import { routePath } from "~/route-table";
import { EmailAddress, WithAddresses } from "~/shell/email-address";
import { Field } from "~/shell/form-field";
import { When } from "~/shell/when";
import { loadStaffList } from "~/staff/list-load.server";
import { formIntent, staffAction } from "~/staff/staff-action.server";
import { Fact, phoneOrNone, StaffFacts } from "~/staff/staff-facts";
import { StaffForm } from "~/staff/staff-form";
import { EmptyState, staffLinks, staffMeta } from "~/staff/staff-layout";
import { StaffListPage, type StaffListView } from "~/staff/staff-list-page";
import type { Route } from "./+types/enquiries";

const SHOWS = ["no", "yes", "all"] as const;
const SHOW_LABELS = { no: "Unanswered", yes: "Answered", all: "All" } as const;

/** /staff/enquiries: the contact form's enquiries; reply by e-mail or mark answered. */
export async function loader(args: Route.LoaderArgs) {
  // Unanswered when left out; "all" is the list with no filter.
  const wanted = args.url.searchParams.get("answered");
  const show: (typeof SHOWS)[number] = wanted === "all" ? "all" : wanted === "yes" ? "yes" : "no";
  const params = new URLSearchParams(args.url.search);
  if (wanted === "all") params.delete("answered");
  else if (wanted === null || wanted === "") params.set("answered", "no");
  const url = new URL(`${args.url.pathname}?${params}`, args.url);
  const loaded = await loadStaffList({ ...args, url }, EnquiriesQuerySchema, (staff, query, page) =>
    staff.enquiries(query, page),
  );
  return data({ ...loaded.data, show, search: args.url.search }, loaded.init ?? undefined);
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

type Data = Route.ComponentProps["loaderData"];
type Enquiry = Data["list"]["results"][number];

const VIEW: StaffListView<Enquiry, Data, (typeof SHOWS)[number]> = {
  id: "enquiries",
  path: routePath("staff-enquiries"),
  noun: ["enquiry", "enquiries"],
  show: {
    label: "Show enquiries",
    param: "answered",
    choices: SHOWS,
    omitted: "no",
    shown: ({ show }) => show,
    labelOf: (choice) => SHOW_LABELS[choice],
  },
  search: { label: "Name, e-mail or subject" },
  empty: ({ show }) => (
    <EmptyState title={show === "no" ? "Every enquiry has an answer" : "No enquiries here"}>
      Enquiries from the contact form and the course pages appear here, newest first.
    </EmptyState>
  ),
  rows: { kind: "cards", card: (enquiry) => <EnquiryCard enquiry={enquiry} /> },
};

function EnquiryCard({ enquiry }: { enquiry: Enquiry }) {
  return (
    <li className="account-card staff-item">
      <h2 className="staff-item__title">{enquiry.subject || "(no subject)"}</h2>
      <StaffFacts>
        <Fact term="From">
          {enquiry.name} &lt;
          <EmailAddress address={enquiry.email} />
          &gt;
        </Fact>
        <Fact term="Phone">{phoneOrNone(enquiry.phone)}</Fact>
        <Fact term="Sent">
          <When at={enquiry.created_at} />
          {enquiry.page ? ` from ${enquiry.page}` : ""}
        </Fact>
        <Fact term="Status">
          {enquiry.answered_at ? `Answered ${formatDate(enquiry.answered_at)}` : "Needs an answer"}
        </Fact>
      </StaffFacts>
      <blockquote className="staff-quote">
        {enquiry.message.split("\n").map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one message, never reordered
          <p key={index}>
            <WithAddresses text={line} />
          </p>
        ))}
      </blockquote>
      {enquiry.answered_at ? null : (
        <StaffForm
          intent="answer"
          id={enquiry.id}
          schema={AnswerFormSchema}
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
}

export default function Enquiries({ loaderData }: Route.ComponentProps) {
  return <StaffListPage data={loaderData} view={VIEW} />;
}
