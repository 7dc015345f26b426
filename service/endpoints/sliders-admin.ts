import { SlideSchema } from "#contract/staff.ts";
import { authenticateStaff } from "../auth/staff.ts";
import type { ServiceContext } from "../context.ts";
import { readValid } from "../http/body.ts";
import { idOf } from "../http/paging.ts";
import { fail, json } from "../http/responses.ts";
import { writeAudit } from "../ops/audit.ts";

type SliderTable = "home_sliders" | "pmt_sliders";

/** GET admin/home-sliders/ and admin/pmt-sliders/ (staff): every slide, hidden ones too, in order. */
export function listSlidesForStaff(table: SliderTable) {
  return async (request: Request, context: ServiceContext) => {
    await authenticateStaff(request, context);
    const slides = await context.db
      .selectFrom(table)
      .selectAll()
      .orderBy("position")
      .orderBy("id")
      .execute();
    return json(slides);
  };
}

/**
 * POST admin/home-sliders/ (or pmt-sliders/), and …/:id/ (staff): adds or
 * replaces a slide (title, subtitle, picture, link, order, shown, other languages' words); audited.
 * api/homesliders/ and api/pmtsliders/ show the shown ones at once.
 */
export function saveSlide(table: SliderTable) {
  return async (request: Request, context: ServiceContext, params: Record<string, string>) => {
    const staff = await authenticateStaff(request, context);
    const id = params.id === undefined ? null : idOf(params);
    const { translations, ...fields } = await readValid(request, SlideSchema);
    const slide = { ...fields, translations: JSON.stringify(translations) };
    const saved = await context.db.transaction().execute(async (trx) => {
      const before = id
        ? await trx.selectFrom(table).selectAll().where("id", "=", id).executeTakeFirst()
        : null;
      if (id && !before) throw fail.notFound();
      const row = id
        ? await trx
            .updateTable(table)
            .set(slide)
            .where("id", "=", id)
            .returningAll()
            .executeTakeFirstOrThrow()
        : await trx.insertInto(table).values(slide).returningAll().executeTakeFirstOrThrow();
      await writeAudit(trx, {
        actor: staff.email,
        action: id ? "edit-slide" : "add-slide",
        subject: `${table === "home_sliders" ? "home" : "pmt"} slide ${row.id}`,
        before: before
          ? { title: before.title, position: before.position, active: before.active }
          : null,
        after: { title: row.title, position: row.position, active: row.active },
      });
      return row;
    });
    return json(saved, id ? 200 : 201);
  };
}
