import { hashPassword } from "../auth/passwords.ts";
import { seal, sealingKeyFrom } from "../auth/sealed-secrets.ts";
import type { ServiceDb } from "../db/database.ts";
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  DEMO_STAFF,
  HOME_SLIDES,
  PMT_CATEGORIES,
  PMT_COURSES,
  PMT_SLIDES,
} from "./data.ts";

/**
 * Loads the demo content in one transaction; does nothing if the demo account exists. Given the
 * sealing key, the demo staff member's authenticator app is set up with its published key.
 */
export async function seed(
  db: ServiceDb,
  { sealingKey }: { sealingKey?: string } = {},
): Promise<boolean> {
  const existing = await db
    .selectFrom("users")
    .select("id")
    .where("email", "=", DEMO_ACCOUNTS[0].email)
    .executeTakeFirst();
  if (existing) return false;
  const password = await hashPassword(DEMO_PASSWORD);
  await db.transaction().execute(async (trx) => {
    const categories = await trx
      .insertInto("pmt_categories")
      .values([...PMT_CATEGORIES])
      .returning(["id", "slug"])
      .execute();
    const categoryId = new Map(categories.map((row) => [row.slug, row.id]));
    const courses = await trx
      .insertInto("pmt_services")
      .values(
        PMT_COURSES.map(({ category, highlights, lessons, resources, ...course }) => ({
          ...course,
          category_id: categoryId.get(category) as number,
          image: `/images/courses/${course.slug}.svg`,
          highlights: JSON.stringify(highlights),
          lessons: JSON.stringify(lessons),
          resources: JSON.stringify(resources),
        })),
      )
      .returning(["id", "slug", "price"])
      .execute();
    for (const [table, slides] of [
      ["home_sliders", HOME_SLIDES],
      ["pmt_sliders", PMT_SLIDES],
    ] as const) {
      await trx
        .insertInto(table)
        .values(
          slides.map((slide) => ({
            ...slide,
            translations: JSON.stringify(slide.translations ?? {}),
          })),
        )
        .execute();
    }

    for (const account of DEMO_ACCOUNTS) {
      const user = await trx
        .insertInto("users")
        .values({
          username: account.email,
          email: account.email,
          name: account.name,
          phonenumber: account.phonenumber,
          access_for: account.access_for,
          password,
          abc_coins: account.abc_coins,
          ...account.entitlements,
          // Accounts holding modules were dealt with; the one without needs a look.
          reviewed_at: Object.keys(account.entitlements).length > 0 ? new Date() : null,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      if (account.abc_coins > 0) {
        await trx
          .insertInto("coin_ledger")
          .values({
            user_id: user.id,
            change: account.abc_coins,
            reason: "Opening balance",
            actor: "system",
          })
          .execute();
      }
      const course = courses.find((row) => row.slug === account.paidCourse);
      if (course) {
        const order = await trx
          .insertInto("orders")
          .values({
            user_id: user.id,
            service_id: course.id,
            amount: course.price,
            coins: 0,
            paid_with: "manual",
            status: "paid",
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        await trx
          .insertInto("purchased_services")
          .values({ user_id: user.id, service_id: course.id, order_id: order.id })
          .execute();
      }
    }
    // After the members, so their ids stay 1, 2, 3 as before.
    const staff = await trx
      .insertInto("users")
      .values({
        username: DEMO_STAFF.email,
        email: DEMO_STAFF.email,
        name: DEMO_STAFF.name,
        phonenumber: DEMO_STAFF.phonenumber,
        access_for: "staff",
        password,
        role: DEMO_STAFF.role,
        is_staff: true,
        reviewed_at: new Date(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    if (sealingKey) {
      await trx
        .insertInto("second_factors")
        .values({
          user_id: staff.id,
          secret_sealed: seal(sealingKeyFrom(sealingKey), DEMO_STAFF.authenticatorKey),
          confirmed_at: new Date(),
        })
        .execute();
    }
  });
  return true;
}
