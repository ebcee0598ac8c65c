import { findTechnicalText } from "../../e2e/text-scan";

const kinds = (text: string) => findTechnicalText(text).map((finding) => finding.kind);

describe("the browser tests' scan for technical text", () => {
  it.each([
    ["Save failed: validation_error", "error code"],
    ["Request failed with status code 422", "status code"],
    ["Terjadi kesalahan saat membuat brand (kode status: 422)", "status code"],
    ["brand の作成中にエラーが発生しました（ステータスコード：422）", "status code"],
    ["Price: undefined", "programming value"],
    ["Total: NaN", "programming value"],
    ["Note: null", "programming value"],
    ["[object Object]", "programming value"],
    ["Status: WAITING_PAYMENT", "enum value or setting key"],
    ["TRX_CODE_PREFIX Transaction code prefix", "enum value or setting key"],
    ["Courier: biteship.grab_express", "enum value"],
    ["Dari 2026-11-15 sampai 2026-12-15", "ISO date"],
    ["Created 2026-11-15T08:30", "ISO date"],
    ["Vouchers / vch-mwx4xz961", "record id"],
    ["Order trx-1024 placed", "record id"],
    ["User / usr-admin", "record id"],
    ["promotions:vouchers.batches.title", "untranslated key"],
    ["crud.errorState.retry", "untranslated key"],
  ])("finds %j (%s)", (text, kind) => {
    expect(kinds(text)).toContain(kind);
  });

  it.each([
    "Signed in as admin@demo.test",
    "Ray-Ban RB2140 cat-eye frame, Rp 1.250.000",
    "Visit www.optik.co.id or https://optik.co.id/help.page",
    "26/11/2026 08.30 WIB",
    "1–20 of 2.000",
    "Null and void is not a phrase staff read here; e.g. this sentence.",
    "Pelanggan berubah pikiran. Pesanan dibatalkan.",
    "model.glb",
  ])("leaves %j alone", (text) => {
    expect(kinds(text)).toEqual([]);
  });
});
