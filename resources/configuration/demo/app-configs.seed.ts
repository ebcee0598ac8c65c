import type { AnyRecord } from "@/mocks/db/collection";
import { daysAgo, seeded } from "@/mocks/lib/seed";
import {
  DEFAULT_PROCESS_WITHIN_HOURS,
  DEFAULT_RETURN_WINDOW_DAYS,
} from "@resources/transactions/exports";

export const seedAppConfigs = seeded<AnyRecord>("appConfigs", () => {
  const plan: [string, string, unknown, string][] = [
    ["TRX_CODE_PREFIX", "TRANSACTION_SETTING", "TRX", "Transaction Code - Prefix"],
    ["TRX_CODE_NUMERIC_LENGTH", "TRANSACTION_SETTING", 8, "Transaction Code - Numeric Length"],
    ["TRX_PAYMENT_EXPIRY_IN_MINUTES", "TRANSACTION_SETTING", 60, "Payment Expiry (in minutes)"],
    ["TRX_ALLOW_ZERO_PAYMENT", "TRANSACTION_SETTING", "NOT_ALLOWED", "Allow Zero Payment?"],
    ["PAYMENT_CODE_PREFIX", "TRANSACTION_SETTING", "PAY", "Payment Code - Prefix"],
    ["PAYMENT_CODE_NUMERIC_LENGTH", "TRANSACTION_SETTING", 8, "Payment Code - Numeric Length"],
    [
      "NEW_TRANSACTION_CALCULATION_FORMULAS",
      "TRANSACTION_SETTING",
      "STANDARD",
      "New Order - Calculation Formulas",
    ],
    [
      "TRX_RETURN_WINDOW_IN_DAYS",
      "TRANSACTION_SETTING",
      DEFAULT_RETURN_WINDOW_DAYS,
      "Return Window for Points (in days)",
    ],
    [
      "TRX_PROCESS_WITHIN_HOURS",
      "TRANSACTION_SETTING",
      DEFAULT_PROCESS_WITHIN_HOURS,
      "Process paid orders within (hours)",
    ],
    [
      "COURIER_EXPRESS",
      "SHIPMENT_SETTING",
      ["biteship.jne", "biteship.jnt", "biteship.sicepat", "biteship.anteraja"],
      "Courier Express",
    ],
    [
      "COURIER_INSTANT",
      "SHIPMENT_SETTING",
      ["biteship.gosend", "biteship.grab_express"],
      "Courier Instant",
    ],
    ["EYE_TEST_A_MYOPIA", "CONSTANTS_SETTING", 0.25, "A myopia"],
    ["EYE_TEST_A_HYPERMETROPIA", "CONSTANTS_SETTING", 0.5, "A hypermetropia"],
    ["EYE_TEST_B_MYOPIA", "CONSTANTS_SETTING", 0.75, "B myopia"],
    ["EYE_TEST_B_HYPERMETROPIA", "CONSTANTS_SETTING", 1, "B hypermetropia"],
    [
      "PAGE_CONTENT",
      "WEB_CONTENT_SETTING",
      {
        about: "<p>Optik Console demo: eyewear for everyone.</p>",
        terms: "<p>Terms and conditions.</p>",
        privacy: "<p>Privacy policy.</p>",
      },
      "Page content",
    ],
    [
      "CONTACT_US",
      "WEB_CONTENT_SETTING",
      {
        phone: "+622150001234",
        email: "halo@optikprima.co.id",
        whatsapp: "+6281234567890",
        address: "Jl. Sudirman No. 1, Jakarta Selatan",
      },
      "Contact us",
    ],
    [
      "OMNICARE_LINKS",
      "OMNICARE_LINK_SETTING",
      {
        whatsapp: "https://wa.me/6281234567890",
        instagram: "https://instagram.com/optikprima",
        tokopedia: "https://tokopedia.com/optikprima",
        shopee: "https://shopee.co.id/optikprima",
      },
      "Omnicare links",
    ],
  ];
  return plan.map(([key, group, value, description], i) => ({
    configId: key,
    key,
    group,
    value,
    description,
    createdAt: daysAgo(500 - i),
    updatedAt: daysAgo(20 - (i % 10)),
  }));
});
