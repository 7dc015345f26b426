// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import { cleanup, render } from "@testing-library/react";
import type { SchemaType, TypeNode } from "groq-js";
import { createRoutesStub, Outlet } from "react-router";
import { afterEach, describe, expect, expectTypeOf, it } from "vitest";
import type { z } from "zod";
import { BLOCK_TYPES, checkBlocks } from "./block-shapes";
import { BLOCK_SHAPES } from "./block-shapes.generated";
import type { BlockOf, CheckedBlock, ContentBlock } from "./block-types";
import { PageBuilder } from "./page-builder";

/**
 * One source for each block: the studio's schema. TypeGen's types, the zod shapes and the
 * components must each follow it; these tests fail when one of them does not.
 */

afterEach(cleanup);

type BlockType = ContentBlock["_type"];

/** Whether two types are the same, once intersections (`{ _key } & Link`) are written out. */
type Same<A, B> =
  (<T>() => T extends Plain<A> ? 1 : 2) extends <T>() => T extends Plain<B> ? 1 : 2 ? true : false;
type Plain<T> = T extends (infer E)[]
  ? Plain<E>[]
  : T extends object
    ? { [K in keyof T]: Plain<T[K]> }
    : T;

/** The blocks whose shape infers a type other than TypeGen's. */
type Unlike = {
  [T in BlockType]: Same<z.infer<(typeof BLOCK_SHAPES)[T]>, BlockOf<T>> extends true ? never : T;
}[BlockType];

// Checked by `tsc` (npm run typecheck): a shape looser than TypeGen's type (any string for an
// options.list field, null for a required one), or stricter, names its block here.
expectTypeOf<keyof typeof BLOCK_SHAPES>().toEqualTypeOf<BlockType>();
const shapesUnlikeTypeGen: [Unlike] extends [never] ? "none" : Unlike = "none";

/** The studio's schema as TypeGen reads it (studio/schema.json, kept current by typegen:check). */
const SCHEMA = JSON.parse(readFileSync("studio/schema.json", "utf8")) as SchemaType;

type ObjectNode = Extract<TypeNode, { type: "object" }>;

function declared(name: string): TypeNode | undefined {
  const entry = SCHEMA.find((type) => type.name === name);
  return entry?.type === "type" ? entry.value : undefined;
}

function blockSchema(type: BlockType): ObjectNode {
  const node = declared(type);
  if (node?.type !== "object") throw new Error(`The studio's schema has no object "${type}"`);
  return node;
}

/** The fields of a block (or of an object in it) an editor fills in, without `_type`. */
function fieldsOf(node: ObjectNode): [string, ObjectNode["attributes"][string]][] {
  return Object.entries(node.attributes).filter(([name]) => name !== "_type");
}

/**
 * An object type of plain text the block holds, once or in a list (a link, a feature, a
 * question): its own fields are the block's too. Pictures and references are drawn by the
 * components they are handed to, so handing them on is enough.
 */
function textObjectIn(node: TypeNode): ObjectNode | undefined {
  const member = node.type === "array" ? node.of : node;
  const named =
    member.type === "object" && member.rest?.type === "inline"
      ? declared(member.rest.name)
      : member.type === "inline"
        ? declared(member.name)
        : undefined;
  if (named?.type !== "object") return undefined;
  const plain = fieldsOf(named).every(([, field]) => field.value.type === "string");
  return plain ? named : undefined;
}

/** Each field path the studio gives a block: `heading`, `features.title`, `link.href`… */
function schemaPaths(type: BlockType): string[] {
  return fieldsOf(blockSchema(type)).flatMap(([name, field]) => {
    const inner = textObjectIn(field.value);
    return inner ? [name, ...fieldsOf(inner).map(([child]) => `${name}.${child}`)] : [name];
  });
}

/** Fields for editors only, which no visitor is meant to see. */
const EDITORS_ONLY: Partial<Record<BlockType, string[]>> = {
  homeSlider: ["label"],
};

// ---- A complete value of a shape, made from the shape itself -------------------------------

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  options?: z.ZodType[];
  innerType?: z.ZodType;
  values?: unknown[];
  entries?: Record<string, string>;
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Every enum's choices by the path of its field, so a block can be drawn in each. */
function enumPaths(schema: z.ZodType, path = ""): Map<string, string[]> {
  const def = defOf(schema);
  const found = new Map<string, string[]>();
  if (def.type === "enum") found.set(path, Object.values(def.entries ?? {}));
  if (def.type === "optional" || def.type === "nullable") {
    return enumPaths(def.innerType as z.ZodType, path);
  }
  if (def.type === "object") {
    for (const [name, field] of Object.entries(def.shape ?? {})) {
      for (const [at, values] of enumPaths(field, path ? `${path}.${name}` : name)) {
        found.set(at, values);
      }
    }
  }
  return found;
}

/**
 * A value with every field there (nothing optional left out, nothing null that may be
 * something), each text naming its path; `choices` picks an enum's value by path.
 */
