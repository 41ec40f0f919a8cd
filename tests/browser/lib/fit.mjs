// Layout checks shared by the browser tests of "a screen that fits".
import { assert } from './ui.mjs';

/** Asserts that the element lies wholly inside the window, as it is now (no scrolling done). */
export async function assertInView(page, locator, what) {
  const vp = page.viewportSize();
  const b = await locator.boundingBox();
  assert.ok(b, `${what} is shown`);
  const inside = b.x >= -0.5 && b.y >= -0.5 && b.x + b.width <= vp.width + 0.5 && b.y + b.height <= vp.height + 0.5;
  assert.ok(inside, `${what} is within the ${vp.width}×${vp.height} window (at ${Math.round(b.x)},${Math.round(b.y)} size ${Math.round(b.width)}×${Math.round(b.height)})`);
}

/** Asserts that the element is not cut at the window's left or right edge (it may be scrolled to vertically). */
export async function assertWithinWidth(page, locator, what) {
  const vp = page.viewportSize();
  const b = await locator.boundingBox();
  assert.ok(b, `${what} is shown`);
  assert.ok(b.x >= -0.5 && b.x + b.width <= vp.width + 0.5, `${what} is not clipped at the sides of the ${vp.width}-px window (x ${Math.round(b.x)}, width ${Math.round(b.width)})`);
}

/** The innermost elements whose right edge runs past the window (to name what overflows). */
export async function overflowing(page) {
  return page.evaluate(() => {
    const out = [];
    for (const el of document.querySelectorAll('body *')) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.right <= innerWidth + 0.5) continue;
      if ([...el.children].some((c) => c.getBoundingClientRect().right > innerWidth + 0.5)) continue;
      out.push(`${el.tagName.toLowerCase()}.${el.className} "${(el.textContent ?? '').slice(0, 30)}" right ${Math.round(r.right)}`);
    }
    return out.slice(0, 5);
  });
}
