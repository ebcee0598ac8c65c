import type { PageContent } from "../schema/page-content";
import { daysAgo, seeded } from "@/mocks/lib/seed";

const editor = { userId: "usr-admin", name: "Admin Demo" };

export const seedPageContents = seeded<PageContent>("pageContents", () => {
  const pages: Omit<PageContent, "pageId" | "createdAt" | "updatedAt" | "updatedBy">[] = [
    {
      slug: "about-us",
      titleId: "Tentang kami",
      titleEn: "About us",
      bodyId:
        "<h2>Optik Prima</h2><p>Sejak 1998 kami membantu keluarga Indonesia melihat lebih jelas, dengan pemeriksaan mata gratis di setiap toko.</p><ul><li>Lebih dari 40 toko di 12 kota</li><li>Optometris bersertifikat</li><li>Garansi lensa 1 tahun</li></ul>",
      bodyEn:
        "<h2>Optik Prima</h2><p>Since 1998 we have helped Indonesian families see clearly, with a free eye test in every store.</p><ul><li>More than 40 stores in 12 cities</li><li>Certified optometrists</li><li>One-year lens warranty</li></ul>",
      isPublished: true,
    },
    {
      slug: "terms-and-conditions",
      titleId: "Syarat dan ketentuan",
      titleEn: "Terms and conditions",
      bodyId:
        "<h2>Pemesanan</h2><p>Pesanan diproses setelah pembayaran kami terima.</p><h2>Pengembalian</h2><ol><li>Ajukan dalam 7 hari setelah barang diterima.</li><li>Sertakan nota pembelian.</li></ol>",
      bodyEn:
        "<h2>Orders</h2><p>Orders are processed once we receive the payment.</p><h2>Returns</h2><ol><li>Ask within 7 days of receiving the goods.</li><li>Include the receipt.</li></ol>",
      isPublished: true,
    },
    {
      slug: "privacy-policy",
      titleId: "Kebijakan privasi",
      titleEn: "Privacy policy",
      bodyId:
        '<p>Kami menyimpan data resep dan kontak Anda hanya untuk melayani pesanan Anda.</p><p>Pertanyaan: <a href="mailto:privasi@optikprima.co.id" rel="noopener noreferrer" target="_blank">privasi@optikprima.co.id</a></p>',
      bodyEn:
        '<p>We keep your prescription and contact details only to serve your orders.</p><p>Questions: <a href="mailto:privasi@optikprima.co.id" rel="noopener noreferrer" target="_blank">privasi@optikprima.co.id</a></p>',
      isPublished: true,
    },
    {
      slug: "how-to-measure-frame-size",
      titleId: "Cara mengukur ukuran bingkai",
      titleEn: "How to measure your frame size",
      bodyId:
        "<p>Lihat tiga angka di sisi dalam gagang kacamata Anda, misalnya <strong>52-18-140</strong>.</p><ol><li><strong>52</strong>: lebar lensa (mm)</li><li><strong>18</strong>: lebar jembatan (mm)</li><li><strong>140</strong>: panjang gagang (mm)</li></ol>",
      bodyEn:
        "<p>Look for three numbers inside the temple of your glasses, for example <strong>52-18-140</strong>.</p><ol><li><strong>52</strong>: lens width (mm)</li><li><strong>18</strong>: bridge width (mm)</li><li><strong>140</strong>: temple length (mm)</li></ol>",
      isPublished: false,
    },
  ];
  return pages.map((page, i) => ({
    ...page,
    pageId: `pgc-${i + 1}`,
    updatedBy: editor,
    createdAt: daysAgo(400 - i * 10),
    updatedAt: daysAgo(30 - i * 5),
  }));
});