function fullValue(schema: z.ZodType, path: string, choices: Map<string, string>): unknown {
  const def = defOf(schema);
  switch (def.type) {
    case "string":
      return /At$/.test(path) ? "2025-01-02T03:04:05Z" : `«${path}»`;
    case "number":
      return 0.5;
    case "boolean":
      return true;
    case "null":
      return null;
    case "unknown":
      return undefined;
    case "literal":
      return def.values?.[0];
    case "enum":
      return choices.get(path) ?? Object.values(def.entries ?? {})[0];
    case "optional":
    case "nullable":
      return fullValue(def.innerType as z.ZodType, path, choices);
    case "array": {
      const element = def.element as z.ZodType;
      const members = defOf(element).type === "union" ? (defOf(element).options ?? []) : [element];
      // Each text names its place too, so list members (and React's keys) differ.
      return [...members, ...members].map((member, index) => {
        const item = fullValue(member, `${path}[${index}]`, choices);
        return item && typeof item === "object" ? { ...item, _key: `${path}-${index}` } : item;
      });
    }
    case "union":
      return fullValue((def.options ?? [])[0] as z.ZodType, path, choices);
    case "object":
      return Object.fromEntries(
        Object.entries(def.shape ?? {}).map(([name, field]) => [
          name,
          fullValue(field, path ? `${path}.${name}` : name, choices),
        ]),
      );
    default:
      throw new Error(`No full value for a ${def.type} at ${path}`);
  }
}

function fullBlock(type: BlockType, choices = new Map<string, string>()): Record<string, unknown> {
  const value = fullValue(BLOCK_SHAPES[type], "", choices) as Record<string, unknown>;
  return { ...value, _key: `${type}-key`, _type: type };
}

/** The block drawn once for each value of each of its enums (a layout, a variant). */
function blockVariants(type: BlockType) {
  const enums = [...enumPaths(BLOCK_SHAPES[type])];
  if (enums.length === 0) return [fullBlock(type)];
  return enums.flatMap(([path, values]) =>
    values.map((value) => fullBlock(type, new Map([[path, value]]))),
  );
}

// ---- Drawing a block while watching which of its fields are read ---------------------------

/** A view of `value` that records each field path read through it (list places left out). */
function watched<T>(value: T, reads: Set<string>, path = ""): T {
  if (!value || typeof value !== "object") return value;
  return new Proxy(value as object, {
    get(target, property, receiver) {
      const result = Reflect.get(target, property, receiver);
      if (typeof property !== "string") return result;
      const list = Array.isArray(target);
      if (list && !/^\d+$/.test(property)) return result;
      const at = list ? path : path ? `${path}.${property}` : property;
      if (!list) reads.add(at);
      return watched(result, reads, at);
    },
  }) as T;
}

function draw(block: CheckedBlock) {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ preview: null, editMarks: null }),
      Component: () => <Outlet />,
      HydrateFallback: () => null,
      children: [
        {
          index: true,
          Component: () => (
            <main>
              <PageBuilder
                blocks={[block]}
                source={{ id: "page-x", type: "page", field: "pageBuilder" }}
                hasTitle={false}
                data={{ enquiry: { Form: () => <form />, action: "/contact", answer: undefined } }}
              />
            </main>
          ),
        },
      ],
    },
  ]);
  return render(<Stub initialEntries={["/"]} />);
}

describe("each block's fields", () => {
  it.each(BLOCK_TYPES)("the %s component draws every field the studio gives it", async (type) => {
    const reads = new Set<string>();
    for (const value of blockVariants(type)) {
      const [checked] = checkBlocks([value]);
      expect(checked?._type, JSON.stringify(checked)).toBe(type);
      const { findByRole } = draw(watched(checked as CheckedBlock, reads));
      await findByRole("main");
      // Let a lazy part (rich text) load and read its value.
      await new Promise((resolve) => setTimeout(resolve, 0));
      cleanup();
    }
    const unread = schemaPaths(type).filter(
      (path) =>
        !EDITORS_ONLY[type]?.includes(path) &&
        ![...reads].some((read) => read === path || read.startsWith(`${path}.`)),
    );
    expect(unread, `${type}'s fields the component never reads`).toEqual([]);
  });

  it("leaves out only fields the studio still has", () => {
    for (const [type, paths] of Object.entries(EDITORS_ONLY)) {
      for (const path of paths) expect(schemaPaths(type as BlockType)).toContain(path);
    }
  });
});

describe("each block's shape", () => {
  it("infers TypeGen's type of its block (tsc checks it)", () => {
    expect(shapesUnlikeTypeGen).toBe("none");
  });

  it.each(BLOCK_TYPES)("refuses a %s the studio's schema forbids", (type) => {
    const valid = fullBlock(type);
    expect(checkBlocks([valid])[0]?._type).toBe(type);
    const refusals: [string, Record<string, unknown>][] = [];
    for (const [name, field] of fieldsOf(blockSchema(type))) {
      if (!field.optional) {
        refusals.push([`${name} null`, { ...valid, [name]: null }]);
        const { [name]: _left, ...without } = valid;
        refusals.push([`${name} missing`, without]);
      }
      const value = field.value;
      if (value.type === "union" && value.of.every((member) => member.type === "string")) {
        refusals.push([`${name} not one of its choices`, { ...valid, [name]: "not-a-choice" }]);
      }
      const inner = textObjectIn(value);
      const sampled = valid[name];
      if (inner && sampled) {
        for (const [child, childField] of fieldsOf(inner)) {
          if (childField.optional) continue;
          const emptied = (item: unknown) => ({ ...(item as object), [child]: null });
          refusals.push([
            `${name}.${child} null`,
            { ...valid, [name]: Array.isArray(sampled) ? sampled.map(emptied) : emptied(sampled) },
          ]);
        }
      }
    }
    for (const [what, block] of refusals) {
      expect(checkBlocks([block])[0]?._type, `${type} with ${what}`).toBe("brokenBlock");
    }
  });
});
