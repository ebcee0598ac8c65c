/**
 * jsdom lays nothing out: every box is empty, so dnd-kit's keyboard sensor would find no row above or
 * below. The elements matching `selector` (table rows, list items) get the boxes a browser would give
 * them (50 px each, one under the other) until the returned function is called.
 */
export function layOutRows(selector = "tr[data-row-key]") {
  const original = Element.prototype.getBoundingClientRect;
  const spy = vi.spyOn(Element.prototype, "getBoundingClientRect").mockImplementation(function (
    this: Element,
  ) {
    if (this.matches(selector)) {
      const rows = [...this.parentElement!.querySelectorAll(selector)];
      const top = 100 + rows.indexOf(this) * 50;
      return DOMRect.fromRect({ x: 0, y: top, width: 800, height: 50 });
    }
    return original.call(this);
  });
  return () => spy.mockRestore();
}
