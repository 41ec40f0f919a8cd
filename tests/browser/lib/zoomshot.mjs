// Looks closer at a part of a screenshot (a helper for looking, not a test): the clip scaled up, pixels kept.
import fs from 'node:fs';
export async function zoomShot(browser, pngPath, clip, scale, outPath) {
  const page = await browser.newPage({ viewport: { width: Math.round(clip.width * scale), height: Math.round(clip.height * scale) } });
  const data = fs.readFileSync(pngPath).toString('base64');
  await page.setContent(`<body style="margin:0;overflow:hidden"><div style="width:${clip.width * scale}px;height:${clip.height * scale}px;background:url(data:image/png;base64,${data}) -${clip.x * scale}px -${clip.y * scale}px / auto ${''}no-repeat;image-rendering:pixelated"></div></body>`);
  await page.evaluate(({ scale }) => { const d = document.querySelector('div'); const img = new Image(); img.src = getComputedStyle(d).backgroundImage.slice(5, -2); return new Promise((r) => { img.onload = () => { d.style.backgroundSize = `${img.width * scale}px ${img.height * scale}px`; r(); }; }); }, { scale });
  await page.screenshot({ path: outPath });
  await page.close();
}
