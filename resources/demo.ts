/**
 * The demo API's entry: every domain's demo endpoints and data (`resources/<domain>/demo/`), on the
 * server engine of `src/mocks`. Reached only by the demo API's Web Worker when no backend is configured
 * (resources/demo-worker.ts), by the tests, and by the scripts that serve or document the demo API: a build with
 * `VITE_API_URL` set contains none of it. A new domain's demo folder is found here by itself.
 */
import { demoRoutes, handlersOf, type DemoModule } from "@/mocks/index";
// The permission areas a domain brings beyond spec 6 (`resources/<domain>/permissions.ts`) join the
// table before any seed reads it (the Super Admin role holds every code of the table). Only those
// small files: the demo starts on the login page, which loads no area's code.
import.meta.glob("./*/permissions.ts", { eager: true });

// Each domain's collections first (db.ts): its handler files read them when they load.
import.meta.glob("./*/demo/db.ts", { eager: true });
const modules = import.meta.glob<DemoModule>(
  ["./*/demo/*.ts", "!./*/demo/*.seed.ts", "!./*/demo/db.ts"],
  { eager: true },
);

export const routes = demoRoutes(modules);
export const handlers = handlersOf(routes);
