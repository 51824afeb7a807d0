import type { PageEntry } from '../catalogue/format';
import { three } from './build';

type Three = [string, string, string];
const page = (slug: string, listed: boolean, name: Three, content: Three, parent?: string): PageEntry => ({
  slug,
  listed,
  name: three(name),
  content: three(content),
  ...(parent ? { parent } : {}),
});

// The three listed pages are the header's tabs (restaurant, dish history, interesting), each may have
// child articles; the others are reached from the footer and their own routes.
export const pages: PageEntry[] = [
  page(
    'about-restaurant',
    true,
    ['Restoran', 'Ресторан', 'Restaurant'],
    [
      '<h2>Aşhana hakda</h2><p>Biz Aşgabadyň merkezinde ýerleşýän maşgala restoranydyrys. Her gün irden tamdyr ýakylýar, gazanda palow bişirilýär we gök çaý demlenýär.</p><p>Tagamlarymyzy täze önümlerden, ene-mamalarymyzyň reseptleri boýunça taýýarlaýarys.</p>',
      '<h2>О ресторане</h2><p>Мы — семейный ресторан в центре Ашхабада. Каждое утро у нас разжигают тандыр, в казане готовится плов и заваривается зелёный чай.</p><p>Мы готовим из свежих продуктов по рецептам наших бабушек.</p>',
      "<h2>About the restaurant</h2><p>We are a family restaurant in the centre of Ashgabat. Every morning the tandoor is lit, plov simmers in the cauldron and green tea is brewed.</p><p>We cook from fresh produce, following our grandmothers' recipes.</p>",
    ],
  ),
  page(
    'dish-history',
    true,
    ['Tagamlaryň taryhy', 'История блюд', 'Dish history'],
    [
      '<h2>Tagamlaryň taryhy</h2><p>Türkmen saçagy çarwa durmuşyndan gözbaş alýar: et, un we süýt ýönekeý, emma doýumly tagamlara öwrülipdir.</p>',
      '<h2>История блюд</h2><p>Туркменский дастархан вырос из кочевой жизни: мясо, мука и молоко превращались в простые, но сытные блюда.</p>',
      '<h2>Dish history</h2><p>The Turkmen table grew out of nomadic life: meat, flour and milk became simple but filling dishes.</p>',
    ],
  ),
  page(
    'palow-history',
    false,
    ['Palowyň taryhy', 'История плова', 'The story of plov'],
    [
      '<p>Palow toý-baýramlaryň baş tagamydyr. Ony erkekler uly gazanda, ojakda bişirýärler we myhmanlara ilki bilen hödürleýärler.</p>',
      '<p>Плов — главное блюдо любого праздника. Его готовят мужчины в большом казане на очаге и первым подают гостям.</p>',
      '<p>Plov is the centrepiece of every celebration. Men cook it in a large cauldron over an open fire and serve it to guests first.</p>',
    ],
    'dish-history',
  ),
  page(
    'interesting',
    true,
    ['Gyzykly', 'Интересное', 'Interesting'],
    [
      '<h2>Gyzykly maglumatlar</h2><p>Türkmenistanda çörek mukaddes saýylýar: ony hiç haçan ýere goýmaýarlar we elde döwýärler.</p>',
      '<h2>Интересное</h2><p>В Туркменистане хлеб считается священным: его никогда не кладут на землю и ломают руками.</p>',
      '<h2>Interesting</h2><p>In Turkmenistan bread is sacred: it is never put on the ground and is always broken by hand.</p>',
    ],
  ),
  page(
    'tea-ceremony',
    false,
    ['Çaý däbi', 'Чайная церемония', 'The tea ceremony'],
    [
      '<p>Gök çaý käsä üç gezek guýlup, yzyna çäýnege gaýtarylýar: şeýdip çaý «dynjalýar». Käse doly guýulmaýar — bu myhmana hormatyň alamatydyr.</p>',
      '<p>Зелёный чай трижды наливают в пиалу и возвращают в чайник, чтобы он «отдохнул». Пиалу не наливают доверху — это знак уважения к гостю.</p>',
      '<p>Green tea is poured into a bowl and back into the pot three times so that it can “rest”. The bowl is never filled to the brim, as a sign of respect for the guest.</p>',
    ],
    'interesting',
  ),
  page(
    'about-us',
    false,
    ['Biz hakda', 'О нас', 'About us'],
    [
      '<h2>Biz hakda</h2><p>Aşhana 2012-nji ýyldan bäri türkmen we rus aşhanasynyň tagamlaryny taýýarlaýar. Sargytlary öýüňize çenli eltýäris.</p>',
      '<h2>О нас</h2><p>«Ашхана» с 2012 года готовит блюда туркменской и русской кухни. Мы доставляем заказы до вашей двери.</p>',
      '<h2>About us</h2><p>Since 2012 Aşhana has been cooking Turkmen and Russian dishes. We deliver orders to your door.</p>',
    ],
  ),
  page(
    'brands',
    false,
    ['Brendler', 'Бренды', 'Brands'],
    [
      '<h2>Hyzmatdaşlarymyz</h2><p>Biz ýerli fermerleriň eti, süýdi we gök önümleri bilen işleýäris. Un we ýag türkmen öndürijilerinden gelýär.</p>',
      '<h2>Наши партнёры</h2><p>Мы работаем с мясом, молоком и овощами местных фермеров. Мука и масло — от туркменских производителей.</p>',
      '<h2>Our partners</h2><p>We work with meat, milk and vegetables from local farmers. Flour and oil come from Turkmen producers.</p>',
    ],
  ),
  // no hours in the text: the page shows the saved week below it (client/app/routes/content-page.tsx)
  page(
    'contacts',
    false,
    ['Habarlaşmak', 'Контакты', 'Contacts'],
    [
      '<h2>Habarlaşmak</h2><p>Salgymyz: Aşgabat, Magtymguly şaýoly.</p><p>Telefon: <a href="tel:+99312000000">+993 12 00-00-00</a></p>',
      '<h2>Контакты</h2><p>Наш адрес: Ашхабад, проспект Махтумкули.</p><p>Телефон: <a href="tel:+99312000000">+993 12 00-00-00</a></p>',
      '<h2>Contacts</h2><p>Our address: Magtymguly Avenue, Ashgabat.</p><p>Phone: <a href="tel:+99312000000">+993 12 00-00-00</a></p>',
    ],
  ),
  page(
    'delivery-and-payment',
    false,
    ['Eltip bermek we töleg', 'Доставка и оплата', 'Delivery and payment'],
    [
      '<h2>Eltip bermek</h2><p>Aşgabadyň çäginde eltip bermek 15.00 TMT. Sargyt adatça 60 minudyň dowamynda gelýär.</p><h2>Töleg</h2><p>Sargydy alanyňyzda nagt ýa-da kart bilen tölän.</p>',
      '<h2>Доставка</h2><p>Доставка по Ашхабаду — 15.00 TMT. Обычно заказ приезжает в течение 60 минут.</p><h2>Оплата</h2><p>Наличными или картой при получении заказа.</p>',
      '<h2>Delivery</h2><p>Delivery within Ashgabat costs 15.00 TMT. Orders usually arrive within 60 minutes.</p><h2>Payment</h2><p>Cash or card when you receive your order.</p>',
    ],
  ),
  page(
    'mobile-application-links',
    false,
    ['Mobil programma', 'Мобильное приложение', 'Mobile app'],
    [
      '<h2>Mobil programma</h2><p>Sargyt etmek has-da aňsat: programmamyzy App Store ýa-da Google Play dükanyndan göçürip alyň.</p>',
      '<h2>Мобильное приложение</h2><p>Заказывать ещё проще: скачайте наше приложение в App Store или Google Play.</p>',
      '<h2>Mobile app</h2><p>Ordering is even easier with our app: get it from the App Store or Google Play.</p>',
    ],
  ),
];

export const popup = {
  url: { tm: '/tm/products?category=4', ru: '/products?category=4', en: '/en/products?category=4' },
  image: { tm: '/images/promo/grill-week-tm.svg', ru: '/images/promo/grill-week-ru.svg', en: '/images/promo/grill-week-en.svg' },
};

/** Headline and offer drawn on each language's promo picture by scripts/generate-images.ts. */
export const popupText = {
  tm: ['Şaşlyk hepdesi', 'Ähli şaşlyklar 15% arzan'],
  ru: ['Неделя шашлыка', 'Скидка 15% на все шашлыки'],
  en: ['Shashlik week', '15% off every shashlik'],
};
