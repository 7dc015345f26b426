import { purgeContent } from "~/content/content.server";
import { fieldMessages } from "../../contract/errors.ts";
import { type SliderKind, SlideSchema } from "../../contract/staff.ts";
import { type ParsedForm, parsedWith, type StaffIntent } from "./staff-action.server";
import type { StaffApi } from "./staff-api.server";
import { STAFF_UNAVAILABLE } from "./staff-messages";

/**
 * The slider forms (home page and PMT page): the text checked first, then a
 * new picture uploaded (the service checks what it is), then the slide
 * saved. A home slide is on the public home page, which the page cache
 * keeps: a change purges it on every instance.
 */

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

async function slideBody(form: FormData, staff: StaffApi): Promise<ParsedForm> {
  const file = form.get("image_file");
  const picture = file instanceof File && file.size > 0 ? file : null;
  const position = text(form, "position").trim();
  const slide = {
    title: text(form, "title"),
    subtitle: text(form, "subtitle"),
    image: picture ? "/service/media/pending.webp" : text(form, "image"),
    link: text(form, "link"),
    position: /^\d{1,5}$/.test(position) ? Number(position) : Number.NaN,
    active: form.get("active") === "on",
  };
  const checked = parsedWith(SlideSchema.safeParse(slide));
  if (!checked.ok || !picture) return checked;
  const uploaded = await staff.upload("image", new Uint8Array(await picture.arrayBuffer()));
  if (uploaded.kind === "ok") {
    return { ok: true, body: { ...(checked.body as object), image: uploaded.data.url } };
  }
  const words =
    uploaded.kind === "rejected" ? fieldMessages(uploaded.data).file : STAFF_UNAVAILABLE;
  return { ok: false, fieldErrors: { image_file: words ?? STAFF_UNAVAILABLE } };
}

/** Add and save, for one slider. */
export function slideIntents(kind: SliderKind): Record<string, StaffIntent> {
  const after = kind === "home" ? purgeContent : undefined;
  return {
    [`${kind}-new`]: {
      creates: true,
      parse: slideBody,
      send: (staff, _id, body) => staff.saveSlide(kind, null, body),
      done: (form) => `Slide “${text(form, "title").trim()}” added.`,
      after,
    },
    [kind]: {
      parse: slideBody,
      send: (staff, id, body) => staff.saveSlide(kind, id, body),
      done: (form) => `Slide “${text(form, "title").trim()}” saved.`,
      after,
    },
  };
}
