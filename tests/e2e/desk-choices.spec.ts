import { test, expect, FAILED_LOAD } from './fixtures';
import { axeViolations } from './a11y-helpers';
import { addStaff, hydrated, signInAtDesk } from './desk-helpers';
import { ownServer } from './own-server';

// the signed-out desk asks who is signed in and is told 401: the browser logs every refused request
test.use({ allowedConsoleErrors: [FAILED_LOAD] });

// The desk's choice groups (issue 36) against a server of its own: the owner's group reaches the shop.
const server = ownServer();

const OWNER = '65123458';
const PLOV = 1;

test('the owner makes a choice group, attaches it to a dish, the dish page shows it, and follows a moved option', async ({
  openContext,
}) => {
  test.setTimeout(120_000);
  addStaff(server, OWNER, 'owner');
  const staff = await openContext({ baseURL: server.url });
  const desk = await staff.newPage();
  await signInAtDesk(desk, server, OWNER);
  await desk.getByRole('navigation', { name: 'Desk sections' }).getByRole('button', { name: 'Menu' }).click();
  const choices = desk.getByRole('region', { name: 'Choices', exact: true });
  await choices.getByRole('button', { name: 'Add a choice group' }).click();

  const form = choices.getByRole('form', { name: 'New choice group' });
  await form.getByLabel(/^Group name \(Türkmençe\)/).fill('Garnirler');
  await form.getByLabel(/^Group name \(Русский\)/).fill('Гарниры');
  await expect(form.getByText(/^Group name \(English\)/)).toContainText('missing');
  await form.getByLabel(/^Group name \(English\)/).fill('Sides');
  await form.getByRole('radio', { name: 'Optional' }).check();
  await form.getByLabel('At most').fill('2');
  await form.getByRole('button', { name: 'Save' }).click();
  const group = choices.getByRole('region', { name: 'Sides' });
  await expect(group).toBeVisible();

  await group.getByRole('button', { name: 'Add an option to Sides' }).click();
  const option = group.getByRole('form', { name: 'New option' });
  await option.getByLabel(/^Option name \(Türkmençe\)/).fill('Gök önümler');
  await option.getByLabel(/^Option name \(Русский\)/).fill('Овощи');
  await option.getByLabel(/^Option name \(English\)/).fill('Vegetables');
  await option.getByLabel('Price difference, TMT').fill('6.50');
  await option.getByRole('button', { name: 'Save' }).click();
  await expect(group.getByRole('button', { name: 'Edit Vegetables' })).toBeVisible();
  await group.getByRole('button', { name: 'Add an option to Sides' }).click();
  const rice = group.getByRole('form', { name: 'New option' });
  await rice.getByLabel(/^Option name \(Türkmençe\)/).fill('Tüwi');
  await rice.getByLabel(/^Option name \(Русский\)/).fill('Рис');
  await rice.getByLabel(/^Option name \(English\)/).fill('Rice');
  await rice.getByLabel('Price difference, TMT').fill('0');
  await rice.getByRole('button', { name: 'Save' }).click();
  await expect(group.getByRole('button', { name: 'Move Rice up' })).toBeEnabled();
  await group.getByRole('button', { name: 'Add an option to Sides' }).click();
  expect(await axeViolations(desk), 'the choices, a group with its move buttons and its option form open').toEqual([]);
  await group.getByRole('form', { name: 'New option' }).getByRole('button', { name: 'Cancel' }).click();

  await choices.getByLabel('Dish', { exact: true }).selectOption({ label: 'Plov' });
  await choices.getByRole('group', { name: 'Choice groups of Plov' }).getByRole('checkbox', { name: 'Sides' }).check();
  await choices.getByRole('button', { name: "Save the dish's groups" }).click();
  await expect(choices.getByRole('status')).toHaveText("The dish's groups are saved.");

  const shopper = await openContext({ baseURL: server.url });
  const shop = await shopper.newPage();
  await expect(async () => {
    await shop.goto(`/en/products/${PLOV}`);
    await expect(shop.getByRole('group', { name: /Sides/ })).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 15_000, intervals: [500] });
  await hydrated(shop);
  const sides = shop.getByRole('group', { name: /Sides/ });
  await expect(sides.getByRole('checkbox').nth(0)).toHaveAccessibleName(/Vegetables/);
  await expect(sides.getByRole('checkbox').nth(1)).toHaveAccessibleName(/Rice/);

  // the desk moves Rice up with the keyboard (the focus stays on it); the dish page follows
  await group.getByRole('button', { name: 'Move Rice up' }).focus();
  await desk.keyboard.press('Enter');
  await expect(group.getByRole('button', { name: 'Move Rice down' })).toBeFocused();
  await expect(group.getByRole('listitem').first()).toContainText('Rice');
  await expect(async () => {
    await shop.reload();
    await expect(shop.getByRole('group', { name: /Sides/ }).getByRole('checkbox').first()).toHaveAccessibleName(/Rice/, { timeout: 500 });
  }).toPass({ timeout: 15_000, intervals: [500] });
  await hydrated(shop);
  await expect(shop.getByRole('group', { name: /Sides/ }).getByRole('checkbox').nth(1)).toHaveAccessibleName(/Vegetables/);
  await staff.close();
  await shopper.close();
});
