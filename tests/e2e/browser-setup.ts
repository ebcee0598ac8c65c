import { setupBrowser } from "./support";

/**
 * Every browser journey file gets one Chromium for its tests (vitest.e2e.config.ts `setupFiles`), and
 * after each test its pages' accessibility scans and console errors are checked.
 */
setupBrowser();
