import { describe, expect, it } from 'vitest';
import { GEOMETRY } from '../../../engine/bellum/data/geometry';
import { PLACES } from '../../../engine/bellum/data/places';
import { REGIONS } from '../../../engine/bellum/data/regions';
import {
  COUNTER_FONT, labelCollisions, MAP_VIEWPORT_1366, MARKER_FONT, openingZoom, PLACE_FONT, PLACE_NAME_MIN_PX, PLACE_NAMES, placeNamesShown, REGION_FONT, REGION_NAMES,
  screenScale, textBox, textWidth,
} from './labelLayout';

describe('map labels', () => {
  const defaultScale = screenScale(MAP_VIEWPORT_1366.width, MAP_VIEWPORT_1366.height);

  it('region names are at least 11 px on screen at the default zoom at 1366×768', () => {
    expect(defaultScale).toBeGreaterThan(0.7);
    expect(REGION_FONT * defaultScale).toBeGreaterThanOrEqual(11);
  });

  it('place names are drawn only where they are at least 9 px on screen (level of detail)', () => {
    for (const k of [1, 1.25, 1.5, 2, 4, 6]) {
      const s = defaultScale * k;
      expect(placeNamesShown(s)).toBe(PLACE_FONT * s >= PLACE_NAME_MIN_PX);
    }
    // hidden at the default zoom at 1366×768, shown after one zoom step (×1.25)
    expect(placeNamesShown(defaultScale)).toBe(false);
    expect(placeNamesShown(defaultScale * 1.25)).toBe(true);
  });

  it('every region and every place has a name in the layout', () => {
    expect(REGION_NAMES.map((r) => r.id).sort()).toEqual(REGIONS.map((r) => r.id).sort());
    expect(PLACE_NAMES.map((p) => p.id).sort()).toEqual(PLACES.map((p) => p.id).sort());
  });

  it('no two names overlap, and no name covers a place symbol (sizes are in map units, so this holds at every zoom)', () => {
    expect(labelCollisions()).toEqual([]);
  });

  it('the check finds an overlap when a name is moved onto another (Atrebates onto Nemetocenna)', () => {
    const at = GEOMETRY.places.nemetocenna;
    const moved = REGION_NAMES.map((r) =>
      r.id === 'atrebates' ? { ...r, box: textBox(at.x + 20, at.y + 4, textWidth(r.text, REGION_FONT, 'bold'), REGION_FONT, 'middle') } : r,
    );
    const found = labelCollisions(moved);
    expect(found).toContain('region atrebates × place nemetocenna');
    expect(found).toContain('region atrebates × symbol nemetocenna');
  });

  it('place names sit beside their own symbol', () => {
    for (const p of PLACE_NAMES) {
      const at = GEOMETRY.places[p.id];
      const dx = Math.max(p.box.x0 - at.x, at.x - p.box.x1, 0);
      const dy = Math.max(p.box.y0 - at.y, at.y - p.box.y1, 0);
      expect(Math.hypot(dx, dy), p.id).toBeLessThan(16);
    }
  });

  it('the width estimate is generous for long names (bold serif ≥ 0.55 em per letter)', () => {
    expect(textWidth('Mediomatrici', 10, 'bold')).toBeGreaterThanOrEqual(12 * 0.55 * 10);
  });

  it('the map opens at zoom 1 on a laptop, zoomed in on a phone so that its text is legible (issue 16 §3)', () => {
    const laptop = screenScale(MAP_VIEWPORT_1366.width, MAP_VIEWPORT_1366.height);
    expect(openingZoom(laptop)).toBe(1);
    expect(COUNTER_FONT * laptop).toBeGreaterThanOrEqual(8); // counter and marker text ≥ 8 px at the default zoom
    expect(MARKER_FONT * laptop).toBeGreaterThanOrEqual(8);
    const phone = screenScale(390, 523); // the map element on a 390×844 phone (measured in Chromium)
    const k = openingZoom(phone);
    expect(k).toBeGreaterThan(1.5);
    expect(REGION_FONT * phone * k).toBeGreaterThanOrEqual(11);
    expect(COUNTER_FONT * phone * k).toBeGreaterThanOrEqual(8);
    expect(MARKER_FONT * phone * k).toBeGreaterThanOrEqual(8);
    expect(openingZoom(0)).toBe(1); // no layout (jsdom): leave the view alone
  });
});
