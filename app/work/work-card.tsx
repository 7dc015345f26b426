import { Link } from "react-router";
import { ContentImage } from "~/content/content-image";
import { documentPath } from "~/content/document-path";
import type { WORK_LIST_QUERY_RESULT } from "~/content/sanity.types";
import { workCategoryTitle } from "./work-categories";

export function WorkCard({ work }: { work: WORK_LIST_QUERY_RESULT[number] }) {
  return (
    <article className="card card--media" data-reveal="">
      {work.coverImage ? (
        <ContentImage
          image={work.coverImage}
          aspect={4 / 3}
          sizes="(min-width: 1100px) 360px, (min-width: 700px) 45vw, 100vw"
          className="card__image"
        />
      ) : null}
      <p className="card__kicker">{workCategoryTitle(work.category)}</p>
      <h3 className="card__title">
        <Link
          to={documentPath({ _type: "work", slug: work.slug }) ?? "/work"}
          className="card__link"
        >
          {work.title}
        </Link>
      </h3>
      <p className="card__meta">{work.client}</p>
      <p>{work.summary}</p>
    </article>
  );
}
