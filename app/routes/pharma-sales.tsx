import { Link } from "react-router";
import { memberRequest } from "~/account/member.server";
import { pageMeta } from "~/lib/meta";
import { homeCrumb, PageHeader } from "~/shell/page-header";
import type { Route } from "./+types/pharma-sales";

/**
 * /pharma-sales, a Pharma Edge page (needs pharma_edge): a static introduction to digital marketing
 * for people in pharma sales. Its title keeps the spec's spelling, "Education Guidence" (spec §2).
 */

export async function loader({ context, url, pattern }: Route.LoaderArgs) {
  const { entry } = memberRequest(context, url, pattern);
  return { title: entry.title };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...pageMeta(loaderData?.title ?? "Education Guidence"),
  // Members-only: never in a search engine's index.
  { name: "robots", content: "noindex" },
];

export default function PharmaSalesPage({ loaderData }: Route.ComponentProps) {
  const { title } = loaderData;
  return (
    <>
      <PageHeader
        title={title}
        crumbs={[homeCrumb, { label: "Pharma Edge", to: "/PharmaEdge" }, { label: title }]}
      >
        <p className="page-header__lead">Digital marketing for people in pharma sales</p>
      </PageHeader>
      <section className="section">
        <div className="container feature-row">
          <img
            src="/images/pharma-sales/digital-outreach.svg"
            width={800}
            height={600}
            alt="Illustration: a representative's phone sends a product update to a doctor's laptop, where a chart of engagement rises."
            className="feature-row__image pharma-sales__image"
          />
          <div className="feature-row__body prose-container">
            <p className="lead">
              Doctors now meet medical representatives less often in person and read more on their
              phones. Digital marketing does not replace the visit; it helps the visit count.
            </p>
            <p>
              For a representative, digital marketing mostly means three habits: sharing accurate,
              approved information in the formats doctors already use, following up after a meeting
              without crowding their day, and keeping a simple record of what each doctor found
              useful.
            </p>
          </div>
        </div>
      </section>
      <section className="section section--tint" aria-labelledby="pharma-sales-start">
        <div className="container prose-container">
          <h2 id="pharma-sales-start">Where to start</h2>
          <ul className="check-list">
            <li>
              Know your company’s rules first. Share only approved material, and follow the
              marketing code that applies to you.
            </li>
            <li>
              Ask before you message. A doctor who has agreed to hear from you on WhatsApp or by
              e-mail reads what you send; one who has not, blocks it.
            </li>
            <li>
              Keep it short and useful: one study summary, a dosing reminder, or an answer to the
              question from your last visit.
            </li>
            <li>
              Measure what matters. Replies, follow-up questions and requests for samples say more
              than the number of messages sent.
            </li>
          </ul>
          <p>
            Results come slowly and honestly: a few doctors who trust your updates are worth more
            than a long list who ignore them. Questions about putting this into practice? Ask the
            Pharma Edge team through our <Link to="/contact">contact page</Link>.
          </p>
          <p>
            <Link to="/PharmaEdge">Back to Pharma Edge</Link>
          </p>
        </div>
      </section>
    </>
  );
}
