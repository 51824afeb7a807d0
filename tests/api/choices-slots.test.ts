// A set meal's slot is a dish as it is (issue 36): never the set meal itself, nor a dish with a required
// choice of its own. The desk refuses both in the shopper-facing languages; the catalogue file too.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { API, addProduct } from './support/accounts';
import { managerShop } from './support/desk';
import { testDatabases } from '../helpers/database';
import { describeFixture } from '../helpers/fixture';
import { parseCatalogue } from '../../server/db/catalogue/import';
import { demoCatalogue } from '../../server/db/seed-data/demo-catalogue';
import en from '../../locales/api/en.json';
import ru from '../../locales/api/ru.json';

const name = (text: string) => ({ tm: text, ru: text, en: text });

describe.each(testDatabases())('choices: what a set meal slot may name (%s)', (dialect) => {
  const shop = describeFixture(async () => {
    const base = await managerShop(dialect);
    return { ...base, lunch: await addProduct(base.ctx.db, 9000), shashlik: await addProduct(base.ctx.db, 5000) };
  });
  const desk = (method: 'post' | 'patch' | 'put', path: string, language = 'en') =>
    request(shop.ctx.app)[method](`${API}/desk/menu${path}`).set(shop.manager.auth).set('Accept-Language', language);
  const group = async (min: number, options: object[]) => {
    const made = await desk('post', '/groups').send({ name: name(`Group ${min}`), min, max: 1, options });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    return made.body.data as { id: number; options: { id: number }[] };
  };
  const option = (product?: number) => ({ name: name('Slot'), price: '0.00', ...(product ? { product } : {}) });

  it('refuses the set meal as its own slot, added, edited or by attaching', async () => {
    const slots = await group(1, [option(shop.shashlik)]);
    expect((await desk('put', `/dishes/${shop.lunch}/groups`).send({ group_ids: [slots.id] })).status).toBe(200);
    const added = await desk('post', `/groups/${slots.id}/options`).send(option(shop.lunch));
    expect(added.status).toBe(422);
    expect(added.body).toMatchObject({ error: 'menu.slot_is_the_set_meal', fields: { product: 'slot_is_the_set_meal' } });
    expect(added.body.message).toBe(en.menu.slot_is_the_set_meal);
    const edited = await desk('patch', `/options/${slots.options[0].id}`, 'ru').send({ product: shop.lunch });
    expect(edited.body).toMatchObject({ error: 'menu.slot_is_the_set_meal', message: ru.menu.slot_is_the_set_meal });
    // the other way round: a group naming the dish, put on that dish
    const naming = await group(0, [option(shop.shashlik)]);
    const attached = await desk('put', `/dishes/${shop.shashlik}/groups`).send({ group_ids: [naming.id] });
    expect(attached.body).toMatchObject({ error: 'menu.slot_is_the_set_meal', fields: { 'group_ids.0': 'slot_is_the_set_meal' } });
  });

  it('refuses a dish with a required choice as a slot, and a required group on a slot dish', async () => {
    const grill = await addProduct(shop.ctx.db, 4000);
    const meat = await group(1, [option()]);
    expect((await desk('put', `/dishes/${grill}/groups`).send({ group_ids: [meat.id] })).status).toBe(200);
    const made = await desk('post', '/groups').send({
      name: name('Main'),
      min: 1,
      max: 1,
      options: [option(shop.shashlik), option(grill)],
    });
    expect(made.body).toMatchObject({
      error: 'menu.slot_has_required_choices',
      fields: { 'options.1.product': 'slot_has_required_choices' },
    });
    expect(made.body.message).toBe(en.menu.slot_has_required_choices);
    // a dish already a slot does not take a required group, an optional one it may
    const sauces = await group(0, [option()]);
    // shashlik a slot of another set meal
    await group(1, [option(shop.shashlik)]);
    const required = await desk('put', `/dishes/${shop.shashlik}/groups`).send({ group_ids: [sauces.id, meat.id] });
    expect(required.body).toMatchObject({
      error: 'menu.slot_has_required_choices',
      fields: { 'group_ids.1': 'slot_has_required_choices' },
    });
    expect((await desk('put', `/dishes/${shop.shashlik}/groups`).send({ group_ids: [sauces.id] })).status).toBe(200);
    // nor may its optional group become required
    const raised = await desk('patch', `/groups/${sauces.id}`).send({ min: 1 });
    expect(raised.body).toMatchObject({ error: 'menu.slot_has_required_choices', fields: { min: 'slot_has_required_choices' } });
  });
});

describe('the catalogue file: what a set meal slot may name', () => {
  const problems = (patch: object) => {
    const result = parseCatalogue(JSON.stringify({ ...demoCatalogue, ...patch }));
    return result.ok ? [] : result.problems.map((p) => [p.field, p.code, p.message]);
  };

  it('refuses the set meal itself and a dish with a required choice as options', () => {
    const [first, second] = demoCatalogue.products;
    const choice_groups = [
      { id: 901, name: name('Meat'), min: 1, max: 1, options: [{ id: 9011, name: name('Lamb'), price: '0.00' }] },
      {
        id: 902,
        name: name('Lunch'),
        min: 1,
        max: 1,
        options: [
          { id: 9021, name: name('Itself'), price: '0.00', product: first.id },
          { id: 9022, name: name('Grill'), price: '0.00', product: second.id },
        ],
      },
    ];
    const products = demoCatalogue.products.map((p) =>
      p.id === first.id ? { ...p, groups: [902] } : p.id === second.id ? { ...p, groups: [901] } : { ...p, groups: [] },
    );
    expect(problems({ choice_groups, products })).toEqual([
      ['choice_groups[1].options[0].product', 'slot_is_the_set_meal', expect.stringContaining('set meal itself')],
      ['choice_groups[1].options[1].product', 'slot_has_required_choices', expect.stringContaining('required choice')],
    ]);
  });
});
