import { sql } from "kysely";
import { slugify } from "#contract/slug.ts";
import {
  CategorySchema,
  type CourseInput,
  CourseSchema,
  DOWNLOAD_PREFIX,
  MEDIA_PREFIX,
} from "#contract/staff.ts";
import { authenticateStaff } from "../auth/staff.ts";
import type { ServiceContext } from "../context.ts";
import type { ServiceDb } from "../db/database.ts";
import { readBytes, readValid } from "../http/body.ts";
import { idOf } from "../http/paging.ts";
import { ApiError, fail, json } from "../http/responses.ts";
import type { Handler } from "../http/router.ts";
import { writeAudit } from "../ops/audit.ts";
import {
  acceptDocument,
  acceptImage,
  DOCUMENT_UPLOAD_LIMIT,
  IMAGE_UPLOAD_LIMIT,
  UploadRefused,
} from "../storage/uploads.ts";

const SLUG_TAKEN = "Another entry already has this name: choose a different one.";

export const slugOf = (text: string): string => slugify(text, 120, "entry");

const courseColumns = (course: CourseInput) => ({
  title: course.title,
  category_id: course.category,
  summary: course.summary,
  description: course.description,
  image: course.image,
  price: course.price,
  coin_price: course.coin_price,
  duration: course.duration,
  highlights: JSON.stringify(course.highlights.filter((h) => h !== "")),
  lessons: JSON.stringify(course.lessons),
  resources: JSON.stringify(course.resources),
  is_active: course.is_active,
});

function readCourse(row: Record<string, unknown> & { id: number }) {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    category: row.category_id,
    category_name: row.category_name,
    summary: row.summary,
    description: row.description,
    image: row.image,
    price: row.price,
    coin_price: row.coin_price,
    duration: row.duration,
    highlights: row.highlights,
    lessons: row.lessons,
    resources: row.resources,
    is_active: row.is_active,
  };
}

const courses = (db: ServiceDb) =>
  db
    .selectFrom("pmt_services")
    .innerJoin("pmt_categories", "pmt_categories.id", "pmt_services.category_id")
    .selectAll("pmt_services")
    .select("pmt_categories.name as category_name");

export async function listCatalogue(request: Request, context: ServiceContext) {
  await authenticateStaff(request, context);
  const [categories, rows] = await Promise.all([
    context.db
      .selectFrom("pmt_categories")
      .leftJoin("pmt_services", "pmt_services.category_id", "pmt_categories.id")
      .select([
        "pmt_categories.id",
        "pmt_categories.name",
        "pmt_categories.slug",
        "pmt_categories.position",
      ])
      .select(sql<string>`count(pmt_services.id)`.as("courses"))
      .groupBy([
        "pmt_categories.id",
        "pmt_categories.name",
        "pmt_categories.slug",
        "pmt_categories.position",
      ])
      .orderBy("pmt_categories.position")
      .orderBy("pmt_categories.id")
      .execute(),
    courses(context.db).orderBy("pmt_services.title").execute(),
  ]);
  return json({
    categories: categories.map((row) => ({ ...row, courses: Number(row.courses) })),
    courses: rows.map(readCourse),
  });
}

export const showCourse: Handler<ServiceContext> = async (request, context, params) => {
  await authenticateStaff(request, context);
  const row = await courses(context.db)
    .where("pmt_services.id", "=", idOf(params))
    .executeTakeFirst();
  if (!row) throw fail.notFound();
  return json(readCourse(row));
};

async function freeSlug(
  db: ServiceDb,
  table: "pmt_categories" | "pmt_services",
  name: string,
  id: number | null,
) {
  const base = slugOf(name);
  for (let n = 1; n < 50; n += 1) {
    const slug = n === 1 ? base : `${base.slice(0, 115)}-${n}`;
    const taken = await db
      .selectFrom(table)
      .select("id")
      .where("slug", "=", slug)
      .$if(id !== null, (q) => q.where("id", "!=", id as number))
      .executeTakeFirst();
    if (!taken) return slug;
  }
  throw new ApiError(409, { detail: SLUG_TAKEN });
}

const duplicate = (error: unknown) => (error as { code?: string }).code === "23505";

