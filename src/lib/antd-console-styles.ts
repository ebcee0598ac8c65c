// The console's antd styles, rendered at build time (scripts/vite/antd-static-styles.ts). Vite loads a
// lazy chunk's stylesheet before it runs the chunk, so this stylesheet is in the page by the time the
// reset below runs.
import "virtual:antd-console-styles.css";
import { reset } from "@ant-design/cssinjs/es/util/cacheMapUtil";

/**
 * antd read its map of pre-rendered styles once, on the first screen, when only the first screen's
 * styles were in the page. Reset, it reads the map again on the next component it styles, now from the
 * console's stylesheet (which lists both), and generates none of those styles at run time.
 */
reset(undefined, true);
