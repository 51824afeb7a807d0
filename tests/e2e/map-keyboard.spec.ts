import fs from 'node:fs';
import { expect, FAILED_LOAD, test, waitForHydration } from './fixtures';
import { scrollToMap } from './map-helpers';

// Issue 38 item 15: the delivery point can be marked without a mouse (in Turkmen).
const tm = JSON.parse(fs.readFileSync('locales/tm.json', 'utf8')) as typeof import('../../locales/en.json');
// the map's tiles do not load in the test machine
test.use({ allowedConsoleErrors: [FAILED_LOAD] });

const pointText = /Kartadaky nokat: (-?\d+\.\d{6}), (-?\d+\.\d{6})/;

test('Enter marks the point at the map centre, arrows carry it with the map', async ({ page }) => {
  await page.goto('/tm');
  await waitForHydration(page);
  const card = page.getByRole('main').getByRole('article').first();
  await card.getByRole('button', { name: `${tm.add_to_basket}: ${await card.getAttribute('aria-label')}` }).click();
  await page.goto('/tm/checkout');
  await waitForHydration(page);
  const main = page.getByRole('main');
  await scrollToMap(main);
  const map = main.getByLabel(tm.address.map_label);
  await expect(main.getByText(pointText)).toHaveCount(0);

  await map.focus();
  const scrolled = await page.evaluate(() => window.scrollY);
  await page.keyboard.press('Enter');
  const point = main.getByText(pointText);
  // the checkout opens on Ashgabat's centre (spec §9): the point is set there
  await expect(point).toHaveText('Kartadaky nokat: 37.930000, 58.410000');

  await page.keyboard.press('ArrowRight');
  await expect(point).not.toHaveText('Kartadaky nokat: 37.930000, 58.410000');
  const [, lat, lng] = pointText.exec((await point.textContent()) ?? '') ?? [];
  // Leaflet pans by whole pixels: the latitude may move by a fraction of one
  expect(Number(lat)).toBeCloseTo(37.93, 3);
  expect(Number(lng)).toBeGreaterThan(58.41);

  await page.keyboard.press('ArrowUp');
  await expect(async () => {
    const [, north] = pointText.exec((await point.textContent()) ?? '') ?? [];
    expect(Number(north)).toBeGreaterThan(37.94);
  }).toPass();

  // the point was carried with the map (no popup pans it away for a key's pick), so it is still at the
  // centre: Space marks the same place
  const read = async () => (pointText.exec((await point.textContent()) ?? '') ?? []).slice(1).map(Number);
  const carriedThere = await read();
  await page.keyboard.press('Shift+ArrowDown');
  await expect(async () => expect((await read())[0]).toBeLessThan(carriedThere[0])).toPass();
  const [downLat, downLng] = await read();
  await page.keyboard.press(' ');
  await page.keyboard.press('Enter');
  await expect(async () => {
    const [la, ln] = await read();
    expect(la).toBeCloseTo(downLat, 5);
    expect(ln).toBeCloseTo(downLng, 5);
  }).toPass();

  // a click marks a point elsewhere; Space brings it back to the centre, where a click at the middle
  // of the map lands too (2 px below it: the marker's tip sits on the centre). The click is near the
  // middle, so that its popup fits and does not pan the map
  const box = (await map.boundingBox())!;
  await map.click({ position: { x: box.width / 2 + 60, y: box.height / 2 + 40 } });
  await expect(async () => expect((await read())[1]).toBeGreaterThan(downLng + 0.001)).toPass();
  const clicked = await read();
  await map.press(' ');
  await expect(async () => expect((await read())[1]).not.toBe(clicked[1])).toPass();
  const spaced = await read();
  await map.click({ position: { x: box.width / 2, y: box.height / 2 + 2 } });
  await expect(async () => {
    const [la, ln] = await read();
    expect(la).not.toBe(spaced[0]);
    expect(Math.abs(la - spaced[0])).toBeLessThan(0.001);
    expect(Math.abs(ln - spaced[1])).toBeLessThan(0.0005);
  }).toPass();
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
});
