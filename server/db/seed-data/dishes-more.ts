import { dish } from './build';

// Salads, Russian cuisine, bread, desserts and drinks.
export const moreDishes = [
  dish(19, 3, 'borscht', 'ml', 350, '25.00', ['Borş', 'Борщ', 'Borscht'], [
    'Şugundyr, kelem we sygyr eti bilen gyzyl çorba, gaýmak bilen berilýär.',
    'Красный борщ со свёклой, капустой и говядиной, подаётся со сметаной.',
    'Red beetroot soup with cabbage and beef, served with sour cream.',
  ]),
  dish(20, 3, 'solyanka', 'ml', 350, '30.00', ['Solýanka', 'Солянка', 'Solyanka'], [
    'Birnäçe görnüşli et, duzlanan hyýar, zeýtun we limon bilen ýiti tagamly çorba.',
    'Сборная мясная солянка с солёными огурцами, оливками и лимоном.',
    'Rich mixed-meat soup with pickles, olives and lemon.',
  ]),
  dish(21, 5, 'achichuk', 'g', 250, '14.00', ['Açyk-süýji', 'Ачичук', 'Achichuk salad'], [
    'Ýukajyk dogralan pomidor we ak sogan, reýhan bilen. Palowyň iň gowy ýoldaşy.',
    'Тонко нарезанные томаты с белым луком и базиликом. Лучший спутник плова.',
    'Thinly sliced tomatoes with white onion and basil, the classic partner of plov.',
  ]),
  dish(22, 5, 'olivier', 'g', 250, '22.00', ['Olivýe', 'Оливье', 'Olivier salad'], [
    'Kartoşka, käşir, ýumurtga, nohut we towuk eti bilen majonezli salat.',
    'Салат с картофелем, морковью, яйцом, зелёным горошком и курицей под майонезом.',
    'Potatoes, carrot, egg, green peas and chicken dressed with mayonnaise.',
  ]),
  dish(23, 5, 'vinegret', 'g', 250, '16.00', ['Winegret', 'Винегрет', 'Vinegret'], [
    'Şugundyr, kartoşka, käşir we duzlanan hyýar, ösümlik ýagy bilen.',
    'Свёкла, картофель, морковь и солёные огурцы с растительным маслом.',
    'Beetroot, potatoes, carrot and pickles dressed with sunflower oil.',
  ]),
  dish(24, 5, 'herring-coat', 'g', 250, '24.00', ['Şuba', 'Сельдь под шубой', 'Herring under a fur coat'], [
    'Duzlanan seld balygy, kartoşka, käşir we şugundyr gatlaklary.',
    'Слоёный салат из сельди, картофеля, моркови и свёклы.',
    'Layers of salted herring, potatoes, carrot and beetroot.',
  ]),
  dish(25, 5, 'garden-salad', 'g', 250, '15.00', ['Tomus salady', 'Овощной салат', 'Fresh vegetable salad'], [
    'Täze hyýar, pomidor, bolgar burçy we ýaşyl otlar, limon suwy bilen.',
    'Свежие огурцы, томаты, сладкий перец и зелень с лимонным соком.',
    'Fresh cucumber, tomatoes, sweet pepper and herbs with lemon juice.',
  ]),
  dish(26, 6, 'pelmeni', 'g', 300, '30.00', ['Pelmeni', 'Пельмени', 'Pelmeni'], [
    'Sygyr eti bilen doldurylan rus pelmenleri, gaýmak we sary ýag bilen berilýär.',
    'Русские пельмени с говядиной, подаются со сметаной и сливочным маслом.',
    'Russian dumplings filled with beef, served with sour cream and butter.',
  ]),
  dish(27, 6, 'blini', 'pcs', 3, '18.00', ['Gaýmakly blinçik', 'Блины со сметаной', 'Blini with sour cream'], [
    'Inçe bişirilen blinçikler, gaýmak ýa-da bal bilen.',
    'Тонкие блины, подаются со сметаной или мёдом.',
    'Thin pancakes served with sour cream or honey.',
  ]),
  dish(28, 6, 'stroganoff', 'g', 300, '50.00', ['Beef Stroganow', 'Бефстроганов', 'Beef Stroganoff'], [
    'Gaýmakly sousda sygyr eti, kartoşka püresi bilen.',
    'Говядина в сметанном соусе с картофельным пюре.',
    'Strips of beef in sour cream sauce with mashed potatoes.',
  ]),
  dish(29, 6, 'golubtsy', 'g', 300, '34.00', ['Golubsy', 'Голубцы', 'Cabbage rolls'], [
    'Et we tüwi bilen doldurylan kelem ýapraklary, pomidor sousunda.',
    'Капустные листья с начинкой из мяса и риса в томатном соусе.',
    'Cabbage leaves filled with meat and rice, stewed in tomato sauce.',
  ]),
  dish(30, 6, 'cutlets', 'g', 350, '36.00', ['Kotlet we püre', 'Котлеты с пюре', 'Cutlets with mashed potatoes'], [
    'Öýdäki ýaly gowrulan iki kotlet, kartoşka püresi we duzlanan hyýar bilen.',
    'Две домашние котлеты с картофельным пюре и солёным огурцом.',
    'Two home-style meat cutlets with mashed potatoes and a pickle.',
  ]),
  dish(31, 7, 'tamdyr-chorek', 'pcs', 1, '5.00', ['Tamdyr çöregi', 'Тандырный чурек', 'Tandoor bread'], [
    'Her gün irden tamdyrda bişirilýän tegelek çörek.',
    'Круглый чурек, который каждое утро печётся в тандыре.',
    'Round bread baked in the tandoor every morning.',
  ]),
  dish(32, 7, 'petir', 'pcs', 1, '6.00', ['Petir', 'Петир', 'Petir flatbread'], [
    'Inçe we ýumşak petir çöregi, ýagly hamyrdan.',
    'Тонкая мягкая лепёшка петир из сдобного теста.',
    'Thin, soft petir flatbread made from enriched dough.',
  ]),
  dish(33, 7, 'bagyrsak', 'g', 250, '12.00', ['Bagyrsak', 'Баурсаки', 'Bagyrsak'], [
    'Ýagda gowrulan ýumşak hamyr bölejikleri, çaý bilen iýilýär.',
    'Пышные кусочки жареного теста, которые едят с чаем.',
    'Fluffy pieces of fried dough, eaten with tea.',
  ]),
  dish(34, 7, 'layered-bread', 'pcs', 1, '8.00', ['Gatlakly çörek', 'Слоёный чурек', 'Layered butter bread'], [
    'Sary ýag bilen gatlak-gatlak edilip bişirilen çörek.',
    'Слоёный чурек на сливочном масле.',
    'Flaky bread baked with layers of butter.',
  ]),
  dish(35, 8, 'pishme', 'g', 200, '16.00', ['Pişme', 'Пишме', 'Pishme'], [
    'Gowrulan hamyr bölekleri, bal we kakadylan miweler bilen.',
    'Жареное тесто с мёдом и сухофруктами.',
    'Fried dough pieces with honey and dried fruit.',
  ]),
  dish(36, 8, 'halwa', 'g', 150, '20.00', ['Halwa', 'Халва', 'Halva'], [
    'Künji we hoz bilen taýýarlanan öý halwasy.',
    'Домашняя халва с кунжутом и орехами.',
    'Homemade halva with sesame and walnuts.',
  ]),
  dish(37, 8, 'medovik', 'g', 150, '24.00', ['Medowik', 'Медовик', 'Honey cake'], [
    'Bally gatlaklar we ýumşak gaýmakly krem bilen tort.',
    'Торт из медовых коржей с нежным сметанным кремом.',
    'Layers of honey sponge with a soft sour cream frosting.',
  ]),
  dish(38, 8, 'syrniki', 'pcs', 3, '22.00', ['Syrniki', 'Сырники', 'Syrniki'], [
    'Tworogdan gowrulan ýumşak syrnikler, gaýmak we mürepbe bilen.',
    'Нежные сырники из творога со сметаной и вареньем.',
    'Soft cottage cheese pancakes with sour cream and jam.',
  ]),
  dish(39, 9, 'green-tea', 'ml', 500, '8.00', ['Gök çaý', 'Зелёный чай', 'Green tea'], [
    'Türkmen saçagynyň aýrylmaz bölegi, çäýnekde berilýär.',
    'Неизменная часть туркменского дастархана, подаётся в чайнике.',
    'The heart of every Turkmen table, served in a teapot.',
  ]),
  dish(40, 9, 'black-tea', 'ml', 500, '8.00', ['Gara çaý', 'Чёрный чай', 'Black tea'], [
    'Limon we gant bilen çäýnekde berilýän gara çaý.',
    'Чёрный чай в чайнике с лимоном и сахаром.',
    'A pot of black tea with lemon and sugar.',
  ]),
  dish(41, 9, 'chal', 'ml', 300, '15.00', ['Çal', 'Чал', 'Chal'], [
    'Düýe süýdünden ajadylyp taýýarlanan serginleşdiriji içgi.',
    'Освежающий кисломолочный напиток из верблюжьего молока.',
    'A refreshing fermented drink made from camel milk.',
  ]),
  dish(42, 9, 'ayran', 'ml', 300, '10.00', ['Aýran', 'Айран', 'Ayran'], [
    'Gatyk, suw we duz bilen sowuk içgi.',
    'Холодный напиток из катыка с водой и солью.',
    'A cold drink of yoghurt, water and a pinch of salt.',
  ]),
  dish(43, 9, 'kompot', 'ml', 300, '9.00', ['Kompot', 'Компот', 'Kompot'], [
    'Kakadylan miwelerden bişirilen süýji içgi.',
    'Компот из сухофруктов.',
    'A sweet drink made from dried fruit.',
  ]),
  dish(44, 9, 'mors', 'ml', 300, '11.00', ['Mors', 'Морс', 'Berry mors'], [
    'Klýukwa we gara smorodina miwelerinden taýýarlanan sowuk içgi.',
    'Морс из клюквы и смородины.',
    'A chilled drink of cranberry and blackcurrant.',
  ]),
];
