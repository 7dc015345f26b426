import { Link } from "react-router";
import { ContentImage } from "~/content/content-image";
import type { SERVICE_LINES_QUERY_RESULT } from "~/content/sanity.types";
import { serviceLineHref } from "./service-line-paths";

type ServiceLineCardData = Pick<
  SERVICE_LINES_QUERY_RESULT[number],
  "_id" | "title" | "key" | "tagline" | "summary" | "image"
>;

export function ServiceLineCard({ line }: { line: ServiceLineCardData }) {
  return (
    <article className="card card--media" data-reveal="">
      {line.image ? (
        <ContentImage
          image={line.image}
          aspect={3 / 2}
          sizes="(min-width: 1100px) 360px, (min-width: 700px) 45vw, 100vw"
          className="card__image"
        />
      ) : null}
      <h3 className="card__title">
        <Link to={serviceLineHref(line.key)} className="card__link">
          {line.title}
        </Link>
      </h3>
      {line.tagline ? <p className="card__kicker">{line.tagline}</p> : null}
      <p>{line.summary}</p>
    </article>
  );
}
