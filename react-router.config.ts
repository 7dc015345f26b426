import type { Config } from "@react-router/dev/config";

export default {
  // Every page is rendered on the server: the first HTML already holds the
  // header, the session state and the content.
  ssr: true,
  appDirectory: "app",
  buildDirectory: "build",
} satisfies Config;
