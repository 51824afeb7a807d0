import { dish } from './build';

// Turkmen cuisine: hot dishes, dough, soups and the grill. Prices in tmt.
export const turkmenDishes = [
  dish(1, 1, 'palow', 'g', 350, '45.00', ['Palow', 'Плов', 'Plov'], [
    'Goýun eti, sary käşir we sogan bilen gazanda bişirilen milli palow. Üstüne sarymsak we nohut goýulýar.',
    'Традиционный туркменский плов в казане с бараниной, жёлтой морковью и луком, с чесноком и нутом.',
    'Traditional Turkmen plov cooked in a cauldron with lamb, yellow carrots and onion, topped with garlic and chickpeas.',
  ]),
  dish(2, 1, 'dograma', 'g', 400, '38.00', ['Dograma', 'Дограма', 'Dograma'], [
    'Tamdyr çöregi, goýun eti we sogan ownuk dogralyp, gyzgyn sorpa bilen berilýär. Baýramçylyk saçagynyň bezegi.',
    'Мелко порванный тандырный чурек с бараниной и луком, залитый горячим наваристым бульоном. Праздничное блюдо.',
    'Torn tandoor bread with lamb and onion under hot rich broth. A dish for feasts and family gatherings.',
  ]),
  dish(3, 1, 'gowurdak', 'g', 250, '52.00', ['Gowurdak', 'Говурдак', 'Gowurdak'], [
    'Goýun etiniň öz ýagynda uzak wagtlap gowrulan, soganly ýumşak bölekleri.',
    'Кусочки баранины, долго томлённые в собственном жиру с луком.',
    'Pieces of lamb slowly fried in their own fat with plenty of onion.',
  ]),
  dish(4, 1, 'etli-chorek', 'g', 300, '30.00', ['Etli çörek', 'Этли чорек', 'Etli chorek'], [
    'Içi ownuk dogralan et we sogan bilen doldurylyp, tamdyrda bişirilen gyzgyn çörek.',
    'Горячая лепёшка из тандыра с начинкой из рубленого мяса и лука.',
    'Hot tandoor flatbread filled with chopped meat and onion.',
  ]),
  dish(5, 1, 'gazan-kebap', 'g', 350, '55.00', ['Gazan kebap', 'Казан-кебаб', 'Kazan kebab'], [
    'Goýun eti we kartoşka gazanda bile bişirilip, sogan we täze ýaşyl otlar bilen berilýär.',
    'Баранина с картофелем, приготовленные вместе в казане, с луком и свежей зеленью.',
    'Lamb and potatoes cooked together in a cauldron, served with onion and fresh herbs.',
  ]),
  dish(6, 2, 'manty', 'pcs', 5, '35.00', ['Manty', 'Манты', 'Manty'], [
    'Goýun eti we sogan bilen doldurylyp, bugda bişirilen uly börekler. Gaýmak bilen berilýär.',
    'Крупные паровые манты с бараниной и луком, подаются со сметаной.',
    'Large steamed dumplings with lamb and onion, served with sour cream.',
  ]),
  dish(7, 2, 'gutap-meat', 'pcs', 3, '24.00', ['Etli gutap', 'Гутап с мясом', 'Meat gutap'], [
    'Inçe hamyrdan ýasalyp, et bilen doldurylan we ýagda gowrulan ýarymaý şekilli gutaplar.',
    'Тонкие полукруглые пирожки гутап с мясной начинкой, обжаренные на масле.',
    'Thin half-moon gutap pastries filled with minced meat and pan-fried.',
  ]),
  dish(8, 2, 'gutap-pumpkin', 'pcs', 3, '18.00', ['Kädili gutap', 'Гутап с тыквой', 'Pumpkin gutap'], [
    'Süýji kädi we sogan bilen doldurylan inçe gutaplar, gatyk bilen.',
    'Тонкие гутапы с начинкой из сладкой тыквы и лука, подаются с катыком.',
    'Thin gutap pastries filled with sweet pumpkin and onion, served with yoghurt.',
  ]),
  dish(9, 2, 'ishlekli', 'g', 400, '48.00', ['Işlekli', 'Ишлекли', 'Ishlekli'], [
    'Çopan tagamy: iki gat hamyryň arasyna et we sogan salnyp, tamdyrda bişirilýär.',
    'Пастуший пирог: мясо с луком между двумя слоями теста, запечённый в тандыре.',
    'The shepherds\' pie of the desert: meat and onion between two layers of dough, baked in the tandoor.',
  ]),
  dish(10, 2, 'borek', 'g', 300, '28.00', ['Börek', 'Бёрек', 'Borek dumplings'], [
    'Kiçijik etli börekler, gyzgyn sorpa we gatyk bilen berilýär.',
    'Маленькие пельмени с мясом в горячем бульоне, подаются с катыком.',
    'Small meat dumplings in hot broth, served with gatyk yoghurt.',
  ]),
  dish(11, 3, 'chorba', 'ml', 350, '26.00', ['Çorba', 'Чорба', 'Chorba'], [
    'Goýun eti, nohut, kartoşka we pomidor bilen bişirilen gaýnag sorpa.',
    'Наваристый суп из баранины с нутом, картофелем и томатами.',
    'Hearty lamb soup with chickpeas, potatoes and tomatoes.',
  ]),
  dish(12, 3, 'unash', 'ml', 350, '22.00', ['Unaş', 'Унаш', 'Unash noodle soup'], [
    'Öýde ýasalan inçe unaş, noýba we gatyk bilen gyzgyn çorba.',
    'Горячий суп с домашней лапшой, фасолью и катыком.',
    'Hot soup with homemade noodles, beans and gatyk yoghurt.',
  ]),
  dish(13, 3, 'lentil-soup', 'ml', 300, '18.00', ['Merjimek çorbasy', 'Чечевичный суп', 'Lentil soup'], [
    'Gyzyl merjimekden, käşirden we sogandan taýýarlanan ýumşak püre çorba.',
    'Нежный суп-пюре из красной чечевицы с морковью и луком.',
    'Smooth red lentil soup with carrot and onion.',
  ]),
  dish(14, 4, 'shashlik-lamb', 'g', 200, '48.00', ['Şaşlyk', 'Шашлык из баранины', 'Lamb shashlik'], [
    'Goýun etinden sogan we ýakymly ysly otlar bilen marinadlanyp, közde bişirilen şaşlyk.',
    'Шашлык из баранины, маринованной с луком и пряностями, приготовленный на углях.',
    'Lamb marinated with onion and spices, grilled on skewers over charcoal.',
  ]),
  dish(15, 4, 'shashlik-chicken', 'g', 200, '32.00', ['Towuk şaşlygy', 'Шашлык из курицы', 'Chicken shashlik'], [
    'Gatykda marinadlanan towuk eti, közde bişirilen.',
    'Куриное филе, маринованное в катыке, приготовленное на углях.',
    'Chicken fillet marinated in yoghurt and grilled over charcoal.',
  ]),
  dish(16, 4, 'lyulya-kebab', 'g', 200, '40.00', ['Lýulýa-kebap', 'Люля-кебаб', 'Lyulya kebab'], [
    'Üwelen goýun etinden, sogan we zire bilen şişde bişirilen kebap.',
    'Люля-кебаб из рубленой баранины с луком и зирой на шампуре.',
    'Minced lamb kebab with onion and cumin, grilled on a skewer.',
  ]),
  dish(17, 4, 'shashlik-beef', 'g', 200, '45.00', ['Sygyr eti şaşlygy', 'Шашлык из говядины', 'Beef shashlik'], [
    'Sygyr etiniň ýumşak bölekleri, sogan bilen közde bişirilýär.',
    'Нежная говядина, маринованная с луком и приготовленная на углях.',
    'Tender beef marinated with onion and grilled over charcoal.',
  ]),
  dish(18, 4, 'lamb-ribs', 'g', 300, '55.00', ['Gapyrga', 'Рёбрышки на мангале', 'Grilled lamb ribs'], [
    'Közde bişirilen goýun gapyrgalary, täze sogan we pomidor bilen.',
    'Бараньи рёбрышки на мангале со свежим луком и томатами.',
    'Lamb ribs from the charcoal grill with fresh onion and tomatoes.',
  ]),
];
