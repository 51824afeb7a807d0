// The desk's choice groups, options, a dish's groups and the option stop-list (issue 36). Ids nobody
// has, so every write is refused.
import fc from 'fast-check';
import { parseMoney } from '../../../shared/money';
import { NAUGHTY, notIdRaw, notStringRaw, oddIdString, rawString, tooLong } from '../support/hostile';
import { REFUSED, type FuzzFixture, type Target } from './target';

const notIn = (values: readonly string[]) => (s: string) => !values.includes(s);
const enumRaw = (values: readonly string[]) => fc.oneof(notStringRaw, rawString(NAUGHTY.filter(notIn(values))), oddIdString);
const localizedRaw = fc.oneof(
  notStringRaw,
  tooLong(10),
  fc.constantFrom('{"tm":"a","ru":"b"}', '{"tm":1,"ru":"b","en":"c"}', '{"tm":"","ru":" ","en":""}'),
);
const priceRaw = fc.oneof(
  rawString(NAUGHTY.filter((s) => parseMoney(s.trim()) === null)),
  fc.constantFrom('true', 'null', '[]', '{}', '-1', '1.234', '1e309', '"12,50"'),
);
const limitRaw = fc.constantFrom('-1', '1.5', '"1"', '31', 'null', 'true', '[]', '1e309');
const idListRaw = fc.constantFrom('null', '1', '"x"', '[]', '[0]', '[-1]', '[1.5]', '{}', `[${'1,'.repeat(40)}1]`);
const three = (text: string) => ({ tm: text, ru: text, en: text });

export function choiceTargets({ product }: FuzzFixture, refused: number[] = REFUSED): Target[] {
  const option = { name: three('Fuzz'), price: '1.00' };
  const optionBroken = { name: localizedRaw, price: priceRaw, is_default: enumRaw([]), product: notIdRaw };
  const limits = { name: localizedRaw, min: limitRaw, max: limitRaw };
  const nobody = { auth: 'staff' as const, param: '999999', refuses: refused };
  return [
    { route: 'GET /desk/menu/groups', auth: 'staff' },
    {
      route: 'POST /desk/menu/groups',
      auth: 'staff',
      refuses: refused,
      body: { valid: { name: three('Fuzz'), min: 0, max: 1 }, broken: limits },
    },
    { route: 'PATCH /desk/menu/groups/:id', ...nobody, body: { valid: { min: 0, max: 2 }, broken: limits } },
    { route: 'POST /desk/menu/groups/:id/options', ...nobody, body: { valid: option, broken: optionBroken } },
    { route: 'PATCH /desk/menu/options/:id', ...nobody, body: { valid: option, broken: optionBroken } },
    {
      route: 'POST /desk/menu/options/:id/stop',
      ...nobody,
      body: { valid: { length: '1h' }, broken: { length: enumRaw(['1h', 'day', 'until', 'indefinite']), at: enumRaw([]) } },
    },
    { route: 'DELETE /desk/menu/options/:id/stop', ...nobody },
    {
      route: 'PUT /desk/menu/dishes/:id/groups',
      ...nobody,
      // the dish is there; the groups named are not (or not ids)
      param: String(product),
      body: { valid: { group_ids: [999999] }, broken: { group_ids: fc.constantFrom('null', '1', '"x"', '[0]', '[-1]', '[1.5]', '{}') } },
    },
    // the move buttons' lists: no such group; the dish is there but never carries group 999999
    {
      route: 'PUT /desk/menu/groups/:id/options/order',
      ...nobody,
      body: { valid: { option_ids: [999999] }, broken: { option_ids: idListRaw } },
    },
    {
      route: 'PUT /desk/menu/dishes/:id/groups/order',
      ...nobody,
      param: String(product),
      body: { valid: { group_ids: [999999] }, broken: { group_ids: idListRaw } },
    },
  ];
}
