import { data } from "react-router";
import { EnquirySchema } from "#contract/schemas.ts";
import { type CompanyContact, ContactDetails } from "~/contact/contact-details";
import { handleEnquiry } from "~/contact/enquiry.server";
import { EnquiryForm } from "~/contact/enquiry-form";
import { loadListingPage, pageWords } from "~/content/listing-page.server";
import { organization, siteOrigin } from "~/content/seo.server";
import { useLocalHref, useT } from "~/i18n/use-translation";
import { seoMeta } from "~/lib/meta";
import { ListingHeader } from "~/shell/page-header";
import type { Route } from "./+types/contact";

const PATH = "/contact";

/**
 * A Subject named by the link that led here ("Ask for access", "Ask about a scholarship"): checked
 * with the form's own rule (plain text, trimmed, at most 200 characters); anything else is ignored.
 */
function subjectFromLink(url: URL): string {
  const parsed = EnquirySchema.shape.subject.safeParse(url.searchParams.get("subject") ?? "");
  return parsed.success ? parsed.data : "";
}

export async function loader(args: Route.LoaderArgs) {
  const { context, url } = args;
  const { settings, page } = await loadListingPage(args, "contact", undefined, ({ settings }) => ({
    path: pageWords(context).href(PATH),
    // The page of the company's address, phone and e-mail: the Organization says them to search engines.
    jsonLd: [organization(siteOrigin(context, url), settings)],
  }));
  const contact: CompanyContact | null = settings && {
    companyName: settings.companyName,
    address: settings.address || null,
    contactNumber: settings.contactNumber || null,
    whatsappNumber: settings.whatsappNumber || null,
    email: settings.email || null,
  };
  return { contact, ...page, subject: subjectFromLink(url) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export async function action({ context, request }: Route.ActionArgs) {
  const { status, answer } = await handleEnquiry(context, request, PATH);
  return data(answer, { status });
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const localHref = useLocalHref();
  return (
    <>
      <ListingHeader copy={loaderData.copy} crumbs={loaderData.crumbs} />
      <div className="container section contact-page">
        <section className="contact-page__details" aria-labelledby="contact-details-title">
          <h2 id="contact-details-title">{t("contactPage.heading")}</h2>
          <p>{t("contactPage.text")}</p>
          <ContactDetails contact={loaderData.contact} />
        </section>
        <section className="contact-page__form" aria-labelledby="enquiry-title">
          <h2 id="enquiry-title">{t("contactPage.enquiry")}</h2>
          <EnquiryForm answer={actionData} action={localHref(PATH)} subject={loaderData.subject} />
        </section>
      </div>
    </>
  );
}
