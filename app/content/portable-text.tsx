import {
  type MissingComponentHandler,
  PortableText,
  type PortableTextBlock,
  type PortableTextComponentProps,
  type PortableTextComponents,
  type PortableTextMarkComponentProps,
  toPlainText,
} from "@portabletext/react";
import { createContext, type ReactNode, useContext, useMemo } from "react";
import { useT } from "~/i18n/use-translation";
import { type ContentFigure, ContentImage } from "./content-image";
import { assetDimensions } from "./image-url";
import {
  HEADING_LEVELS,
  headings,
  type RichTextItem,
  type RichTextValue,
} from "./rich-text-outline";
import { SafeLink } from "./safe-link";

/** Unknown types render nothing and warn once, so new content types never break a page. */

/** How wide a figure in the prose column is shown (the column is at most 44 rem). */
export const PROSE_IMAGE_SIZES = "(min-width: 48rem) 44rem, 100vw";

const warned = new Set<string>();

const warnOnce: MissingComponentHandler = (_message, { type, nodeType }) => {
  // An unknown list type reports the list and its items: one warning will do.
  const what = {
    block: "block type",
    mark: "mark",
    blockStyle: "block style",
    listStyle: "list type",
    listItemStyle: "list type",
  }[nodeType];
  const key = `${what}:${type}`;
  if (warned.has(key)) return;
  warned.add(key);
  console.warn(
    `Rich text: unknown ${what} "${type}" is not shown. Add a component for it in app/content/portable-text.tsx.`,
  );
};

function RichLink({
  value,
  children,
}: PortableTextMarkComponentProps<{ _type: string; href?: unknown }>) {
  return <SafeLink href={value?.href}>{children}</SafeLink>;
}

const HeadingIds = createContext<{ byBlock: Map<object, string>; byKey: Map<string, string> }>({
  byBlock: new Map(),
  byKey: new Map(),
});

function Heading({ value, children }: PortableTextComponentProps<PortableTextBlock>) {
  const ids = useContext(HeadingIds);
  const t = useT();
  const level = HEADING_LEVELS[value.style as keyof typeof HEADING_LEVELS] ?? 2;
  const Tag = `h${level}` as const;
  const id = ids.byBlock.get(value) ?? (value._key ? ids.byKey.get(value._key) : undefined);
  if (!id) return <Tag>{children}</Tag>;
  const text = toPlainText(value).trim();
  // Beside the heading, not in it, so the heading's name stays its text.
  return (
    <div className="rich-text__heading">
      <Tag id={id}>{children}</Tag>
      <a className="rich-text__anchor" href={`#${id}`}>
        <span className="visually-hidden">{t("richText.anchor", { text })}</span>
        <span aria-hidden="true">#</span>
      </a>
    </div>
  );
}

/** A raw one (asset {_ref}) still shows, unblurred. */
function toFigure(value: RichTextItem): ContentFigure | null {
  const asset = value.asset as Record<string, unknown> | null | undefined;
  const id = typeof asset?._id === "string" ? asset._id : asset?._ref;
  if (typeof id !== "string") return null;
  const size = assetDimensions(id);
  return {
    alt: typeof value.alt === "string" ? value.alt : null,
    caption: typeof value.caption === "string" ? value.caption : null,
    crop: (value.crop as ContentFigure["crop"]) ?? null,
    hotspot: (value.hotspot as ContentFigure["hotspot"]) ?? null,
    asset: {
      _id: id,
      width: typeof asset?.width === "number" ? asset.width : (size?.width ?? null),
      height: typeof asset?.height === "number" ? asset.height : (size?.height ?? null),
      lqip: typeof asset?.lqip === "string" ? asset.lqip : null,
    },
  };
}

function FigureBlock({ value }: { value: RichTextItem }) {
  return <ContentImage image={toFigure(value)} sizes={PROSE_IMAGE_SIZES} caption />;
}

