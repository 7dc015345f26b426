/**
 * The page builder's zod shapes, generated in `npm run typegen` from the same two inputs as
 * TypeGen's types: the extracted studio schema and the blocks' projection
 * (app/content/queries/fragments.ts). groq-js's `typeEvaluate` is the engine TypeGen itself
 * runs, so each shape is exactly as strict as the block's generated type: a required field is
 * neither null nor missing, an `options.list` field is one of its values.
 */
import { parse, type SchemaType, type TypeNode, typeEvaluate } from "groq-js";
import { pageBuilderFields } from "../../app/content/queries/fragments.ts";

type ObjectNode = Extract<TypeNode, { type: "object" }>;

/** The bounds no studio rule comes near, so one block can never weigh megabytes. */
const STRING_MAX = 10_000;
const LIST_MAX = 500;

/** The content blocks' types as the projection gives them, by `_type`: a shared section's aside. */
function blockNodes(schema: SchemaType): Map<string, ObjectNode> {
  const query = `*[_type == "page"][0].pageBuilder[]{ ${pageBuilderFields} }`;
  const result = typeEvaluate(parse(query, { params: { lang: "en" } }), schema);
  const members = arrayMembers(result);
  const blocks = new Map<string, ObjectNode>();
  for (const member of members) {
    if (member.type !== "object") throw new Error(`A block that is not an object: ${member.type}`);
    const type = member.attributes._type?.value;
    if (type?.type !== "string" || type.value === undefined) {
      throw new Error("A block without a literal _type");
    }
    if (type.value !== "sectionReference") blocks.set(type.value, member);
  }
  return blocks;
}

function arrayMembers(node: TypeNode): TypeNode[] {
  if (node.type === "array") return node.of.type === "union" ? node.of.of : [node.of];
  if (node.type === "union") return node.of.flatMap((member) => arrayMembers(member));
  if (node.type === "null") return [];
  throw new Error(`The blocks' projection did not give a list: ${node.type}`);
}

/** The zod source of one type node, each named schema type written out where it is used. */
function zodOf(node: TypeNode, schema: SchemaType): string {
  switch (node.type) {
    case "string":
      return node.value === undefined ? "string" : `z.literal(${JSON.stringify(node.value)})`;
    case "number":
      return node.value === undefined ? "z.number()" : `z.literal(${node.value})`;
    case "boolean":
      return node.value === undefined ? "z.boolean()" : `z.literal(${node.value})`;
    case "null":
      return "z.null()";
    case "unknown":
      return "z.unknown()";
    case "inline":
      return zodOf(resolve(node.name, schema), schema);
    case "array":
      return `list(${zodOf(node.of, schema)})`;
    case "union":
      return unionOf(node.of, schema);
    case "object":
      return objectOf(node, schema);
  }
}

function resolve(name: string, schema: SchemaType): TypeNode {
  const declared = schema.find((entry) => entry.name === name);
  if (!declared) throw new Error(`The schema has no type "${name}"`);
  return declared.type === "type" ? declared.value : { ...declared, type: "object" };
}

function unionOf(members: TypeNode[], schema: SchemaType): string {
  const present = members.filter((member) => member.type !== "null");
  const nullable = present.length < members.length ? ".nullable()" : "";
  if (present.length === 0) return "z.null()";
  if (present.length === 1) return `${zodOf(present[0] as TypeNode, schema)}${nullable}`;
  if (present.every((member) => member.type === "string" && member.value !== undefined)) {
    const values = present.map((member) => (member as { value: string }).value).sort();
    return `z.enum(${JSON.stringify(values)})${nullable}`;
  }
  const resolved = present.map((member) =>
    member.type === "inline" ? resolve(member.name, schema) : member,
  );
  const byType = resolved.every(
    (member) => member.type === "object" && member.attributes._type?.value.type === "string",
  );
  const options = present.map((member) => zodOf(member, schema)).join(", ");
  return byType
    ? `z.discriminatedUnion("_type", [${options}])${nullable}`
    : `z.union([${options}])${nullable}`;
}

function objectOf(node: ObjectNode, schema: SchemaType): string {
  let attributes = { ...node.attributes };
  if (node.rest) {
    const rest = node.rest.type === "inline" ? resolve(node.rest.name, schema) : node.rest;
    if (rest.type !== "object") throw new Error(`An object's rest that is ${rest.type}`);
    attributes = { ...attributes, ...rest.attributes };
  }
  const fields = Object.entries(attributes).map(([name, attribute]) => {
    const value = zodOf(attribute.value, schema);
    return `${JSON.stringify(name)}: ${value}${attribute.optional ? ".optional()" : ""}`;
  });
  return `z.object({ ${fields.join(", ")} })`;
}

/** The generated module's source (Biome formats it afterwards). */
export function blockShapesSource(schemaJson: string): string {
  const schema = JSON.parse(schemaJson) as SchemaType;
  const blocks = [...blockNodes(schema)].sort(([a], [b]) => a.localeCompare(b));
  const entries = blocks.map(([type, node]) => `${type}: ${objectOf(node, schema)}`);
  return `// Generated by \`npm run typegen\` (scripts/content/typegen-shapes.ts) from studio/schema.json
// and the blocks' projection: change those, never this file.
import { z } from "zod";

const string = z.string().max(${STRING_MAX});
const list = <T extends z.ZodType>(item: T) => z.array(item).max(${LIST_MAX});

/** Each content block as the projection gives it, by \`_type\`: what block-shapes.ts checks. */
export const BLOCK_SHAPES = { ${entries.join(",\n")} };
`;
}
