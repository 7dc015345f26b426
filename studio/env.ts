/**
 * Where the studio reads and writes. Without SANITY_STUDIO_PROJECT_ID the
 * studio still builds and its schema still extracts (both offline), against
 * a project id that says what is missing; it cannot load content until the
 * variable is set.
 */
const PLACEHOLDER_PROJECT_ID = "set-sanity-studio-project-id";

export const studioProjectId = process.env.SANITY_STUDIO_PROJECT_ID || PLACEHOLDER_PROJECT_ID;
export const studioDataset = process.env.SANITY_STUDIO_DATASET || "production";
