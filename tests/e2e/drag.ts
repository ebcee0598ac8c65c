import type { Locator, Page } from "playwright-core";

type Box = { x: number; y: number; width: number; height: number };

/** The element's box once it stops moving (a drawer slides in, a list settles after loading). */
async function settledBox(locator: Locator): Promise<Box> {
  let last = (await locator.boundingBox())!;
  for (let tries = 0; tries < 50; tries++) {
    await locator.page().waitForTimeout(100);
    const now = (await locator.boundingBox())!;
    if (Math.abs(now.x - last.x) < 0.5 && Math.abs(now.y - last.y) < 0.5) return now;
    last = now;
  }
  return last;
}

/** Whether the row has made room for the dragged one (dnd-kit moved it with a transform). */
const makesRoom = (target: Locator) =>
  target.evaluate((row) => {
    const transform = getComputedStyle(row).transform;
    return (
      transform !== "none" && transform !== "" && !/matrix\(1, 0, 0, 1, 0, 0\)/.test(transform)
    );
  });

/**
 * Drags a row of a sortable table by its handle onto the top of another row, the way a person does:
 * press, move a little (dnd-kit starts the drag after 4 px), move over the row, and let go only once
 * the table shows the drop (the row has made room). On a busy 2-core machine the pointer otherwise
 * outruns the page: a drop read from a box still sliding in, or before the move was rendered.
 */
export async function dragRowOnto(page: Page, handle: Locator, target: Locator) {
  const from = await settledBox(handle);
  const x = from.x + from.width / 2;
  const y = from.y + from.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x, y - 10, { steps: 5 });
  await page.waitForTimeout(150);
  const to = (await target.boundingBox())!;
  await page.mouse.move(x, to.y + 4, { steps: 20 });
  // Nudge until the table shows where the row will land (each nudge is a new pointer move).
  for (let nudge = 0; nudge < 40 && !(await makesRoom(target)); nudge++) {
    await page.waitForTimeout(100);
    await page.mouse.move(x, to.y + 4 + (nudge % 2), { steps: 1 });
  }
  await page.waitForTimeout(150);
  await page.mouse.up();
}
