import type { AnyRecord } from "@/mocks/db/collection";
import { daysAgo, seeded } from "@/mocks/lib/seed";

type Pair = [id: string, en: string];
interface GroupPlan {
  name: Pair;
  icon: string;
  faqs: [question: Pair, answer: Pair][];
}

const FAQ_PLAN: GroupPlan[] = [
  {
    name: ["Pesanan", "Orders"],
    icon: "shopping",
    faqs: [
      [
        ["Bagaimana cara melacak pesanan saya?", "How do I track my order?"],
        [
          "Buka Pesanan Saya di aplikasi dan pilih pesanan untuk melihat status dan nomor resinya.",
          "Open My Orders in the app and choose the order to see its status and tracking number.",
        ],
      ],
      [
        ["Bisakah saya mengubah pesanan setelah membayar?", "Can I change my order after paying?"],
        [
          "Hubungi outlet dalam satu jam setelah membayar; setelah itu lensa sudah mulai dibuat.",
          "Contact the outlet within one hour of paying; after that the lenses are already being made.",
        ],
      ],
      [
        ["Bisakah saya membatalkan pesanan?", "Can I cancel an order?"],
        [
          "Pesanan yang belum dibayar bisa dibatalkan di aplikasi; yang sudah dibayar melalui outlet.",
          "An unpaid order can be cancelled in the app; a paid one through the outlet.",
        ],
      ],
    ],
  },
  {
    name: ["Pembayaran", "Payments"],
    icon: "payment",
    faqs: [
      [
        ["Metode pembayaran apa saja yang diterima?", "Which payment methods are accepted?"],
        [
          "Virtual account, dompet digital, QRIS, kartu kredit, dan bayar di toko.",
          "Virtual accounts, e-wallets, QRIS, credit cards and paying at the store.",
        ],
      ],
      [
        ["Pembayaran saya kedaluwarsa, lalu bagaimana?", "My payment expired, what now?"],
        [
          "Buat pesanan lagi; pembayaran yang kedaluwarsa tidak pernah ditagih.",
          "Place the order again; an expired payment is never charged.",
        ],
      ],
    ],
  },
  {
    name: ["Pengiriman", "Shipping"],
    icon: "shipping",
    faqs: [
      [
        ["Berapa lama pengiriman?", "How long does delivery take?"],
        [
          "Dua sampai lima hari kerja untuk kurir ekspres, hari yang sama untuk kurir instan.",
          "Two to five working days for express couriers, the same day for instant couriers.",
        ],
      ],
      [
        ["Bisakah saya mengambil di outlet?", "Can I pick up at an outlet?"],
        ["Bisa, pilih Ambil di toko saat checkout.", "Yes, choose Pick up at store at checkout."],
      ],
    ],
  },
  {
    name: ["Tes Mata", "Eye Test"],
    icon: "eye",
    faqs: [
      [
        ["Apakah tes mata gratis?", "Is the eye test free?"],
        [
          "Ya, tes mata gratis di setiap outlet yang memiliki optometris.",
          "Yes, the eye test is free at every outlet with an optometrist.",
        ],
      ],
      [
        ["Seberapa sering saya harus memeriksa mata?", "How often should I test my eyes?"],
        [
          "Setahun sekali, atau lebih cepat jika penglihatan Anda berubah.",
          "Once a year, or sooner when your vision changes.",
        ],
      ],
    ],
  },
  {
    name: ["Garansi", "Warranty"],
    icon: "warranty",
    faqs: [
      [
        ["Apa saja yang ditanggung garansi bingkai?", "What does the frame warranty cover?"],
        [
          "Cacat produksi selama satu tahun sejak pembelian.",
          "Manufacturing defects for one year from purchase.",
        ],
      ],
      [
        ["Apakah lensa ditanggung?", "Are lenses covered?"],
        [
          "Cacat lapisan lensa ditanggung selama enam bulan.",
          "Coating defects are covered for six months.",
        ],
      ],
    ],
  },
  { name: ["Akun", "Account"], icon: "account", faqs: [] },
];

const paragraph = (text: string) => `<p>${text}</p>`;

export const seedFaqGroups = seeded<AnyRecord>("faqGroups", () =>
  FAQ_PLAN.map((group, i) => ({
    faqGroupId: `fgr-${i + 1}`,
    nameId: group.name[0],
    nameEn: group.name[1],
    icon: group.icon,
    order: i + 1,
    isActive: true,
    createdAt: daysAgo(300),
    updatedAt: daysAgo(50),
  })),
);

export const seedFaqs = seeded<AnyRecord>("faqs", () => {
  let n = 0;
  return FAQ_PLAN.flatMap((group, g) =>
    group.faqs.map(([question, answer], k) => ({
      faqId: `faq-${++n}`,
      faqGroupId: `fgr-${g + 1}`,
      questionId: question[0],
      questionEn: question[1],
      answerId: paragraph(answer[0]),
      answerEn: paragraph(answer[1]),
      order: k + 1,
      isActive: !(g === 1 && k === 1),
      createdAt: daysAgo(290 - g),
      updatedAt: daysAgo(40 - g),
    })),
  );
});
