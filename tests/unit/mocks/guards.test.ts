import { routes } from "@resources/demo";
import { api, type ApiAnswer, signIn } from "./api";

/**
 * Generated from the registered routes: every endpoint that needs a token answers
 * 401 without one, and every permission-gated endpoint answers 403 to a role that
 * holds none of the console's codes (the customer), before looking at the record.
 */
/** Both sweeps call every endpoint (over 200, each through MSW): seconds each on a busy machine. */
const SWEEP_TIMEOUT_MS = 90_000;

const concrete = (path: string) => path.replace(/:(\w+)/g, "x-unknown");

/** The route's answer has this status and code (the route named, so that a failure says which). */
function expectRefusal(
  route: { method: string; path: string },
  answer: ApiAnswer,
  status: number,
  code: string,
) {
  const name = `${route.method} ${route.path}`;
  expect({ route: name, status: answer.status, code: answer.code }).toEqual({
    route: name,
    status,
    code,
  });
}

describe("demo API guards (generated from the route table)", () => {
  it(
    "answers 401 with the envelope on every authenticated endpoint called without a token",
    async () => {
      const guarded = routes.filter((route) => route.auth);
      expect(guarded.length).toBeGreaterThan(100);
      for (const route of guarded) {
        const answer = await api(
          route.method.toUpperCase(),
          concrete(route.path),
          route.method === "get" || route.method === "delete" ? {} : { body: {} },
        );
        expectRefusal(route, answer, 401, "unauthorized");
        expect(answer.message.length).toBeGreaterThan(10);
      }
    },
    SWEEP_TIMEOUT_MS,
  );

  it(
    "answers 403 'forbidden' with a sentence on every permission-gated endpoint for a role without the codes",
    async () => {
      const token = await signIn("customer@demo.test");
      const gated = routes.filter((route) => route.auth && route.area && route.action);
      expect(gated.length).toBeGreaterThan(80);
      for (const route of gated) {
        const answer = await api(route.method.toUpperCase(), concrete(route.path), {
          token,
          ...(route.method === "get" || route.method === "delete" ? {} : { body: {} }),
        });
        expectRefusal(route, answer, 403, "forbidden");
        expect(answer.message).toMatch(
          /^You do not have permission to do this\. Missing permission: [A-Z_.]+/,
        );
      }
    },
    SWEEP_TIMEOUT_MS,
  );

  it("the public endpoints answer without a token", async () => {
    const open = routes
      .filter((route) => !route.auth)
      .map((route) => `${route.method.toUpperCase()} ${route.path}`);
    expect(open.sort()).toEqual(
      [
        "GET /auth/email/check/:sessionId",
        "GET /demo/outbox",
        "GET /demo/status",
        "DELETE /demo/faults",
        "GET /health",
        "GET /regions",
        "POST /auth/email/change-password/:sessionId",
        "POST /auth/email/forgot-password",
        "POST /auth/google/signin",
        "POST /auth/signin",
        "POST /demo/reset",
        "POST /user-activities/login",
        "POST /user-activities/logout",
      ].sort(),
    );
  });
});
