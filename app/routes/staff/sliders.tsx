import { data } from "react-router";
import { CATALOGUE_FORM_LIMIT } from "#contract/limits.ts";
import type { SliderKind, StaffSlide } from "#contract/staff.ts";
import { SlideFormSchema } from "#contract/staff-forms.ts";
import { Field } from "~/shell/form-field";
import { CurrentPicture, FileField, PICTURE_TYPES } from "~/staff/picture-fields";
import { slideIntents } from "~/staff/slide-form.server";
import { staffAction } from "~/staff/staff-action.server";
import { type StaffFieldProps, StaffForm } from "~/staff/staff-form";
import { StaffLayout, staffLinks, staffMeta } from "~/staff/staff-layout";
import { readStaff, staffRequest } from "~/staff/staff-request.server";
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

/** A slide as its form's fields hold it before anything is typed. */
function slideDefaults(slide: StaffSlide | null, nextPosition: number) {
  return {
    title: slide?.title ?? "",
    subtitle: slide?.subtitle ?? "",
    link: slide?.link ?? "",
    position: String(slide?.position ?? nextPosition),
    image: slide?.image ?? "",
    title_hi: slide?.translations?.hi?.title ?? "",
    subtitle_hi: slide?.translations?.hi?.subtitle ?? "",
  };
}

function SlideFields({
  slide,
  field,
}: {
  slide: StaffSlide | null;
  field: StaffFieldProps<typeof SlideFormSchema>;
}) {
  const picture = field("image_file").meta;
  // No picture at all is the slide's own message (under `image`): it belongs at the file input.
  const pictureError = picture.errors?.[0] ?? field("image").meta.errors?.[0];
  const active = field("active").meta;
  return (
    <>
      <CurrentPicture src={slide?.image} title={slide?.title ?? ""} height={120} />
      <Field {...field("title")} label="Title" maxLength={200} />
      <Field {...field("subtitle")} label="Subtitle" maxLength={300} optional />
      <Field
        {...field("title_hi")}
        label="Title in Hindi (the Hindi site shows the English one until it is given)"
        maxLength={200}
        optional
      />
      <Field {...field("subtitle_hi")} label="Subtitle in Hindi" maxLength={300} optional />
      <Field
        {...field("link")}
        label="Link (a path like /pmt-aspirants, or https://…)"
        maxLength={500}
        optional
      />
      <Field {...field("position")} label="Order (lowest first)" inputMode="numeric" />
      <FileField
        meta={picture}
        label={slide ? "Replace the picture" : "Picture"}
        accept={PICTURE_TYPES}
        error={pictureError}
        required={!slide}
      />
      <label className="staff-check">
        <input
          type="checkbox"
          id={active.id}
          name={active.name}
          defaultChecked={slide?.active ?? true}
        />{" "}
        Shown
      </label>
    </>
  );
}

export default function SlidersConsole({ loaderData }: Route.ComponentProps) {
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
                    schema={SlideFormSchema}
                    defaultValue={slideDefaults(slide, nextPosition)}
                    submit={`Save “${slide.title}”`}
                    encType="multipart/form-data"
                    className="staff-form staff-course-form"
                  >
                    {(field) => <SlideFields slide={slide} field={field} />}
                  </StaffForm>
                </li>
              ))}
              <li className="account-card staff-item">
                <h3 className="staff-item__title">Add a slide</h3>
                <StaffForm
                  intent={`${kind}-new`}
                  id={0}
                  schema={SlideFormSchema}
                  defaultValue={slideDefaults(null, nextPosition)}
                  submit="Add the slide"
                  encType="multipart/form-data"
                  className="staff-form staff-course-form"
                >
                  {(field) => <SlideFields slide={null} field={field} />}
                </StaffForm>
              </li>
            </ul>
          </section>
        );
      })}
    </StaffLayout>
  );
}
