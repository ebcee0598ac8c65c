import { describe, expect, it } from "vitest";
import enShell from "../../../locales/en/translation.json";
import idShell from "../../../locales/id/translation.json";
import { formatDateTime } from "@/lib/format";
import { csvDefinitions } from "@/components/crud/csv-registry";
import { defineCsv } from "@/components/crud/csv-writers";
import {
  exportSession,
  type ExportAnswer,
  type ExportJob,
  type ExportRequest,
} from "@/components/crud/export-session";

interface Frame extends Record<string, unknown> {
  id: string;
  name: string;
  brandId: string;
  status: string;
  isActive: boolean;
  updatedAt: string;
}

const frames = defineCsv<Frame, { brands: Record<string, string> }>("test-frames", {
  brandId: (frame, { data }) => data.brands[frame.brandId] ?? frame.brandId,
  status: (frame, { t }) => t(`translation:crud.status.${frame.status}`),
});

const texts = (language: string): ExportJob["texts"] => ({
  language,
  resources: {
    ...(language === "id" ? { id: { translation: idShell } } : {}),
    en: { translation: enShell },
  },
  options: { fallbackLng: "en", defaultNS: "translation", fallbackNS: ["translation"] },
});

const job = (language = "id"): ExportJob => ({
  columns: [
    { key: "name", header: "Nama" },
    { key: "brandId", header: "Merek" },
    { key: "status", header: "Status" },
    { key: "isActive", header: "Aktif", standard: "active" },
    { key: "updatedAt", header: "Diperbarui", standard: "dateTime" },
  ],
  csv: { id: "test-frames", data: { brands: { b1: "Rayban" } } },
  texts: texts(language),
});

/** The date as the list shows it, in the machine's time zone (as the page's and its worker's). */
const when = formatDateTime("2025-01-31T07:05:00Z");

const frame = (id: string, overrides: Partial<Frame> = {}): Frame => ({
  id,
  name: `Frame ${id}`,
  brandId: "b1",
  status: "ACTIVE",
  isActive: true,
  updatedAt: "2025-01-31T07:05:00Z",
  ...overrides,
});

/** Runs a session to its answer: the requests in order, then the one answer it posts. */
function run(requests: ExportRequest[], definitions = [frames]) {
  const answers: ExportAnswer[] = [];
  const handle = exportSession(definitions as never, (answer) => answers.push(answer));
  requests.forEach(handle);
  return answers;
}

/** The file's lines; its first line keeps the byte-order mark (which Blob.text() would drop). */
const lines = async (answer: ExportAnswer | undefined) => {
  if (answer?.type !== "file") throw new Error(`no file: ${JSON.stringify(answer)}`);
  const bytes = new Uint8Array(await answer.file.arrayBuffer());
  return new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes).split("\r\n");
};

describe("the CSV export's worker session", () => {
  it("writes the header, then every page's lines in the list's order, whatever order they came in", async () => {
    const [answer, ...more] = run([
      { type: "start", job: job() },
      { type: "page", page: 2, rows: [frame("3")] },
      { type: "page", page: 1, rows: [frame("1"), frame("2", { isActive: false, brandId: "b9" })] },
      { type: "finish" },
    ]);
    expect(more).toEqual([]);
    expect(answer).toMatchObject({ type: "file", rows: 3 });
    const file = await lines(answer);
    // A byte-order mark first, so that spreadsheets read the file as UTF-8.
    expect(file[0]).toBe("\ufeffNama,Merek,Status,Aktif,Diperbarui");
    expect(file.slice(1)).toEqual([
      `Frame 1,Rayban,Aktif,Aktif,${when}`,
      `Frame 2,b9,Aktif,Nonaktif,${when}`,
      `Frame 3,Rayban,Aktif,Aktif,${when}`,
      "",
    ]);
  });

  it("writes the words of the language the page sent", async () => {
    const [answer] = run([
      { type: "start", job: job("en") },
      { type: "page", page: 1, rows: [frame("1", { isActive: false })] },
      { type: "finish" },
    ]);
    expect((await lines(answer))[1]).toBe(`Frame 1,Rayban,Active,Inactive,${when}`);
  });

  it("says so when the list's writers are unknown, and writes nothing after", () => {
    const answers = run([
      { type: "start", job: { ...job(), csv: { id: "nobody" } } },
      { type: "page", page: 1, rows: [frame("1")] },
      { type: "finish" },
    ]);
    expect(answers).toEqual([{ type: "failed", message: 'No CSV writers named "nobody".' }]);
  });

  it("says what went wrong when a writer fails", () => {
    const answers = run([
      { type: "start", job: job() },
      { type: "page", page: 1, rows: [null as never] },
      { type: "finish" },
    ]);
    expect(answers).toHaveLength(1);
    expect(answers[0]).toMatchObject({ type: "failed" });
  });
});

describe("the lists' CSV writers (every *.csv.ts)", () => {
  it("are found by the worker, each under an id of its own", () => {
    const ids = csvDefinitions().map((definition) => definition.id);
    expect(ids).toEqual(expect.arrayContaining(["products", "users", "roles", "user-devices"]));
    expect(new Set(ids).size).toBe(ids.length);
    for (const definition of csvDefinitions())
      expect(Object.keys(definition.writers).length).toBeGreaterThan(0);
  });
});
