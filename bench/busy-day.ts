// Issue 37's rows, on a busy day of 1,000 orders: the desk board, the kitchen display's first load and
// accept → the kitchen printer's fetch. bench/run.ts runs them in every `npm run bench`; alone, after
// `npm run build`: `npm run bench -- busy-day` (the same-stack floor is built first, for the kitchen's JS).
import { benchDeskBoard } from './desk-board';
import { benchKitchen } from './kitchen';
import { benchPrinting } from './printing';

export async function benchBusyDay() {
  console.log('-- the desk board on a busy day: 1,000 orders today, 150 in progress, Chromium at 4× CPU');
  await benchDeskBoard();
  console.log("-- the kitchen display on the same day: a cook's first load, an empty cache every run, Chromium at 4× CPU");
  await benchKitchen();
  console.log('-- the kitchen printer on the same day: accept → the simulated CloudPRNT printer fetches the ticket');
  await benchPrinting();
}
