import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [reactRouter()],
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  build: {
    // Chunk names appear in the chunk-failure message, so keep them readable.
    assetsInlineLimit: 0,
  },
});
