import { DAY, anchor, iso, label, pad, seeded, svg } from "@/mocks/lib/seed";
import type { DataSize } from "@/mocks/db/collection";
import { defaultSpecifications } from "./specifications";
import { BRAND_SEED } from "./brands.seed";
import { seedStores } from "./stores.seed";
import { createRandom } from "@/mocks/lib/random";
import type { ProductRecord as Product, ProductType } from "../schema/product";
import type { Specification } from "../schema/specification";
import { DEFAULT_SPECIFICATIONS, type SpecifiedProductType } from "../lib/specifications";

const COLORS: [string, string, string][] = [
  ["Black", "BLK", "#222"],
  ["Tortoise", "TRT", "#7b4a26"],
  ["Gold", "GLD", "#c9a227"],
  ["Silver", "SLV", "#9aa1a8"],
  ["Clear", "CLR", "#b9d7e8"],
  ["Navy", "NVY", "#1f2f5a"],
  ["Rose Gold", "RSG", "#c98b7b"],
  ["Matte Grey", "MGR", "#5b5f63"],
];

const FRAME_MODELS = [
  "Aero",
  "Bima",
  "Cakra",
  "Dewa",
  "Elang",
  "Garuda",
  "Indra",
  "Jati",
  "Kirana",
  "Laras",
  "Merapi",
  "Nawa",
  "Pelangi",
  "Rinjani",
  "Samudra",
  "Tirta",
];

const LENS_LINES: [string, string][] = [
  ["Progresif Digital", "Progresif"],
  ["Progresif Comfort", "Progresif"],
  ["Single Vision Blue Cut", "Single Vision"],
  ["Single Vision Clear", "Single Vision"],
  ["Bifokal Flat Top", "Bifokal"],
  ["Photochromic Single Vision", "Single Vision"],
];

const INDEX = ["1.50", "1.56", "1.60", "1.67", "1.74"];

export const ADD_ONS = [
  "Hard Case",
  "Lens Cloth Microfiber",
  "Anti-fog Spray",
  "Cleaning Kit",
  "Eyeglass Strap",
  "Nose Pad Set",
  "Soft Pouch",
];

const OTHERS = [
  "Gift Card",
  "Eye Test Voucher",
  "Contact Lens Solution",
  "Reading Glasses Chain",
  "Screen Cleaner",
];

const EXTRA_TYPES: ProductType[] = ["GENERAL", "VOUCHER", "FILE_DIGITAL", "SHARED_URL"];

const TYPE_CODES: Record<ProductType, string> = {
  FRAME: "FR",
  LENSA: "LN",
  ADD_ONS: "AD",
  BUNDLING: "BD",
  OTHER: "OT",
  GENERAL: "GN",
  VOUCHER: "VC",
  FILE_DIGITAL: "FD",
  SHARED_URL: "SU",
};

const imageCache = new Map<string, string>();

function productImage(type: ProductType, color: string, hex: string) {
  const key = `${type}:${color}`;
  let url = imageCache.get(key);
  if (!url) {
    const shape =
      type === "FRAME"
        ? `<circle cx="55" cy="60" r="24" fill="none" stroke="${hex}" stroke-width="7"/><circle cx="105" cy="60" r="24" fill="none" stroke="${hex}" stroke-width="7"/><path d="M78 58 q2-6 4 0" stroke="${hex}" stroke-width="5" fill="none"/>`
        : type === "LENSA"
          ? `<ellipse cx="80" cy="60" rx="36" ry="30" fill="${hex}" opacity=".45" stroke="#2f4b9a" stroke-width="3"/>`
          : label(type.replace("_", " ").slice(0, 9), "#555");
    url = svg(shape, "#f5f5f5");
    imageCache.set(key, url);
  }
  return url;
}

/** The options of a default select specification, from the console's table (src/lib/catalog). */
const optionCache = new Map<string, string[]>();

/** A select specification's options, without the empty placeholder (looked up once: the large set asks 10,000 times). */
const optionsOf = (type: SpecifiedProductType, key: string): string[] => {
  const id = `${type}:${key}`;
  let options = optionCache.get(id);
  if (!options) {
    options = (
      DEFAULT_SPECIFICATIONS[type].find((spec) => spec.key === key)?.selectOptions ?? []
    ).filter(Boolean);
    optionCache.set(id, options);
  }
  return options;
};

const round = (value: number, to: number) => Math.round(value / to) * to;

function lensaValues(random: ReturnType<typeof createRandom>, lensType: string) {
  const sphMin = random.step(-10, -2, 0.25);
  const progressive = lensType !== "Single Vision";
  return {
    lens_type: lensType,
    warranty: random.pick(optionsOf("LENSA", "warranty")),
    personalization: random.pick(optionsOf("LENSA", "personalization")),
    age: progressive ? { min: 40, max: 200 } : { min: random.pick([0, 6, 12]), max: 200 },
    sph_minus: { min: sphMin, max: 0 },
    sph_plus: { min: 0, max: random.step(2, 10, 0.25) },
    cyl_minus: { min: random.step(-6, -1, 0.25), max: 0 },
    power_combination_type: random.pick(optionsOf("LENSA", "power_combination_type")),
    power_combination: random.step(6, 12, 0.25),
    addition: progressive ? { min: 0.75, max: random.pick([2.5, 2.75, 3]) } : { min: 0, max: 0 },
  };
}

