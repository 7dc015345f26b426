import { type ContentFigure, ContentImage } from "./content-image";
import { useEditMarks } from "./edit-marks";
import { RichText } from "./portable-text";
import type { RichTextValue } from "./rich-text-outline";

/** A long page's body: its picture loads first since it is at the top. */
export function ArticleBody({
  image,
  imageClassName,
  lead,
  body,
  source,
}: {
  image: ContentFigure | null | undefined;
  imageClassName: string;
  lead: string | null | undefined;
  body: RichTextValue | null | undefined;
  source?: { type: string; id: string; leadField: string };
}) {
  const mark = useEditMarks();
  const field = (path: string) => (source ? mark(path, source.type, source.id) : undefined);
  return (
    <>
      <ContentImage
        image={image}
        aspect={16 / 9}
        sizes="(min-width: 1100px) 760px, 100vw"
        priority
        className={imageClassName}
      />
      {lead ? (
        <p className="lead" {...(source && field(source.leadField))}>
          {lead}
        </p>
      ) : null}
      <div className="article-body__text" {...field("body")}>
        <RichText value={body ?? []} />
      </div>
    </>
  );
}
