import type { DocumentActionComponent, Template } from "sanity";
import type { StructureBuilder, StructureResolverContext } from "sanity/structure";
import { describe, expect, it } from "vitest";
import { DOCUMENT_TYPES } from "../tests/support/studio-schema.ts";
import { SINGLETON_TYPES } from "./schemaTypes";
import { singletonSafeActions, withoutSingletonTemplates } from "./singletons";
import { SINGLETON_ITEMS, STRUCTURE_GROUPS, structure } from "./structure";

/** A stand-in StructureBuilder that records every call; each call returns another stand-in. */
function recordingBuilder() {
  const calls: Array<[string, unknown[]]> = [];
  const node: unknown = new Proxy(() => node, {
    get:
      (_target, method: string) =>
      (...args: unknown[]) => {
        calls.push([method, args]);
        return node;
      },
  });
  return { S: node as StructureBuilder, calls };
}

describe("studio structure", () => {
  it("lists every document type once: singletons on their own, the rest in groups", () => {
    const grouped = STRUCTURE_GROUPS.flatMap((group) => group.types);
    const singles = SINGLETON_ITEMS.map((item) => item.type);
    expect([...singles].sort()).toEqual([...SINGLETON_TYPES].sort());
    expect([...grouped, ...singles].sort()).toEqual([...DOCUMENT_TYPES].sort());
    expect(new Set(grouped).size).toBe(grouped.length);
  });

  it("opens each singleton as its one document and keeps it out of the type lists", () => {
    const { S, calls } = recordingBuilder();
    structure(S, {} as StructureResolverContext);
    const argsOf = (method: string) =>
      calls.filter(([name]) => name === method).map(([, args]) => args[0]);
    for (const type of SINGLETON_TYPES) {
      expect(argsOf("documentId")).toContain(type);
      expect(argsOf("schemaType")).toContain(type);
      expect(argsOf("documentTypeListItem")).not.toContain(type);
    }
    expect([...argsOf("documentTypeListItem")].sort()).toEqual(
      DOCUMENT_TYPES.filter(
        (type) => !(SINGLETON_TYPES as readonly string[]).includes(type),
      ).sort(),
    );
  });
});

describe("singletons", () => {
  const template = (schemaType: string) => ({ id: schemaType, schemaType }) as Template;
  const action = (name: string) =>
    Object.assign(() => null, { action: name }) as unknown as DocumentActionComponent;
  const all = ["publish", "discardChanges", "restore", "duplicate", "delete", "unpublish"].map(
    action,
  );

  it("have no 'new document' template", () => {
    const kept = withoutSingletonTemplates(["post", ...SINGLETON_TYPES, "tag"].map(template));
    expect(kept.map((t) => t.schemaType)).toEqual(["post", "tag"]);
  });

  it("cannot be duplicated, deleted or unpublished; other documents keep every action", () => {
    for (const type of SINGLETON_TYPES) {
      const names = singletonSafeActions(all, { schemaType: type }).map((a) => a.action);
      expect(names).toEqual(["publish", "discardChanges", "restore"]);
    }
    expect(singletonSafeActions(all, { schemaType: "post" })).toEqual(all);
  });
});
