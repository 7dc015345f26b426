import { data } from "react-router";
import { slideIntents } from "~/staff/slide-form.server";
import type { StaffFormAnswer } from "~/staff/staff-action.server";
import { staffAction } from "~/staff/staff-action.server";
import { fieldOf, StaffForm } from "~/staff/staff-form";
import { StaffLayout, staffLinks, staffMeta } from "~/staff/staff-layout";
import { readStaff, staffRequest } from "~/staff/staff-request.server";
import { CATALOGUE_FORM_LIMIT } from "../../../contract/limits.ts";
import type { SliderKind, StaffSlide } from "../../../contract/staff.ts";
import type { Route } from "./+types/sliders";

const SLIDERS: { kind: SliderKind; title: string; where: string }[] = [
  { kind: "home", title: "Home page slider", where: "the top of the home page" },
  { kind: "pmt", title: "PMT page slider", where: "the top of /pmt-aspirants" },
];

/** /staff/catalogue/sliders: the home page's and the PMT page's slides (picture, text, link, order, shown). */
export async function loader({ context, url, pattern }: Route.LoaderArgs) {
  const { entry, staff } = staffRequest(context, url, pattern);
  const [home, pmt] = await Promise.all([staff.slides("home"), staff.slides("pmt")]);
  return {
    title: entry.title,
    slides: { home: readStaff(home, context, url), pmt: readStaff(pmt, context, url) },
  };
}

export async function action({ context, request, url, pattern }: Route.ActionArgs) {
  const { status, answer } = await staffAction(
    context,
    request,
    url,
    pattern,
    { ...slideIntents("home"), ...slideIntents("pmt") },
    CATALOGUE_FORM_LIMIT,
  );
  return data(answer, { status });
}

export const links = staffLinks;
export const meta: Route.MetaFunction = () => staffMeta("Sliders");

function SlideFields({
  kind,
  slide,
  answer,
  nextPosition,
}: {
  kind: SliderKind;
  slide: StaffSlide | null;
  answer: StaffFormAnswer | undefined;
  nextPosition: number;
}) {
  const id = slide?.id ?? 0;
  const key = `${slide ? kind : `${kind}-new`}:${id}`;
  const prefix = `${kind}-${id}`;
  const input = (
    name: string,
    label: string,
    fallback: string,
    extra: Record<string, unknown> = {},
  ) => {
    const field = fieldOf(answer, key, name);
    return (
      <div className="field">
        <label htmlFor={`${prefix}-${name}`}>{label}</label>
        <input
          id={`${prefix}-${name}`}
          name={name}
          defaultValue={field.value ?? fallback}
          aria-invalid={field.error ? true : undefined}
          aria-describedby={field.error ? `${prefix}-${name}-error` : undefined}
          {...extra}
        />
        {field.error ? (
          <p className="field__error" id={`${prefix}-${name}-error`}>
            {field.error}
          </p>
        ) : null}
      </div>
    );
  };
  const picture = fieldOf(answer, key, "image_file");
  return (
    <>
      <input type="hidden" name="image" value={slide?.image ?? ""} />
      {slide?.image ? (
        <img
          src={slide.image}
          alt={`${slide.title}, as shown now`}
          className="staff-course-image"
          width={256}
          height={120}
        />
      ) : null}
      {input("title", "Title", slide?.title ?? "", { required: true, maxLength: 200 })}
      {input("subtitle", "Subtitle", slide?.subtitle ?? "", { maxLength: 300 })}
      {input("link", "Link (a path like /pmt-aspirants, or https://…)", slide?.link ?? "", {
        maxLength: 500,
      })}
      {input("position", "Order (lowest first)", String(slide?.position ?? nextPosition), {
        inputMode: "numeric",
        pattern: "[0-9]{1,5}",
        required: true,
      })}
      <div className="field">
        <label htmlFor={`${prefix}-image_file`}>{slide ? "Replace the picture" : "Picture"}</label>
        <input
          id={`${prefix}-image_file`}
          name="image_file"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          required={!slide}
          aria-invalid={picture.error ? true : undefined}
          aria-describedby={picture.error ? `${prefix}-image_file-error` : undefined}
        />
        {picture.error ? (
          <p className="field__error" id={`${prefix}-image_file-error`}>
            {picture.error}
          </p>
        ) : null}
      </div>
      <label className="staff-check">
        <input type="checkbox" name="active" defaultChecked={slide?.active ?? true} /> Shown
      </label>
    </>
  );
}

export default function SlidersConsole({ loaderData, actionData }: Route.ComponentProps) {
  const { title, slides } = loaderData;
  return (
    <StaffLayout title={title} crumbs={[{ label: "Catalogue", to: "/staff/catalogue" }]}>
      {SLIDERS.map(({ kind, title: heading, where }) => {
        const list = slides[kind];
        const nextPosition = Math.max(0, ...list.map((slide) => slide.position)) + 1;
        return (
          <section key={kind} aria-labelledby={`${kind}-slider-title`} className="staff-section">
            <h2 id={`${kind}-slider-title`} className="account-page__heading">
              {heading}
            </h2>
            <p className="staff-lead">Shown at {where}, in order; hidden slides stay here.</p>
            <ul className="staff-list">
              {list.map((slide) => (
                <li key={slide.id} className="account-card staff-item">
                  <StaffForm
                    intent={kind}
                    id={slide.id}
                    answer={actionData}
                    submit={`Save “${slide.title}”`}
                    encType="multipart/form-data"
                    className="staff-form staff-course-form"
                  >
                    <SlideFields
                      kind={kind}
                      slide={slide}
                      answer={actionData}
                      nextPosition={nextPosition}
                    />
                  </StaffForm>
                </li>
              ))}
              <li className="account-card staff-item">
                <h3 className="staff-item__title">Add a slide</h3>
                <StaffForm
                  intent={`${kind}-new`}
                  id={0}
                  answer={actionData}
                  submit="Add the slide"
                  encType="multipart/form-data"
                  className="staff-form staff-course-form"
                >
                  <SlideFields
                    kind={kind}
                    slide={null}
                    answer={actionData}
                    nextPosition={nextPosition}
                  />
                </StaffForm>
              </li>
            </ul>
          </section>
        );
      })}
    </StaffLayout>
  );
}
