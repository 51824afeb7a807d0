// The desk's menu and content (server/api/menu): each broken value is one the shared rules refuse.
import fc from 'fast-check';
import { STATIONS } from '../../../shared/kitchen';
import { parseMoney } from '../../../shared/money';
import { NAUGHTY, notIdRaw, notStringRaw, rawString, tooLong } from '../support/hostile';
import { enumRaw, text } from './fields';
import { REFUSED, type FuzzFixture, type Target } from './target';
const localizedRaw = fc.oneof(
  notStringRaw,
  tooLong(10),
  fc.constantFrom('{"tm":"a","ru":"b"}', '{"tm":1,"ru":"b","en":"c"}', '{"tm":"","ru":" ","en":""}'),
);
// a dish's description may be empty (or blank) in every language: only a wrong shape breaks it
// (CI's seed 418215838 sent '{"tm":"","ru":" ","en":""}' as a "broken" description and created a dish)
const localizedOptionalRaw = fc.oneof(notStringRaw, tooLong(10), fc.constantFrom('{"tm":"a","ru":"b"}', '{"tm":1,"ru":"b","en":"c"}'));
const priceRaw = fc.oneof(
  rawString(NAUGHTY.filter((s) => parseMoney(s.trim()) === null)),
  fc.constantFrom('true', 'null', '[]', '{}', '-1', '1.234', '1e309', '"12,50"'),
);
const amountRaw = fc.constantFrom('-1', '1.5', '"5"', '1000001', 'null', 'true', '[]');
const directionRaw = enumRaw(['up', 'down']);
const imageRaw = fc.oneof(
  notStringRaw,
  tooLong(500),
  fc.constantFrom('"javascript:alert(1)"', '"//evil.example/x.png"', '"http://x.tm/a.png"', '""'),
);
export const menuTargets = (f: FuzzFixture): Target[] => {
  const three = (text: string) => ({ tm: text, ru: text, en: text });
  const dish = {
    category: 1,
    unit: 'g',
    amount: 100,
    price: '10.00',
    image: '/images/menu/palow.svg',
    name: three('Fuzz'),
    description: three(''),
  };
  const dishBroken = {
    category: notIdRaw,
    unit: text(20),
    amount: amountRaw,
    price: priceRaw,
    image: imageRaw,
    name: localizedRaw,
    description: localizedOptionalRaw,
  };
  const category = { name: three('Fuzz'), image: '/images/categories/national.svg' };
  const page = { slug: 'fuzz-page', listed: false, name: three('Fuzz'), content: three('<p>x</p>') };
  const link = three('/products');
  return [
    { route: 'GET /desk/menu/', auth: 'staff' },
    {
      route: 'POST /desk/menu/categories',
      auth: 'staff',
      refuses: REFUSED,
      body: { valid: category, broken: { name: localizedRaw, image: imageRaw } },
    },
    {
      route: 'PATCH /desk/menu/categories/:id',
      auth: 'staff',
      param: '1',
      refuses: REFUSED,
      // null is a station too (the main kitchen)
      body: {
        valid: { ...category, station: 'grill' },
        broken: { name: localizedRaw, image: imageRaw, station: enumRaw(STATIONS).filter((v) => v !== 'null') },
      },
    },
    {
      route: 'POST /desk/menu/categories/:id/move',
      auth: 'staff',
      param: '1',
      refuses: REFUSED,
      body: { valid: { direction: 'down' }, broken: { direction: directionRaw } },
    },
    { route: 'POST /desk/menu/dishes', auth: 'staff', refuses: REFUSED, body: { valid: dish, broken: dishBroken } },
    {
      route: 'PATCH /desk/menu/dishes/:id',
      auth: 'staff',
      param: String(f.product),
      refuses: REFUSED,
      body: { valid: dish, broken: dishBroken },
    },
    {
      route: 'POST /desk/menu/dishes/:id/move',
      auth: 'staff',
      param: String(f.product),
      refuses: REFUSED,
      body: { valid: { direction: 'up' }, broken: { direction: directionRaw } },
    },
    // the body is the photo itself: every hostile body is refused by its content (415, 422) or size (413)
    { route: 'POST /desk/menu/dishes/:id/photo', auth: 'staff', param: String(f.product), refuses: REFUSED },
    { route: 'GET /desk/content/', auth: 'staff' },
    {
      route: 'POST /desk/content/pages',
      auth: 'staff',
      refuses: [...REFUSED, 409],
      // content may be empty in every language and a page may have no parent (null): neither can be
      // broken by a value alone, so content is broken through the PUT target and parent never as null
      body: { valid: page, broken: { slug: text(100, true), name: localizedRaw, parent: text(100).filter((v) => v !== 'null') } },
    },
    {
      route: 'PUT /desk/content/pages/:slug',
      auth: 'staff',
      param: 'no-such-page',
      refuses: REFUSED,
      body: { valid: page, broken: { slug: text(100, true), name: localizedRaw, content: localizedRaw } },
    },
    { route: 'DELETE /desk/content/pages/:slug', auth: 'staff', param: 'no-such-page', refuses: REFUSED },
    { route: 'DELETE /desk/content/popup', auth: 'staff' },
    {
      route: 'PUT /desk/content/popup',
      auth: 'staff',
      refuses: REFUSED,
      body: {
        valid: { url: link, image: link },
        broken: {
          url: fc.oneof(
            localizedRaw,
            fc.constantFrom('{"tm":"javascript:x","ru":"/","en":"/"}', '{"tm":"//evil.example","ru":"/","en":"/"}'),
          ),
          image: localizedRaw,
        },
      },
    },
  ];
};
