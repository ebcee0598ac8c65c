import type { Locator, Page } from "playwright-core";

/**
 * Drags a row of a sortable table by its handle onto the top of another row. Pauses let dnd-kit start
 * the drag and settle on the row under the pointer before the drop, which a busy 2-core machine
 * otherwise outruns (the drop landed before the move was seen).
 */
export async function dragRowOnto(page: Page, handle: Locator, target: Locator) {
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 5 });
  await page.waitForTimeout(150);
  await page.mouse.move(from.x + from.width / 2, to.y + 4, { steps: 20 });
  await page.waitForTimeout(250);
  await page.mouse.up();
}
