/** The signed-in shell's small answers: sidebar badges, health, outlets of the sub app, sync, regions. */
import { id, timestamp, z } from "./common";

/** Spec 3 "Sidebar check result": keyed by route name without the leading slash. */
export const sidebarCheck = z
  .record(z.string(), z.union([z.boolean(), z.number()]))
  .meta({ id: "SidebarCheck", description: "true shows a dot, a number above 0 a count." });

export const health = z.object({ status: z.literal("ok") }).meta({ id: "Health" });

/** A brand of the sub app's outlet selector (`GET /my-brands`). */
export const myBrand = z
  .object({ brandId: z.string(), brandName: z.string(), brandCode: z.string() })
  .meta({ id: "MyBrand" });

export const synced = z.object({ syncedAt: timestamp() }).meta({ id: "Synced" });

export const lockReleased = z
  .object({ userId: z.string(), released: z.literal(true) })
  .meta({ id: "LockReleased" });

export const REGION_LEVELS = ["province", "city", "district", "subDistrict"] as const;

/** A place of the Indonesian region picker (`GET /regions`). */
export const region = z
  .object({
    regionId: id(),
    level: z.enum(REGION_LEVELS),
    name: z.string(),
    province: z.string(),
    city: z.union([z.string(), z.null()]),
    district: z.union([z.string(), z.null()]),
    subDistrict: z.union([z.string(), z.null()]),
    postalCode: z.union([z.string(), z.null()]),
    label: z.string().meta({
      description: '"Sub-district, District, City, Province postal": what a picker shows.',
    }),
  })
  .meta({ id: "Region" });

/** A mail of the demo API's outbox (`GET /demo/outbox`; demo only). */
export const outboxMail = z
  .object({
    id: id(),
    mailId: id(),
    to: z.string(),
    subject: z.string(),
    link: z.string(),
    body: z.string(),
    createdAt: timestamp(),
  })
  .meta({ id: "OutboxMail" });

export const demoReset = z.object({ resetAt: timestamp() }).meta({ id: "DemoReset" });

export const FAULT_KINDS = ["500", "timeout", "malformed", "network"] as const;

/** What the demo is doing besides answering: its data set, and the faults it makes on purpose. */
export const demoStatus = z
  .object({
    dataSize: z.enum(["normal", "large"]),
    faults: z.array(z.object({ pattern: z.string(), kind: z.enum(FAULT_KINDS) })),
  })
  .meta({ id: "DemoStatus" });

export type SidebarCheck = z.infer<typeof sidebarCheck>;
export type MyBrand = z.infer<typeof myBrand>;
export type Region = z.infer<typeof region>;
export type RegionLevel = (typeof REGION_LEVELS)[number];
export type OutboxMail = z.infer<typeof outboxMail>;
export type DemoStatus = z.infer<typeof demoStatus>;

/** `POST /uploads` (multipart, field `file`). */
export const upload = z
  .object({
    url: z
      .string()
      .meta({ description: "Where the file is served (the demo answers a data: URL)." }),
    name: z.string(),
    size: z.number().int(),
    type: z.string(),
  })
  .meta({ id: "Upload" });

export const uploadRequest = z
  .object({
    file: z
      .string()
      .meta({ format: "binary", description: "The file (at most 2 MB in the demo)." }),
  })
  .meta({ id: "UploadRequest" });
export type Upload = z.infer<typeof upload>;
