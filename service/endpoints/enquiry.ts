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
  // The enquiry and its e-mail to the operations inbox, kept together; the mail queue sends it.
  const enquiry = await context.db.transaction().execute(async (trx) => {
    const kept = await trx
      .insertInto("enquiries")
      .values(form)
      .returningAll()
      .executeTakeFirstOrThrow();
    await context.mailer.send(
      {
        to: context.settings.opsEmail,
        subject: `Enquiry: ${kept.subject || "(no subject)"} from ${kept.name}`,
        text: `From: ${kept.name} <${kept.email}> ${kept.phone}\nPage: ${kept.page}\n\n${kept.message}\n`,
      },
      trx,
    );
    return kept;
  });
  context.mailer.wake();
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
