import { randomBytes } from "node:crypto";
import { ACCOUNT_EXISTS } from "#contract/staff-refusals.ts";
import { hashPassword } from "../auth/passwords.ts";
import { writeAudit } from "../ops/audit.ts";
import type { On } from "./change.ts";
import { Refusal } from "./refusal.ts";

/** A staff account for the e-mail, with a generated first password (returned: they change it). */
export async function createStaff({ db, actor, target: email }: On<string>, name: string) {
  const address = email.toLowerCase();
  // Letters and a digit, so the password rule holds whatever the random part is; the rule takes
  // no "-" (the sign-in form applies it), so base64url's "-" is written "+".
  const password = `${randomBytes(9).toString("base64url").replaceAll("-", "+")}7a`;
  const hashed = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom("users")
      .select("id")
      .where((eb) => eb(eb.fn("lower", ["email"]), "=", address))
      .executeTakeFirst();
    if (existing) throw new Refusal("conflict", ACCOUNT_EXISTS(email));
    await trx
      .insertInto("users")
      .values({
        username: address,
        email: address,
        name,
        phonenumber: "",
        access_for: "staff",
        password: hashed,
        role: "staff",
        is_staff: true,
        reviewed_at: new Date(),
      })
      .execute();
    await writeAudit(trx, {
      actor: actor.label,
      action: "create-staff",
      subject: address,
      before: null,
      after: { name, role: "staff", is_staff: true },
    });
  });
  return password;
}