export const saveCategory: Handler<ServiceContext> = async (request, context, params) => {
  const staff = await authenticateStaff(request, context);
  const id = params.id === undefined ? null : idOf(params);
  const input = await readValid(request, CategorySchema);
  try {
    const saved = await context.db.transaction().execute(async (trx) => {
      const before = id
        ? await trx.selectFrom("pmt_categories").selectAll().where("id", "=", id).executeTakeFirst()
        : null;
      if (id && !before) throw fail.notFound();
      const slug = await freeSlug(trx, "pmt_categories", input.name, id);
      const row = id
        ? await trx
            .updateTable("pmt_categories")
            .set({ ...input, slug })
            .where("id", "=", id)
            .returningAll()
            .executeTakeFirstOrThrow()
        : await trx
            .insertInto("pmt_categories")
            .values({ ...input, slug })
            .returningAll()
            .executeTakeFirstOrThrow();
      await writeAudit(trx, {
        actor: staff.email,
        action: id ? "edit-category" : "add-category",
        subject: `category ${row.id}`,
        before: before ? { name: before.name, position: before.position } : null,
        after: { name: row.name, position: row.position },
      });
      return row;
    });
    return json(saved, id ? 200 : 201);
  } catch (error) {
    if (duplicate(error)) throw new ApiError(409, { detail: SLUG_TAKEN });
    throw error;
  }
};

export const saveCourse: Handler<ServiceContext> = async (request, context, params) => {
  const staff = await authenticateStaff(request, context);
  const id = params.id === undefined ? null : idOf(params);
  const input = await readValid(request, CourseSchema);
  const category = await context.db
    .selectFrom("pmt_categories")
    .select("id")
    .where("id", "=", input.category)
    .executeTakeFirst();
  if (!category) throw fail.field("category", "Choose one of the categories.");
  try {
    const saved = await context.db.transaction().execute(async (trx) => {
      const before = id
        ? await trx.selectFrom("pmt_services").selectAll().where("id", "=", id).executeTakeFirst()
        : null;
      if (id && !before) throw fail.notFound();
      const slug = await freeSlug(trx, "pmt_services", input.title, id);
      const values = { ...courseColumns(input), slug };
      const row = id
        ? await trx
            .updateTable("pmt_services")
            .set(values)
            .where("id", "=", id)
            .returning("id")
            .executeTakeFirstOrThrow()
        : await trx
            .insertInto("pmt_services")
            .values(values)
            .returning("id")
            .executeTakeFirstOrThrow();
      const summary = (course: {
        title: string;
        price: string;
        coin_price: number;
        is_active: boolean;
      }) => ({
        title: course.title,
        price: course.price,
        coin_price: course.coin_price,
        is_active: course.is_active,
      });
      await writeAudit(trx, {
        actor: staff.email,
        action: id ? "edit-course" : "add-course",
        subject: `course ${row.id}`,
        before: before ? summary(before) : null,
        after: summary(input),
      });
      return row;
    });
    const row = await courses(context.db)
      .where("pmt_services.id", "=", saved.id)
      .executeTakeFirstOrThrow();
    return json(readCourse(row), id ? 200 : 201);
  } catch (error) {
    if (duplicate(error)) throw new ApiError(409, { detail: SLUG_TAKEN });
    throw error;
  }
};

/** Checked by content, not by name; a document's address serves its owners only. */
export function uploadFile(kind: "image" | "document") {
  return async (request: Request, context: ServiceContext) => {
    const staff = await authenticateStaff(request, context);
    const bytes = await readBytes(
      request,
      kind === "image" ? IMAGE_UPLOAD_LIMIT : DOCUMENT_UPLOAD_LIMIT,
    );
    let stored: Uint8Array;
    try {
      stored = kind === "image" ? await acceptImage(bytes) : acceptDocument(bytes);
    } catch (error) {
      if (error instanceof UploadRefused) throw fail.field("file", error.message);
      throw error;
    }
    const key = await context.files.put(stored, kind === "image" ? "webp" : "pdf");
    await writeAudit(context.db, {
      actor: staff.email,
      action: `upload-${kind}`,
      subject: key,
      before: null,
      after: { bytes: stored.byteLength },
    });
    const url = `${kind === "image" ? MEDIA_PREFIX : DOWNLOAD_PREFIX}${key}`;
    return json({ url, bytes: stored.byteLength }, 201);
  };
}
