// The console's import aliases (tsconfig.json "paths") for the scripts' own Vite builds: the demo-API
// benchmark page (scripts/bench-api) and the demo backend (scripts/demo-backend). vite.config.ts has
// them too, with the console's shims.
import { fileURLToPath } from "node:url";

const fromRoot = (path) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

export const CONSOLE_ALIASES = {
  "@/": fromRoot("src/"),
  "@providers/": fromRoot("providers/"),
  "@resources/": fromRoot("resources/"),
  "@locales/": fromRoot("locales/"),
};
