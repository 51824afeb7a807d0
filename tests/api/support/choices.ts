// A shop with choice groups for the choices tests (issue 36): written straight into the tables, as
// an import or the desk would leave them. Prices in minor units.
import request from 'supertest';
import type { Kysely } from 'kysely';
import type { Schema } from '../../../server/db/schema';
import { API, accountsApp, addProduct, type AccountsContext } from './accounts';

type Names = [tm: string, ru: string, en: string];
const names = ([tm, ru, en]: Names) => ({ name_tm: tm, name_ru: ru, name_en: en });

export async function addGroup(
  db: Kysely<Schema>,
  name: Names,
  min: number,
  max: number,
  options: { name: Names; price: number; is_default?: boolean; product_id?: number }[],
) {
  const { id } = await db
    .insertInto('choice_groups')
    .values({ ...names(name), min_select: min, max_select: max })
    .returning('id')
    .executeTakeFirstOrThrow();
  const ids: number[] = [];
  for (const [i, o] of options.entries()) {
    const row = await db
      .insertInto('choice_options')
      .values({
        group_id: id,
        ...names(o.name),
        price: o.price,
        is_default: o.is_default ? 1 : 0,
        product_id: o.product_id ?? null,
        sort_order: i,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  return { id, options: ids };
}

export async function attach(db: Kysely<Schema>, productId: number, groupIds: number[]) {
  await db
    .insertInto('product_choice_groups')
    .values(groupIds.map((group_id, sort_order) => ({ product_id: productId, group_id, sort_order })))
    .execute();
}

/**
 * Plain (45.00, no groups); shashlik (40.00): meat required, one of lamb +10.00 / beef +6.00 / chicken 0,
 * no default; sauces optional, up to 2 of garlic +3.00 / hot +4.50; plov (45.00): portion half (default) / full +35.00;
 * lunch (65.00): a set meal whose soup slot is the soup dish (default) or the borscht dish +4.00.
 */
export async function choicesShop(ctx: AccountsContext) {
  const { db } = ctx;
  const plain = await addProduct(db, 4500);
  const shashlik = await addProduct(db, 4000);
  const plov = await addProduct(db, 4500);
  const soup = await addProduct(db, 2000);
  const borscht = await addProduct(db, 2200);
  const lunch = await addProduct(db, 6500);
  const meat = await addGroup(db, ['Et', 'Мясо', 'Meat'], 1, 1, [
    { name: ['Goýun eti', 'Баранина', 'Lamb'], price: 1000 },
    { name: ['Sygyr eti', 'Говядина', 'Beef'], price: 600 },
    { name: ['Towuk', 'Курица', 'Chicken'], price: 0 },
  ]);
  const sauces = await addGroup(db, ['Souslar', 'Соусы', 'Sauces'], 0, 2, [
    { name: ['Sarymsakly', 'Чесночный', 'Garlic'], price: 300 },
    { name: ['Ajy', 'Острый', 'Hot'], price: 450 },
    { name: ['Pomidor', 'Томатный', 'Tomato'], price: 300 },
  ]);
  const portion = await addGroup(db, ['Porsiýa', 'Порция', 'Portion'], 1, 1, [
    { name: ['Ýarym', 'Половина', 'Half'], price: 0, is_default: true },
    { name: ['Doly', 'Полная', 'Full'], price: 3500 },
  ]);
  const slot = await addGroup(db, ['Çorba', 'Суп', 'Soup'], 1, 1, [
    { name: ['Çorba', 'Чорба', 'Chorba'], price: 0, is_default: true, product_id: soup },
    { name: ['Borş', 'Борщ', 'Borscht'], price: 400, product_id: borscht },
  ]);
  await attach(db, shashlik, [meat.id, sauces.id]);
  await attach(db, plov, [portion.id]);
  await attach(db, lunch, [slot.id]);
  const [lamb, beef, chicken] = meat.options;
  const [garlic, hot, tomato] = sauces.options;
  const [half, full] = portion.options;
  const [chorba, borschtOption] = slot.options;
  return {
    plain,
    shashlik,
    plov,
    soup,
    borscht,
    lunch,
    meat,
    sauces,
    portion,
    slot,
    lamb,
    beef,
    chicken,
    garlic,
    hot,
    tomato,
    half,
    full,
    chorba,
    borschtOption,
  };
}

export type ChoicesShop = Awaited<ReturnType<typeof choicesShop>>;

export async function choicesApp(dialect: Parameters<typeof accountsApp>[0]) {
  const ctx = await accountsApp(dialect);
  return { ctx, shop: await choicesShop(ctx) };
}

export const postLine = (ctx: AccountsContext, auth: Record<string, string>, body: object, language = 'en') =>
  request(ctx.app).post(`${API}/basket`).set(auth).set('Accept-Language', language).send(body);

/** Puts an option on the stop-list until `until` (null: until taken off). */
export const stopOption = (db: Kysely<Schema>, optionId: number, until: string | null, now: Date) =>
  db.insertInto('option_stop_list').values({ option_id: optionId, until, marked_at: now.toISOString() }).execute();

export const unstopOption = (db: Kysely<Schema>, optionId: number) =>
  db.deleteFrom('option_stop_list').where('option_id', '=', optionId).execute();
