// @vitest-environment jsdom
import { cleanup, fireEvent, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { type ContentFigure, ContentImage, candidateWidths } from "./content-image";
import { ContentImageConfigProvider, IMAGE_WIDTHS } from "./image-url";

afterEach(cleanup);

const HASH = "0123456789abcdef0123456789abcdef01234567";
const LQIP =
  "data:image/jpeg;base64,/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgo==";

function figure(overrides: Partial<ContentFigure> = {}, width = 1000, height = 800): ContentFigure {
  return {
    alt: "Pharmacists reviewing a prescription",
    caption: "The Pune team at work",
    crop: null,
    hotspot: null,
    asset: { _id: `image-${HASH}-${width}x${height}-jpg`, width, height, lqip: LQIP },
    ...overrides,
  };
}

function widthsIn(srcset: string | null): string[] {
  return (srcset ?? "").split(", ").map((entry) => entry.split(" ")[1] ?? "");
}

function parts(container: HTMLElement) {
  const img = container.querySelector("img");
  if (!img) throw new Error("no <img> rendered");
  return {
    img,
    avif: container.querySelector('source[type="image/avif"]'),
    webp: container.querySelector('source[type="image/webp"]'),
  };
}

describe("ContentImage", () => {
  it("renders nothing without an asset", () => {
    for (const image of [null, undefined, figure({ asset: null })]) {
      const { container } = render(<ContentImage image={image} sizes="100vw" />);
      expect(container.innerHTML).toBe("");
      cleanup();
    }
  });

  it("renders nothing for an asset id it cannot read", () => {
    const image = figure({ asset: { _id: "not-an-id", width: null, height: null, lqip: null } });
    const { container } = render(<ContentImage image={image} sizes="100vw" />);
    expect(container.innerHTML).toBe("");
  });

  it("offers the allowed widths up to the source's own, in the format the browser takes", () => {
    const { container } = render(
      <ContentImage image={figure()} sizes="(min-width: 60rem) 50vw, 100vw" />,
    );
    const { img, avif, webp } = parts(container);
    expect(avif).toBeNull();
    expect(webp).toBeNull();
    const expected = ["160w", "320w", "480w", "640w", "768w", "960w", "1000w"];
    expect(widthsIn(img.getAttribute("srcset"))).toEqual(expected);
    // The source is 1000 wide: the last entry asks for 1200 and gets 1000.
    expect(img.getAttribute("srcset")).toContain(
      `/images/embedded/content/${HASH}-1000x800.jpg?w=1200&fit=max&auto=format 1000w`,
    );
    expect(img.getAttribute("srcset")).toContain("w=320&fit=max&auto=format 320w");
    expect(img.getAttribute("src")).toBe(
      `/images/embedded/content/${HASH}-1000x800.jpg?w=960&fit=max&auto=format`,
    );
    expect(img.getAttribute("sizes")).toBe("(min-width: 60rem) 50vw, 100vw");
  });

  it("sets width and height from the crop and the aspect, so nothing shifts", () => {
    const plain = parts(render(<ContentImage image={figure()} sizes="100vw" />).container).img;
    expect([plain.getAttribute("width"), plain.getAttribute("height")]).toEqual(["1000", "800"]);
    cleanup();

    const cropped = figure({ crop: { top: 0, bottom: 0.5, left: 0.1, right: 0.1 } });
    const { img } = parts(render(<ContentImage image={cropped} sizes="100vw" />).container);
    expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["800", "400"]);
    expect(img.getAttribute("src")).toContain("rect=100,0,800,400");
    cleanup();

    const wide = parts(
      render(<ContentImage image={figure()} aspect={16 / 9} sizes="100vw" />).container,
    ).img;
    expect([wide.getAttribute("width"), wide.getAttribute("height")]).toEqual(["1000", "563"]);
    expect(wide.getAttribute("src")).toMatch(/rect=0,\d+,1000,563&w=960&h=540/);
  });

  it("crops around the hotspot for a fixed aspect", () => {
    const image = figure({ hotspot: { x: 0.9, y: 0.5, width: 0.1, height: 0.1 } });
    const { img } = parts(
      render(<ContentImage image={image} aspect={1} sizes="100vw" />).container,
    );
    // A square of 800 from a 1000x800 source, pushed to the right edge by the hotspot.
    expect(img.getAttribute("src")).toContain("rect=200,0,800,800&w=960&h=960");
    expect(widthsIn(img.getAttribute("srcset")).at(-1)).toBe("800w");
  });

  it("takes alt from the figure, empty when it has none", () => {
    const { img } = parts(render(<ContentImage image={figure()} sizes="100vw" />).container);
    expect(img.getAttribute("alt")).toBe("Pharmacists reviewing a prescription");
    cleanup();
    const bare = parts(
      render(<ContentImage image={figure({ alt: null })} sizes="100vw" />).container,
    );
    expect(bare.img.getAttribute("alt")).toBe("");
  });

  it("loads lazily unless it is a priority image", () => {
    const lazy = parts(render(<ContentImage image={figure()} sizes="100vw" />).container).img;
    expect(lazy.getAttribute("loading")).toBe("lazy");
    expect(lazy.getAttribute("decoding")).toBe("async");
    expect(lazy.getAttribute("fetchpriority")).toBeNull();
    cleanup();
    const eager = parts(
      render(<ContentImage image={figure()} sizes="100vw" priority />).container,
    ).img;
    expect(eager.getAttribute("loading")).toBe("eager");
    expect(eager.getAttribute("fetchpriority")).toBe("high");
    expect(eager.getAttribute("decoding")).toBeNull();
  });

  it("shows the blurred preview until the picture loads", () => {
    const { img } = parts(render(<ContentImage image={figure()} sizes="100vw" />).container);
    expect(img.style.backgroundImage).toContain("data:image/jpeg;base64,");
    fireEvent.load(img);
    expect(img.style.backgroundImage).toBe("");
  });

  it("ignores a preview that is not a plain base64 image", () => {
    const sneaky = figure({
      asset: {
        _id: `image-${HASH}-1000x800-jpg`,
        width: 1000,
        height: 800,
        lqip: 'data:image/png;base64,AAAA"); background: url(https://evil.example/x',
      },
    });
    const { img } = parts(render(<ContentImage image={sneaky} sizes="100vw" />).container);
    expect(img.getAttribute("style")).toBeNull();
  });

  it("puts the caption in a figcaption when asked", () => {
    const own = render(<ContentImage image={figure()} sizes="100vw" caption />).container;
    expect(own.querySelector("figure > picture")).not.toBeNull();
    expect(own.querySelector("figure > figcaption")?.textContent).toBe("The Pune team at work");
    cleanup();
    const given = render(
      <ContentImage image={figure()} sizes="100vw" caption={<em>Photo: staff</em>} />,
    ).container;
    expect(given.querySelector("figcaption em")?.textContent).toBe("Photo: staff");
    cleanup();
    const none = render(
      <ContentImage image={figure({ caption: null })} sizes="100vw" caption />,
    ).container;
    expect(none.querySelector("figure")).toBeNull();
    expect(none.querySelector("picture")).not.toBeNull();
    cleanup();
    const off = render(<ContentImage image={figure()} sizes="100vw" />).container;
    expect(off.querySelector("figcaption")).toBeNull();
  });

  it("puts className on the img", () => {
    const { img } = parts(
      render(<ContentImage image={figure()} sizes="100vw" className="card__image" />).container,
    );
    expect(img.className).toBe("content-image__img card__image");
  });

  it("builds Sanity CDN URLs under a Sanity config", () => {
    const { container } = render(
      <ContentImageConfigProvider config={{ projectId: "abc123", dataset: "production" }}>
        <ContentImage image={figure()} sizes="100vw" />
      </ContentImageConfigProvider>,
    );
    expect(parts(container).img.getAttribute("src")).toBe(
      `https://cdn.sanity.io/images/abc123/production/${HASH}-1000x800.jpg?w=960&fit=max&auto=format`,
    );
  });

  it("uses the width and height in the asset id when the metadata is missing", () => {
    const image = figure({
      asset: { _id: `image-${HASH}-400x300-png`, width: null, height: null, lqip: null },
    });
    const { img } = parts(render(<ContentImage image={image} sizes="100vw" />).container);
    expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["400", "300"]);
    expect(img.getAttribute("style")).toBeNull();
  });
});

describe("candidateWidths", () => {
  it("keeps only the route's widths, up to the source, then one step up at the source width", () => {
    expect(candidateWidths([500, 320, 160, 320], 1000)).toEqual([
      { request: 160, actual: 160 },
      { request: 320, actual: 320 },
    ]);
    expect(candidateWidths(IMAGE_WIDTHS, 640).at(-1)).toEqual({ request: 640, actual: 640 });
    expect(candidateWidths(IMAGE_WIDTHS, 100)).toEqual([{ request: 160, actual: 100 }]);
    expect(candidateWidths(IMAGE_WIDTHS, 4000).at(-1)).toEqual({ request: 2000, actual: 2000 });
  });
});
