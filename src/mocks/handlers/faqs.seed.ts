import type { AnyRecord } from "../db/collection";
import { daysAgo, seeded } from "../lib/seed";

const FAQ_PLAN: [string, [string, string][]][] = [
  [
    "Orders",
    [
      [
        "How do I track my order?",
        "Open My Orders in the app and choose the order to see its status and tracking number.",
      ],
      [
        "Can I change my order after paying?",
        "Contact the outlet within one hour of paying; after that the lenses are already being made.",
      ],
    ],
  ],
  [
    "Payments",
    [
      [
        "Which payment methods are accepted?",
        "Virtual accounts, e-wallets, QRIS, credit cards and paying at the store.",
      ],
      [
        "My payment expired, what now?",
        "Place the order again; an expired payment is never charged.",
      ],
    ],
  ],
  [
    "Shipping",
    [
      [
        "How long does delivery take?",
        "Two to five working days for express couriers, the same day for instant couriers.",
      ],
      ["Can I pick up at an outlet?", "Yes, choose Pick up at store at checkout."],
    ],
  ],
  [
    "Eye Test",
    [
      ["Is the eye test free?", "Yes, the eye test is free at every outlet with an optometrist."],
      ["How often should I test my eyes?", "Once a year, or sooner when your vision changes."],
    ],
  ],
  [
    "Warranty",
    [
      ["What does the frame warranty cover?", "Manufacturing defects for one year from purchase."],
      ["Are lenses covered?", "Coating defects are covered for six months."],
    ],
  ],
];

export const seedFaqGroups = seeded<AnyRecord>("faqGroups", () =>
  FAQ_PLAN.map(([groupName], i) => ({
    faqGroupId: `fgr-${i + 1}`,
    groupName,
    order: i + 1,
    isActive: true,
    createdAt: daysAgo(300),
    updatedAt: daysAgo(50),
  })),
);

export const seedFaqs = seeded<AnyRecord>("faqs", () =>
  FAQ_PLAN.flatMap(([, items], g) =>
    items.map(([question, answer], k) => ({
      faqId: `faq-${g * 2 + k + 1}`,
      faqGroupId: `fgr-${g + 1}`,
      question,
      answer,
      order: k + 1,
      isActive: true,
      isArchived: false,
      archivedAt: null,
      createdAt: daysAgo(290 - g),
      updatedAt: daysAgo(40 - g),
    })),
  ),
);
