import { fieldMessages } from "#contract/errors.ts";
import type { SlideInput, SliderKind } from "#contract/staff.ts";
import { SlideFormSchema } from "#contract/staff-forms.ts";
import { purgeContent } from "~/content/content.server";
import type { StaffApi } from "~/service-api/staff-calls.server";
import { formIntent, type Prepared, type StaffIntent } from "./staff-action.server";
import { STAFF_UNAVAILABLE } from "./staff-messages";

/** A home slide is on the cached home page: a change purges it on every instance. */

async function withUploadedPicture(
  slide: SlideInput,
  form: FormData,
  staff: StaffApi,
): Promise<Prepared<SlideInput>> {
  const file = form.get("image_file");
  if (!(file instanceof File) || file.size === 0) return { ok: true, body: slide };
  const uploaded = await staff.upload("image", new Uint8Array(await file.arrayBuffer()));
  if (uploaded.kind === "ok") return { ok: true, body: { ...slide, image: uploaded.data.url } };
  const words =
    uploaded.kind === "rejected" ? fieldMessages(uploaded.data).file : STAFF_UNAVAILABLE;
  return { ok: false, fieldErrors: { image_file: [words ?? STAFF_UNAVAILABLE] } };
}

export function slideIntents(kind: SliderKind): Record<string, StaffIntent<SlideInput>> {
  const after = kind === "home" ? purgeContent : undefined;
  return {
    [`${kind}-new`]: formIntent(SlideFormSchema, {
      creates: true,
      prepare: withUploadedPicture,
      send: (staff, _id, body) => staff.saveSlide(kind, null, body),
      done: ({ title }) => `Slide “${title}” added.`,
      after,
    }),
    [kind]: formIntent(SlideFormSchema, {
      prepare: withUploadedPicture,
      send: (staff, id, body) => staff.saveSlide(kind, id, body),
      done: ({ title }) => `Slide “${title}” saved.`,
      after,
    }),
  };
}
