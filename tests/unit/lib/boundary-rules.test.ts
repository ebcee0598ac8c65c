import { ESLint } from "eslint";
import tseslint from "typescript-eslint";
// @ts-expect-error -- the console's own ESLint rules are plain JavaScript (scripts/eslint).
import consoleRules from "../../../scripts/eslint/boundaries.js";

/**
 * The console's own lint rules hold over the whole code in every `npm test`, not only when someone
 * runs `npm run lint`: domains stay apart and import one way, demo code stays out of the pages, links
 * and API paths come from the typed tables, and field rules come from the schemas (issue 23). Only
 * these rules run here (no type information), so the check takes seconds.
 */
const RULES = {
  "console/boundaries": "error",
  "console/schema-types-only": "error",
  "console/no-hand-built-paths": "error",
  "console/rules-from-schemas": "error",
} as const;

const lint = (overrides: { files: string[]; text?: string; path?: string }) => {
  const eslint = new ESLint({
    cwd: process.cwd(),
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ["**/*.{ts,tsx}"],
        languageOptions: { parser: tseslint.parser },
        plugins: { console: consoleRules },
        rules: RULES,
      },
    ],
  });
  return overrides.text === undefined
    ? eslint.lintFiles(overrides.files)
    : eslint.lintText(overrides.text, { filePath: overrides.path });
};

describe("the console's lint rules", () => {
  it("find nothing in src/, providers/ and resources/", { timeout: 120_000 }, async () => {
    const results = await lint({ files: ["src", "providers", "resources"] });
    expect(results.length).toBeGreaterThan(300);
    // Only these rules' findings: a disable comment naming a rule not loaded here is no finding.
    const problems = results.flatMap((result) =>
      result.messages
        .filter((message) => message.ruleId?.startsWith("console/"))
        .map(
          (message) => `${result.filePath}:${message.line} ${message.ruleId}: ${message.message}`,
        ),
    );
    expect(problems).toEqual([]);
  });

  it("would report a hand-built link and a hand-written rule (the check is no silent no-op)", async () => {
    const [result] = await lint({
      files: [],
      path: "resources/catalogue/brands/sample.tsx",
      text: [
        'import { Form, Input } from "antd";',
        'import { Link } from "react-router";',
        "export const Sample = ({ id }: { id: string }) => (",
        '  <Form.Item name="brandName" rules={[{ required: true }]}>',
        "    <Link to={`/brands/${id}`}>x</Link>",
        "    <Input />",
        "  </Form.Item>",
        ");",
      ].join("\n"),
    });
    expect(result!.messages.map((message) => message.ruleId).sort()).toEqual([
      "console/no-hand-built-paths",
      "console/rules-from-schemas",
    ]);
  });
});
