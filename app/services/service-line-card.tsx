import { useEditMarks } from "~/content/edit-marks";
import type { SERVICE_LINES_QUERY_RESULT } from "~/content/sanity.types";
import { MediaCard } from "~/shell/media-card";
import { serviceLineHref } from "./service-line-paths";

type ServiceLineCardData = Pick<
  SERVICE_LINES_QUERY_RESULT[number],
  "_id" | "title" | "key" | "tagline" | "summary" | "image"
>;

export function ServiceLineCard({ line }: { line: ServiceLineCardData }) {
  const mark = useEditMarks();
  const doc = { _id: line._id, _type: "serviceLine" };
  return (
    <MediaCard
      image={line.image}
      aspect={3 / 2}
      title={line.title}
      titleMark={mark(doc, "title")}
      href={serviceLineHref(line.key)}
    >
      {line.tagline ? (
        <p className="card__kicker" {...mark(doc, "tagline")}>
          {line.tagline}
        </p>
      ) : null}
      <p {...mark(doc, "summary")}>{line.summary}</p>
    </MediaCard>
  );
}