function CodeBlock({ value }: { value: RichTextItem }) {
  const code = typeof value.code === "string" ? value.code : "";
  const language = typeof value.language === "string" ? value.language : "";
  const filename = typeof value.filename === "string" ? value.filename : "";
  const languageClass = language.toLowerCase().replace(/[^a-z0-9+#-]/g, "");
  const label = [filename, language].filter(Boolean).join(" · ");
  return (
    <figure className="code-block">
      {label ? <figcaption className="code-block__caption">{label}</figcaption> : null}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <pre className="code-block__pre" tabIndex={0}>
        <code className={languageClass ? `language-${languageClass}` : undefined}>{code}</code>
      </pre>
    </figure>
  );
}

const nothing = () => null;
const Plain = ({ children }: { children?: ReactNode }) => <>{children}</>;

const components: PortableTextComponents = {
  block: {
    normal: ({ children }) => <p>{children}</p>,
    h2: Heading,
    h3: Heading,
    h4: Heading,
    blockquote: ({ children }) => (
      <blockquote className="rich-text__quote">
        <p>{children}</p>
      </blockquote>
    ),
    h1: undefined,
    h5: undefined,
    h6: undefined,
  },
  list: {
    bullet: ({ children }) => <ul>{children}</ul>,
    number: ({ children }) => <ol>{children}</ol>,
  },
  listItem: {
    bullet: ({ children }) => <li>{children}</li>,
    number: ({ children }) => <li>{children}</li>,
  },
  marks: {
    strong: ({ children }) => <strong>{children}</strong>,
    em: ({ children }) => <em>{children}</em>,
    code: ({ children }) => <code>{children}</code>,
    link: RichLink,
    underline: undefined,
    "strike-through": undefined,
  },
  types: {
    figure: FigureBlock,
    codeBlock: CodeBlock,
  },
  unknownType: nothing,
  unknownBlockStyle: nothing,
  unknownList: nothing,
  unknownListItem: nothing,
  unknownMark: Plain,
};

/** A level of a billion would build a billion nested lists. */
const MAX_LIST_LEVEL = 6;
const MAX_ITEMS = 5_000;

/** Deep nesting took the process's memory and stack: levels and children are bounded here. */
export function drawableRichText(value: unknown): RichTextItem[] {
  if (!Array.isArray(value)) return [];
  return value.slice(0, MAX_ITEMS).flatMap((item): RichTextItem[] => {
    if (typeof item !== "object" || item === null || Array.isArray(item)) return [];
    const block = item as RichTextItem & { level?: unknown; children?: unknown };
    if (block._type !== "block") return [block];
    const level =
      typeof block.level === "number" && Number.isFinite(block.level)
        ? Math.min(Math.max(Math.trunc(block.level), 1), MAX_LIST_LEVEL)
        : undefined;
    const children = Array.isArray(block.children)
      ? block.children.filter(
          (child: unknown) =>
            typeof child === "object" &&
            child !== null &&
            !Array.isArray((child as { children?: unknown }).children),
        )
      : [];
    return [{ ...block, children, ...(level === undefined ? { level: undefined } : { level }) }];
  });
}

export function RichText({
  value,
  className,
  idPrefix,
}: {
  value: RichTextValue | null | undefined;
  className?: string;
  /** /csr has several: each prefixes its heading ids. */
  idPrefix?: string;
}) {
  const items = useMemo(() => drawableRichText(value), [value]);
  const ids = useMemo(() => {
    const byBlock = new Map<object, string>();
    const byKey = new Map<string, string>();
    for (const { id, block } of headings(items, idPrefix)) {
      byBlock.set(block, id);
      if (block._key) byKey.set(block._key, id);
    }
    return { byBlock, byKey };
  }, [items, idPrefix]);
  if (!items.length) return null;
  return (
    <div className={className ? `rich-text ${className}` : "rich-text"}>
      <HeadingIds value={ids}>
        <PortableText value={items} components={components} onMissingComponent={warnOnce} />
      </HeadingIds>
    </div>
  );
}
