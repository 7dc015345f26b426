import { authenticateProPmt } from "../auth/authenticate.ts";
import type { ServiceContext } from "../context.ts";
import { fail, json } from "../http/responses.ts";
import type { Handler } from "../http/router.ts";
import { serializeOwnedService, serializeService } from "./serializers.ts";

/** PMT courses with their category name, active only. */
function servicesQuery(context: ServiceContext) {
  return context.db
    .selectFrom("pmt_services")
    .innerJoin("pmt_categories", "pmt_categories.id", "pmt_services.category_id")
    .selectAll("pmt_services")
    .select("pmt_categories.name as category_name")
    .where("pmt_services.is_active", "=", true);
}

/** GET api/pmtcategory/ (pro_pmt) */
export async function listCategories(request: Request, context: ServiceContext): Promise<Response> {
  await authenticateProPmt(request, context);
  const categories = await context.db
    .selectFrom("pmt_categories")
    .select(["id", "name", "slug"])
    .orderBy("position")
    .orderBy("id")
    .execute();
  return json(categories);
}

/** GET api/propmtservice/?category= (pro_pmt) */
export async function listServices(request: Request, context: ServiceContext): Promise<Response> {
  await authenticateProPmt(request, context);
  const category = new URL(request.url).searchParams.get("category");
  let query = servicesQuery(context);
  if (category !== null && category !== "") {
    const id = /^\d{1,9}$/.test(category) ? Number(category) : Number.NaN;
    const exists =
      Number.isInteger(id) &&
      (await context.db
        .selectFrom("pmt_categories")
        .select("id")
        .where("id", "=", id)
        .executeTakeFirst());
    if (!exists) {
      throw fail.field(
        "category",
        "Select a valid choice. That choice is not one of the available choices.",
      );
    }
    query = query.where("pmt_services.category_id", "=", id);
  }
  const services = await query.orderBy("pmt_services.id").execute();
  return json(services.map(serializeService));
}

/** GET api/propmtservice/{id}/: public, as the site calls it without a token; no paid content. */
export const getService: Handler<ServiceContext> = async (_request, context, params) => {
  const service = await servicesQuery(context)
    .where("pmt_services.id", "=", Number(params.id))
    .executeTakeFirst();
  if (!service) throw fail.notFound();
  return json(serializeService(service));
};

function purchasesQuery(context: ServiceContext, userId: number) {
  return context.db
    .selectFrom("purchased_services")
    .innerJoin("pmt_services", "pmt_services.id", "purchased_services.service_id")
    .innerJoin("pmt_categories", "pmt_categories.id", "pmt_services.category_id")
    .selectAll("pmt_services")
    .select([
      "pmt_categories.name as category_name",
      "purchased_services.id as purchase_id",
      "purchased_services.order_id",
      "purchased_services.purchased_at",
    ])
    .where("purchased_services.user_id", "=", userId);
}

/** GET api/purchasedservices/my-services/ (pro_pmt): the caller's purchases. */
export async function listPurchases(request: Request, context: ServiceContext): Promise<Response> {
  const user = await authenticateProPmt(request, context);
  const rows = await purchasesQuery(context, user.id)
    .orderBy("purchased_services.purchased_at", "desc")
    .execute();
  return json(
    rows.map((row) => ({
      id: row.purchase_id,
      order: row.order_id,
      purchased_at: row.purchased_at.toISOString(),
      service: serializeService(row),
    })),
  );
}

/** GET api/purchasedservices/{id}/my-service/ (pro_pmt): one purchase, with lessons; another's is a 404. */
export const getPurchase: Handler<ServiceContext> = async (request, context, params) => {
  const user = await authenticateProPmt(request, context);
  const row = await purchasesQuery(context, user.id)
    .where("purchased_services.id", "=", Number(params.id))
    .executeTakeFirst();
  if (!row) throw fail.notFound();
  return json({
    id: row.purchase_id,
    order: row.order_id,
    purchased_at: row.purchased_at.toISOString(),
    service: serializeOwnedService(row),
  });
};

/**
 * GET api/homesliders/ and api/pmtsliders/: public, active slides in order, each with its words
 * in the site's other languages (`translations`, ours).
 */
export function listSliders(table: "home_sliders" | "pmt_sliders") {
  return async (_request: Request, context: ServiceContext): Promise<Response> => {
    const slides = await context.db
      .selectFrom(table)
      .select(["id", "title", "subtitle", "image", "link", "position", "translations"])
      .where("active", "=", true)
      .orderBy("position")
      .orderBy("id")
      .execute();
    return json(slides);
  };
}
