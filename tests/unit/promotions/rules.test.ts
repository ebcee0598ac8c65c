import {
  BANNER_IMAGE_SIZES,
  bannerStatus,
  dataUrlBytes,
  imageSizeProblem,
  isImageUrl,
  readImageSize,
} from "@resources/promotions/schema/banner-rules";
import { bannerArt } from "@resources/promotions/demo/banners.seed";
import { png } from "@tests/helpers/png";

describe("a banner's status from its dates and its switch", () => {
  const banner = {
    startAt: "2026-03-01T00:00:00.000Z",
    endAt: "2026-03-31T00:00:00.000Z",
    isActive: true,
  };
  const at = (text: string) => Date.parse(text);

  it("is scheduled before the start, live from the start, ended from the end", () => {
    expect(bannerStatus(banner, at("2026-02-28T23:59:59.999Z"))).toBe("SCHEDULED");
    expect(bannerStatus(banner, at("2026-03-01T00:00:00.000Z"))).toBe("LIVE");
    expect(bannerStatus(banner, at("2026-03-30T23:59:59.999Z"))).toBe("LIVE");
    expect(bannerStatus(banner, at("2026-03-31T00:00:00.000Z"))).toBe("ENDED");
    expect(bannerStatus(banner, at("2027-01-01T00:00:00.000Z"))).toBe("ENDED");
  });

  it("is inactive while switched off inside or before its period (never live), ended after it", () => {
    const off = { ...banner, isActive: false };
    expect(bannerStatus(off, at("2026-02-28T00:00:00.000Z"))).toBe("INACTIVE");
    expect(bannerStatus(off, at("2026-03-15T00:00:00.000Z"))).toBe("INACTIVE");
    expect(bannerStatus(off, at("2026-03-31T00:00:00.000Z"))).toBe("ENDED");
  });

  it("treats dates it cannot read as ended (never shown)", () => {
    expect(bannerStatus({ ...banner, startAt: "soon" }, at("2026-03-02T00:00:00Z"))).toBe("ENDED");
  });
});

describe("a banner picture's size", () => {
  const desktop = BANNER_IMAGE_SIZES.banner.desktop;

  it("accepts the expected size or a larger one with the same proportions", () => {
    expect(imageSizeProblem({ width: 1920, height: 640 }, desktop)).toBeUndefined();
    expect(imageSizeProblem({ width: 3840, height: 1280 }, desktop)).toBeUndefined();
  });

  it("refuses other proportions and a smaller picture", () => {
    expect(imageSizeProblem({ width: 1920, height: 1080 }, desktop)).toBe("proportions");
    expect(imageSizeProblem({ width: 960, height: 320 }, desktop)).toBe("tooSmall");
  });

  it("reads the size of PNG, GIF, JPEG and SVG pictures from their first bytes", () => {
    expect(readImageSize(png(1920, 640))).toEqual({ width: 1920, height: 640 });
    const gif = Buffer.from([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x20, 0x03, 0x58, 0x02]);
    expect(readImageSize(gif)).toEqual({ width: 800, height: 600 });
    // SOI, an APP0 segment of 16 bytes, then SOF0 with height 375 and width 750.
    const jpeg = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
      Buffer.alloc(14),
      Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, 0x01, 0x77, 0x02, 0xee, 0x03]),
    ]);
    expect(readImageSize(jpeg)).toEqual({ width: 750, height: 375 });
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800"/>',
    );
    expect(readImageSize(svg)).toEqual({ width: 800, height: 800 });
    expect(readImageSize(new TextEncoder().encode("hello"))).toBeUndefined();
  });

  it("reads data URLs, and the seeded pictures fit their slots", () => {
    const url = `data:image/png;base64,${png(750, 375).toString("base64")}`;
    expect(readImageSize(dataUrlBytes(url)!)).toEqual({ width: 750, height: 375 });
    for (const kind of ["banner", "popup"] as const)
      for (const slot of ["desktop", "mobile"] as const) {
        const art = bannerArt(kind, slot, "Payday & more", "Sub", "#000", "#fff");
        expect(readImageSize(dataUrlBytes(art)!)).toEqual(BANNER_IMAGE_SIZES[kind][slot]);
      }
    expect(isImageUrl("https://cdn.example.co.id/a.png")).toBe(true);
    expect(isImageUrl("http://cdn.example.co.id/a.png")).toBe(false);
    expect(isImageUrl("javascript:alert(1)")).toBe(false);
  });
});