export const seedProducts = seeded<Product>("products", (size: DataSize) => {
  const random = createRandom(`products:${size}`);
  const count = size === "large" ? 10_000 : 200;
  const stores = seedStores(size);
  const products: Product[] = [];
  const now = anchor();
  for (let i = 0; i < count; i++) {
    const roll = random.next();
    const type: ProductType =
      roll < 0.44
        ? "FRAME"
        : roll < 0.69
          ? "LENSA"
          : roll < 0.81
            ? "ADD_ONS"
            : roll < 0.89
              ? "BUNDLING"
              : roll < 0.98
                ? "OTHER"
                : random.pick(EXTRA_TYPES);
    const brandIndex =
      type === "LENSA" && random.chance(0.6) ? 2 : random.int(0, BRAND_SEED.length - 1);
    const brand = BRAND_SEED[brandIndex]!;
    const brandId = `brd-${brandIndex + 1}`;
    const number = i + 1;
    const sku = `${brand.brandCode}-${TYPE_CODES[type]}-${pad(number, 5)}`;
    let productName: string;
    let price: number;
    // Bundles and other products have no default specifications.
    let specifications: Specification[] = [];
    const colors =
      type === "FRAME" || type === "ADD_ONS" ? random.sample(COLORS, random.int(1, 3)) : [];
    if (type === "FRAME") {
      const shape = random.pick(optionsOf("FRAME", "shape"));
      const width = random.int(46, 56);
      productName = `${brand.brandName.split(" ").pop()} ${random.pick(FRAME_MODELS)} ${shape} ${width}`;
      price = round(random.int(350_000, 2_500_000), 5_000);
      specifications = defaultSpecifications(type, {
        warranty: random.pick(optionsOf("FRAME", "warranty")),
        originality: brandIndex === 3 ? "Branded" : "Housebrand Ori",
        shape,
        for_gender: random.pick(optionsOf("FRAME", "for_gender")),
        personalization: random.pick(optionsOf("FRAME", "personalization")),
        material: random.pick(optionsOf("FRAME", "material")),
        frame_dimension_lens_width: width,
        frame_dimension_lens_height: random.int(30, 48),
        frame_dimension_bridge: random.int(14, 22),
        frame_dimension_temple: random.pick([135, 140, 145, 150]),
      });
    } else if (type === "LENSA") {
      const [line, lensType] = random.pick(LENS_LINES);
      productName = `Lensa ${line} ${random.pick(INDEX)}`;
      price = round(random.int(250_000, 3_500_000), 5_000);
      specifications = defaultSpecifications(type, lensaValues(random, lensType));
    } else if (type === "ADD_ONS") {
      productName = `${random.pick(ADD_ONS)} ${brand.brandCode}`;
      price = round(random.int(25_000, 250_000), 1_000);
      specifications = defaultSpecifications(type, { warranty: "No Warranty" });
    } else if (type === "BUNDLING") {
      productName = `Paket ${random.pick(FRAME_MODELS)} + Lensa ${random.pick(["Blue Cut", "Progresif", "Clear"])}`;
      price = round(random.int(750_000, 4_000_000), 5_000);
    } else {
      productName =
        type === "OTHER"
          ? `${random.pick(OTHERS)} ${brand.brandCode}`
          : `${type.replace("_", " ").toLowerCase()} item ${number}`;
      price = round(random.int(50_000, 500_000), 1_000);
    }
    const createdMs = now - random.int(1, 730) * DAY - random.int(0, DAY / 1000) * 1000;
    const updatedMs = Math.min(now, createdMs + random.int(0, 200) * DAY);
    const statusRoll = random.next();
    const brandStores = stores.filter((store) => store.companyBrandId === brandId);
    const imageColor = colors[0] ?? COLORS[4]!;
    products.push({
      productId: `prd-${number}`,
      productName,
      sku,
      productType: type,
      brandId,
      description: `${productName} by ${brand.brandName}.`,
      images: [productImage(type, imageColor[0], imageColor[2])],
      price,
      salePrice: random.chance(0.25) ? round(price * random.pick([0.8, 0.85, 0.9]), 1_000) : null,
      status: statusRoll < 0.75 ? "ACTIVE" : statusRoll < 0.85 ? "INACTIVE" : "DRAFT",
      stocks: brandStores.map((store) => ({ storeId: store.storeId, qty: random.int(0, 40) })),
      variants: colors.map(([color, code]) => ({
        variantId: `var-${number}-${code}`,
        color,
        sku: `${sku}-${code}`,
        stock: random.int(0, 60),
      })),
      specifications,
      bundleItems: [],
      model3dUrl: null,
      isArchived: false,
      createdAt: iso(createdMs),
      updatedAt: iso(updatedMs),
    });
  }
  // Bundles point at real frames and lenses (one variant per item).
  const frames = products.filter((p) => p.productType === "FRAME");
  const lenses = products.filter((p) => p.productType === "LENSA");
  return products.map((product) => {
    if (product.productType !== "BUNDLING" || !frames.length || !lenses.length) return product;
    const frame = random.pick(frames);
    const lens = random.pick(lenses);
    return {
      ...product,
      bundleItems: [
        { productId: frame.productId, variantId: frame.variants[0]?.variantId ?? null },
        { productId: lens.productId, variantId: null },
      ],
    };
  });
});
