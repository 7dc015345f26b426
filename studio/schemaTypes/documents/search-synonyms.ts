import { SearchIcon } from "@sanity/icons/Search";
import { defineArrayMember, defineField, defineType } from "sanity";

/**
 * Words the site's texts keep in one spelling and readers type in another (NEET in the Hindi
 * posts, नीट in a Hindi reader's search): a search for any spelling of a term finds every other.
 * A singleton (one document, id "searchSynonyms").
 */
export const searchSynonyms = defineType({
  name: "searchSynonyms",
  title: "Search synonyms",
  type: "document",
  icon: SearchIcon,
  fields: [
    defineField({
      name: "terms",
      title: "Terms",
      description:
        "Each term as the texts write it (NEET, Pharma Edge) and the other ways readers spell it (नीट, फार्मा एज). A search for any of them finds them all, in both languages.",
      type: "array",
      of: [
        defineArrayMember({
          name: "searchTerm",
          title: "Term",
          type: "object",
          fields: [
            defineField({
              name: "term",
              title: "As the texts write it",
              type: "string",
              validation: (rule) => rule.required().max(60),
            }),
            defineField({
              name: "spellings",
              title: "Other spellings",
              type: "array",
              of: [defineArrayMember({ type: "string", validation: (rule) => rule.max(60) })],
              options: { layout: "tags" },
              validation: (rule) => rule.required().min(1).unique(),
            }),
          ],
          preview: {
            select: { title: "term", spellings: "spellings" },
            prepare: ({ title, spellings }) => ({
              title,
              subtitle: Array.isArray(spellings) ? spellings.join(", ") : undefined,
            }),
          },
        }),
      ],
    }),
  ],
  preview: { prepare: () => ({ title: "Search synonyms" }) },
});
