import type { Resource } from "i18next";
import type { Language } from "@/config";

/**
 * The texts of the screens shown when code fails to download ("New Update Available", the crash
 * screens of src/components/page-error-boundary.tsx), in every language, in the entry chunk: the
 * locale files load lazily, and when a chunk cannot be downloaded a locale file usually cannot
 * either, which left these screens with raw keys. initI18n adds them to i18next as the `failure`
 * namespace. They are written here only, not in the locale files.
 */
export const FAILURE_NAMESPACE = "failure";

const texts: Record<Language, Record<string, Record<string, string>>> = {
  en: {
    newUpdate: {
      title: "New Update Available",
      advice:
        "A new version of the console is available. Please do a hard reload (Ctrl+Shift+R, or Cmd+Shift+R on Mac). If this page keeps appearing, clear your browser cache, or open the console in private mode or another browser. If it still does not work, contact the administrator.",
      reload: "Reload",
    },
    appCrash: {
      title: "Something went wrong",
      description:
        "The console stopped because of an unexpected error. Reload to start again; if it happens again, contact the administrator.",
      reload: "Reload",
    },
    pageError: {
      title: "This page could not be shown",
      description:
        "Something went wrong while showing this page. Try again, or open another page from the menu.",
      retry: "Try again",
    },
  },
  id: {
    newUpdate: {
      title: "Pembaruan Baru Tersedia",
      advice:
        "Versi baru konsol sudah tersedia. Silakan lakukan hard reload (Ctrl+Shift+R, atau Cmd+Shift+R di Mac). Jika halaman ini terus muncul, hapus cache browser Anda, atau buka konsol dalam mode private atau di browser lain. Jika masih tidak berhasil, hubungi administrator.",
      reload: "Muat Ulang",
    },
    appCrash: {
      title: "Terjadi kesalahan",
      description:
        "Konsol berhenti karena kesalahan yang tidak terduga. Muat ulang untuk memulai lagi; jika terjadi lagi, hubungi administrator.",
      reload: "Muat Ulang",
    },
    pageError: {
      title: "Halaman ini tidak dapat ditampilkan",
      description:
        "Terjadi kesalahan saat menampilkan halaman ini. Coba lagi, atau buka halaman lain dari menu.",
      retry: "Coba lagi",
    },
  },
  jp: {
    newUpdate: {
      title: "新しいアップデートがあります",
      advice:
        "コンソールの新しいバージョンが利用できます。ハードリロード（Ctrl+Shift+R、Mac では Cmd+Shift+R）を行ってください。この画面が何度も表示される場合は、ブラウザのキャッシュを削除するか、プライベートモードまたは別のブラウザでコンソールを開いてください。それでも解決しない場合は、管理者に連絡してください。",
      reload: "再読み込み",
    },
    appCrash: {
      title: "問題が発生しました",
      description:
        "予期しないエラーのためコンソールが停止しました。再読み込みしてやり直してください。再び発生する場合は、管理者に連絡してください。",
      reload: "再読み込み",
    },
    pageError: {
      title: "このページを表示できませんでした",
      description:
        "ページの表示中に問題が発生しました。もう一度お試しいただくか、メニューから別のページを開いてください。",
      retry: "もう一度試す",
    },
  },
};

export const failureResources: Resource = Object.fromEntries(
  Object.entries(texts).map(([lng, bundle]) => [lng, { [FAILURE_NAMESPACE]: bundle }]),
);
