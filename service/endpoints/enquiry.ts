import { EnquirySchema } from "#contract/schemas.ts";
import type { ServiceContext } from "../context.ts";
import { readValid } from "../http/body.ts";
import { json } from "../http/responses.ts";

/** POST api/enquiry/: public; stored and e-mailed to the operations inbox. */
export async function createEnquiry(request: Request, context: ServiceContext): Promise<Response> {
  await context.limiter.hit("enquiryPerAddress", context.clientAddress);
  const { website, ...form } = await readValid(request, EnquirySchema);
  // A filled honeypot is a bot: it gets the same answer and nothing is kept.
  if (website) return json({ id: 0, ...form }, 201);
  const enquiry = await context.db
    .insertInto("enquiries")
    .values(form)
    .returningAll()
    .executeTakeFirstOrThrow();
  context.later(() =>
    context.mailer.send({
      to: context.settings.opsEmail,
      subject: `Enquiry: ${enquiry.subject || "(no subject)"} from ${enquiry.name}`,
      text: `From: ${enquiry.name} <${enquiry.email}> ${enquiry.phone}\nPage: ${enquiry.page}\n\n${enquiry.message}\n`,
    }),
  );
  return json(
    {
      id: enquiry.id,
      name: enquiry.name,
      email: enquiry.email,
      phone: enquiry.phone,
      subject: enquiry.subject,
      message: enquiry.message,
      page: enquiry.page,
      created_at: enquiry.created_at.toISOString(),
    },
    201,
  );
}
