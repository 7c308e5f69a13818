/** The relevance table: one row per query, as a visitor types it, in all 14 languages. */
import {
  topIn,
  findsAll,
  onlyIn,
  topHave,
  allFrom,
  allInCollection,
  topTitled,
  leadingFirst,
  suggests,
  noSuggestion,
  firstNamed,
  type Row,
  row,
  models,
  boost,
  typo,
  completion,
  article,
  HOLZWERK_CHAIR,
  LUMENFABRIEK_LAMP,
} from './checks';

export const ROWS: Row[] = [
  // English
  models('en', 'chairs', 'chairs first, every chair', [
    topIn(5, 'Chairs'),
    findsAll('Chairs'),
    noSuggestion,
  ]),
  boost('en', 'chair', 'Chairs'),
  typo('en', 'chiar', 'chair', 'Chairs'),
  typo('en', 'tabel', 'table', 'Tables'),
  typo('en', 'armchiar', 'armchair', 'Armchairs'),
  models('en', 'sof', 'sofas while typing', [topIn(5, 'Sofas')]),
  models('en', 'oak table', 'oak tables first', [topIn(5, 'Tables'), topHave(5, 'Oak')]),
  models('en', 'black lamp', 'black lamps first', [topIn(3, 'Lighting'), topHave(3, 'Black')]),
  models('en', 'walnut', 'walnut pieces first', [topHave(5, 'Walnut'), noSuggestion]),
  models('en', 'velvet', 'velvet first', [topHave(5, 'Velvet')]),
  models('en', 'Casa Vento chair', 'only Casa Vento chairs', [
    allFrom('Casa Vento'),
    onlyIn('Chairs'),
  ]),
  models('en', 'Lumenfabriek lamp', 'only Lumenfabriek lamps', [
    allFrom('Lumenfabriek'),
    onlyIn('Lighting'),
  ]),
  models('en', 'Haze chair', 'Haze chairs, full title leading', [
    topTitled(3, 'Haze Chair'),
    leadingFirst,
  ]),
  models('en', 'Haze', 'only the Haze series', [allInCollection('Haze Collection')]),
  completion('en', 'Casa V', 'owner_names', 'Casa Vento'),
  completion('en', 'chai', 'category_tag_labels', 'Chairs'),
  completion('en', 'wal', 'property_value_labels', 'Walnut'),
  row('owners', 'en', 'Casa Vento', 'Casa Vento first', [
    firstNamed('owners', 'Casa Vento'),
    leadingFirst,
  ]),
  row('collections', 'en', 'Haze Collection', 'that collection first, leading', [
    firstNamed('collections', 'Haze Collection'),
    leadingFirst,
  ]),
  row('tags', 'en', 'oak', 'the material value Oak first', [
    firstNamed('tags', 'Oak', 'value_tag'),
  ]),
  article('en', 'article number of a Holzwerk chair', HOLZWERK_CHAIR, (n) => n, true),
  article('de', 'the same in lower case', HOLZWERK_CHAIR, (n) => n.toLowerCase(), true),
  article('fr', 'article number of a Textura velvet', ['Textura', 'Velvet'], (n) => n, true),
  article(
    'en',
    'a lamp article number without its colourway part, as typed so far',
    LUMENFABRIEK_LAMP,
    (n) => n.split('-').slice(0, 2).join('-'),
    false,
  ),
  article(
    'it',
    'the number part of a lamp article number',
    LUMENFABRIEK_LAMP,
    (n) => n.split('-')[1]!,
    false,
  ),

  // German
  models('de', 'Stühle', 'chairs first, every chair', [
    topIn(5, 'Stühle'),
    findsAll('Stühle'),
    noSuggestion,
  ]),
  models('de', 'Stuhle', 'chairs (umlaut left out)', [
    topIn(5, 'Stühle'),
    findsAll('Stühle'),
    noSuggestion,
  ]),
  boost('de', 'Stühle', 'Stühle'),
  typo('de', 'stuhll', 'stuhl', 'Stühle'),
  typo('de', 'Sesel', 'sessel', 'Sessel'),
  typo('de', 'Schreibtsich', 'schreibtisch', 'Schreibtische'),
  models('de', 'Stu', 'chairs while typing', [topIn(5, 'Stühle')]),
  models('de', 'Eiche Stuhl', 'oak chairs first', [topIn(2, 'Stühle'), topHave(2, 'Eiche')]),
  models('de', 'schwarze Leuchte', 'black lamps first', [
    topIn(3, 'Leuchten'),
    topHave(3, 'Schwarz'),
  ]),
  models('de', 'Holzwerk Tisch', 'only Holzwerk tables', [
    allFrom('Holzwerk Lindner'),
    onlyIn('Tische'),
  ]),
  models('de', 'Stuhl Haze', 'Haze chairs, full title leading', [
    topTitled(3, 'Stuhl Haze'),
    leadingFirst,
  ]),
  models('de', 'Haze Stuhl', 'Haze chairs (words swapped)', [topTitled(3, 'Stuhl Haze')]),
  boost('de', 'Esstisch', 'Esstische'),
  boost('de', 'Tisch', 'Tische'),
  models('de', 'Tisch', 'tables first (Esstisch, Couchtisch...)', [topIn(5, 'Tische')]),
  models('de', 'Leuchte', 'every lamp (Stehleuchte, Pendelleuchte...)', [
    topIn(5, 'Leuchten'),
    findsAll('Leuchten'),
  ]),
  boost('de', 'Leuchten', 'Leuchten'),
  models('de', 'Nussbaum', 'walnut first', [topHave(5, 'Nussbaum')]),
  models('de', 'Samt', 'velvet first', [topHave(5, 'Samt')]),
  completion('de', 'Holz', 'owner_names', 'Holzwerk Lindner'),
  completion('de', 'Holz', 'category_tag_labels', 'Holz'),
  completion('de', 'Stü', 'category_tag_labels', 'Stühle'),
  completion('de', 'Eich', 'property_value_labels', 'Eiche'),
  row('owners', 'de', 'holzwerk', 'Holzwerk Lindner first', [
    firstNamed('owners', 'Holzwerk Lindner'),
  ]),
  row('collections', 'de', 'Kollektion Ember', 'that collection first', [
    firstNamed('collections', 'Kollektion Ember'),
  ]),
  row('tags', 'de', 'Eiche', 'the value Eiche first', [firstNamed('tags', 'Eiche', 'value_tag')]),

  // Czech
  models('cs', 'židle', 'chairs first, every chair', [
    topIn(5, 'Židle'),
    findsAll('Židle'),
    noSuggestion,
  ]),
  models('cs', 'zidle', 'chairs (accents left out)', [topIn(5, 'Židle'), findsAll('Židle')]),
  models('cs', 'křesla', 'armchairs (plural)', [topIn(5, 'Křesla'), findsAll('Křesla')]),
  models('cs', 'kreslo', 'armchairs (singular, no accents)', [
    topIn(5, 'Křesla'),
    findsAll('Křesla'),
  ]),
  models('cs', 'pohovky', 'sofas', [topIn(5, 'Pohovky'), findsAll('Pohovky')]),
  models('cs', 'Poho', 'sofas while typing', [topIn(5, 'Pohovky')]),
  boost('cs', 'stoly', 'Stoly'),
  models('cs', 'dub', 'oak first', [topHave(5, 'Dub')]),
  typo('cs', 'zidel', 'židle', 'Židle'),
  completion('cs', 'Poh', 'category_tag_labels', 'Pohovky'),

  // Danish
  models('da', 'stole', 'chairs first, every chair', [
    topIn(5, 'Stole'),
    findsAll('Stole'),
    noSuggestion,
  ]),
  models('da', 'lænestole', 'armchairs', [topIn(5, 'Lænestole'), findsAll('Lænestole')]),
  models('da', 'laenestol', 'armchairs (æ typed as ae)', [
    topIn(5, 'Lænestole'),
    findsAll('Lænestole'),
  ]),
  models('da', 'sofaer', 'sofas first', [topIn(5, 'Sofaer'), findsAll('Sofaer')]),
  boost('da', 'bord', 'Borde'),
  models('da', 'valnød', 'walnut first', [topHave(5, 'Valnød')]),
  models('da', 'fløjl', 'velvet first', [topHave(5, 'Fløjl')]),
  typo('da', 'lenestol', 'lænestol', 'Lænestole'),
  completion('da', 'Læn', 'category_tag_labels', 'Lænestole'),

  // Spanish
  models('es', 'sillas', 'chairs first, every chair', [
    topIn(5, 'Sillas'),
    findsAll('Sillas'),
    noSuggestion,
  ]),
  models('es', 'sofa', 'sofas (accent left out)', [topIn(5, 'Sofás'), findsAll('Sofás')]),
  models('es', 'sofás', 'sofas', [topIn(5, 'Sofás'), findsAll('Sofás'), noSuggestion]),
  models('es', 'mesa de centro', 'coffee tables first', [topIn(5, 'Mesas de centro')]),
  boost('es', 'mesas', 'Mesas'),
  models('es', 'nogal', 'walnut first', [topHave(5, 'Nogal')]),
  models('es', 'escrit', 'desks while typing', [topIn(5, 'Escritorios')]),
  typo('es', 'escritoiro', 'escritorio', 'Escritorios'),
  completion('es', 'Lámp', 'category_tag_labels', 'Lámparas de pie'),
  row('owners', 'es', 'casa', 'Casa Vento first while typing', [
    firstNamed('owners', 'Casa Vento'),
  ]),
  row('collections', 'es', 'Colección Nord', 'that collection first', [
    firstNamed('collections', 'Colección Nord'),
  ]),

  // French
  models('fr', 'chaises', 'chairs first, every chair', [
    topIn(5, 'Chaises'),
    findsAll('Chaises'),
    noSuggestion,
  ]),
  models('fr', 'canape', 'sofas (accent left out)', [topIn(5, 'Canapés'), findsAll('Canapés')]),
  boost('fr', 'canapés', 'Canapés'),
  models('fr', 'table basse', 'coffee tables first', [topIn(5, 'Tables basses')]),
  models('fr', 'chêne', 'oak first', [topHave(5, 'Chêne')]),
  models('fr', 'chene', 'oak (accent left out)', [topHave(5, 'Chêne')]),
  models('fr', 'fauteuil cuir', 'leather armchairs first', [
    topIn(2, 'Fauteuils'),
    topHave(2, 'Cuir'),
  ]),
  // Only table lamps are called "lampe" in French (lampadaire, suspension for the others).
  models('fr', 'lampe noire', 'a black table lamp first', [
    topIn(1, 'Lampes à poser'),
    topHave(1, 'Noir'),
  ]),
  models('fr', 'tabour', 'stools while typing', [topIn(5, 'Tabourets')]),
  typo('fr', 'lampadiare', 'lampadaire', 'Lampadaires'),
  typo('fr', 'fauteil', 'fauteuil', 'Fauteuils'),
  completion('fr', 'Canap', 'category_tag_labels', 'Canapés'),
  row('tags', 'fr', 'chaises', 'the category Chaises first', [
    firstNamed('tags', 'Chaises', 'category_tag'),
  ]),

  // Italian
  models('it', 'sedie', 'chairs first, every chair', [
    topIn(5, 'Sedie'),
    findsAll('Sedie'),
    noSuggestion,
  ]),
  models('it', 'sedia', 'chairs (singular)', [topIn(5, 'Sedie'), findsAll('Sedie')]),
  boost('it', 'sedie', 'Sedie'),
  models('it', 'divani', 'sofas', [topIn(5, 'Divani'), findsAll('Divani')]),
  models('it', 'poltrona pelle', 'leather armchairs first', [
    topIn(2, 'Poltrone'),
    topHave(2, 'Pelle'),
  ]),
  models('it', 'tavolo da pranzo', 'dining tables first', [topIn(5, 'Tavoli da pranzo')]),
  models('it', 'velluto', 'velvet first', [topHave(5, 'Velluto')]),
  models('it', 'lampada nera', 'black lamps first', [
    topIn(3, 'Illuminazione'),
    topHave(3, 'Nero'),
  ]),
  // Italian Snowball stems sedia and sedute (seating) alike: other seating may follow.
  models('it', 'sedia Casa Vento', 'Casa Vento chairs first, only Casa Vento', [
    allFrom('Casa Vento'),
    topIn(5, 'Sedie'),
  ]),
  typo('it', 'sgabelo', 'sgabello', 'Sgabelli'),
  typo('it', 'divanno', 'divano', 'Divani'),
  completion('it', 'Tex', 'owner_names', 'Textura'),

  // Dutch
  models('nl', 'stoelen', 'chairs first, every chair', [
    topIn(5, 'Stoelen'),
    findsAll('Stoelen'),
    noSuggestion,
  ]),
  models('nl', 'bank', 'sofas (a bank is a sofa in Dutch)', [
    topIn(5, 'Banken'),
    findsAll('Banken'),
  ]),
  boost('nl', 'tafel', 'Tafels'),
  models('nl', 'tafel', 'tables (eettafel, salontafel) before table lamps', [topIn(5, 'Tafels')]),
  models('nl', 'eettafel', 'dining tables', [topIn(5, 'Eettafels'), findsAll('Eettafels')]),
  models('nl', 'hanglamp', 'pendant lamps', [topIn(5, 'Hanglampen'), findsAll('Hanglampen')]),
  models('nl', 'zwarte lamp', 'black lamps first', [topIn(3, 'Verlichting'), topHave(3, 'Zwart')]),
  models('nl', 'fluweel', 'velvet first', [topHave(5, 'Fluweel')]),
  typo('nl', 'stoell', 'stoel', 'Stoelen'),
  completion('nl', 'lumen', 'owner_names', 'Lumenfabriek'),
  row('owners', 'nl', 'lumenfabrik', 'did you mean "lumenfabriek", Lumenfabriek first', [
    suggests('lumenfabriek'),
    firstNamed('owners', 'Lumenfabriek'),
  ]),

  // Polish
  models('pl', 'krzesła', 'chairs first, every chair', [
    topIn(5, 'Krzesła'),
    findsAll('Krzesła'),
    noSuggestion,
  ]),
  models('pl', 'krzesla', 'chairs (accents left out)', [topIn(5, 'Krzesła'), findsAll('Krzesła')]),
  models('pl', 'krzesło', 'chairs (singular)', [topIn(5, 'Krzesła'), findsAll('Krzesła')]),
  models('pl', 'Krz', 'chairs while typing', [topIn(5, 'Krzesła')]),
  models('pl', 'stoliki kawowe', 'coffee tables first', [topIn(5, 'Stoliki kawowe')]),
  models('pl', 'lampa wisząca', 'pendant lamps first', [topIn(5, 'Lampy wiszące')]),
  models('pl', 'czarna lampa', 'black lamps first', [
    topIn(3, 'Oświetlenie'),
    topHave(3, 'Czarny'),
  ]),
  models('pl', 'dąb', 'oak first', [topHave(5, 'Dąb')]),
  models('pl', 'orzech', 'walnut first', [topHave(5, 'Orzech')]),
  typo('pl', 'krzesko', 'krzesło', 'Krzesła'),
  completion('pl', 'Krz', 'category_tag_labels', 'Krzesła'),

  // Portuguese
  models('pt', 'cadeiras', 'chairs first, every chair', [
    topIn(5, 'Cadeiras'),
    findsAll('Cadeiras'),
    noSuggestion,
  ]),
  models('pt', 'cadeira', 'chairs (singular)', [topIn(5, 'Cadeiras'), findsAll('Cadeiras')]),
  models('pt', 'sofa', 'sofas (accent left out)', [topIn(5, 'Sofás'), findsAll('Sofás')]),
  models('pt', 'mesa de jantar', 'dining tables first', [topIn(5, 'Mesas de jantar')]),
  models('pt', 'carvalho', 'oak first', [topHave(5, 'Carvalho')]),
  models('pt', 'veludo', 'velvet first', [topHave(5, 'Veludo')]),
  typo('pt', 'cadiera', 'cadeira', 'Cadeiras'),
  completion('pt', 'Cade', 'category_tag_labels', 'Cadeiras'),

  // Romanian
  models('ro', 'scaune', 'chairs first, every chair', [
    topIn(5, 'Scaune'),
    findsAll('Scaune'),
    noSuggestion,
  ]),
  models('ro', 'scaun', 'chairs (singular)', [topIn(5, 'Scaune'), findsAll('Scaune')]),
  models('ro', 'canapele', 'sofas', [topIn(5, 'Canapele'), findsAll('Canapele')]),
  models('ro', 'măsuță de cafea', 'coffee tables first', [topIn(5, 'Măsuțe de cafea')]),
  models('ro', 'masuta de cafea', 'coffee tables (diacritics left out)', [
    topIn(5, 'Măsuțe de cafea'),
  ]),
  models('ro', 'stejar', 'oak first', [topHave(5, 'Stejar')]),
  models('ro', 'catifea', 'velvet first', [topHave(5, 'Catifea')]),
  typo('ro', 'scuan', 'scaun', 'Scaune'),
  completion('ro', 'Sca', 'category_tag_labels', 'Scaune'),

  // Russian
  models('ru', 'стулья', 'chairs first, every chair', [
    topIn(5, 'Стулья'),
    findsAll('Стулья'),
    noSuggestion,
  ]),
  models('ru', 'стул', 'chairs (singular)', [topIn(5, 'Стулья'), findsAll('Стулья')]),
  models('ru', 'диваны', 'sofas', [topIn(5, 'Диваны'), findsAll('Диваны')]),
  models('ru', 'кресла', 'armchairs', [topIn(5, 'Кресла'), findsAll('Кресла')]),
  models('ru', 'дива', 'sofas while typing', [topIn(5, 'Диваны')]),
  models('ru', 'журнальный столик', 'coffee tables first', [topIn(5, 'Журнальные столики')]),
  models('ru', 'бархат', 'velvet first', [topHave(5, 'Бархат')]),
  boost('ru', 'столы', 'Столы'),
  typo('ru', 'стулл', 'стул', 'Стулья'),
  completion('ru', 'Дива', 'category_tag_labels', 'Диваны'),
  row('tags', 'ru', 'стулья', 'the category Стулья first', [
    firstNamed('tags', 'Стулья', 'category_tag'),
  ]),

  // Swedish
  models('sv', 'stolar', 'chairs first, every chair', [
    topIn(5, 'Stolar'),
    findsAll('Stolar'),
    noSuggestion,
  ]),
  models('sv', 'soffor', 'sofas first', [topIn(5, 'Soffor'), findsAll('Soffor')]),
  models('sv', 'soffa', 'sofas first (singular)', [topIn(5, 'Soffor'), findsAll('Soffor')]),
  models('sv', 'golvlampa', 'floor lamps', [topIn(5, 'Golvlampor'), findsAll('Golvlampor')]),
  boost('sv', 'bord', 'Bord'),
  models('sv', 'lampa', 'every lamp (golvlampa, taklampa...)', [
    topIn(5, 'Belysning'),
    findsAll('Belysning'),
  ]),
  models('sv', 'ek', 'oak first', [topHave(5, 'Ek')]),
  models('sv', 'valnöt', 'walnut first', [topHave(5, 'Valnöt')]),
  models('sv', 'Ymir', 'only the Ymir series', [allInCollection('Kollektionen Ymir')]),
  typo('sv', 'sofffa', 'soffa', 'Soffor'),
  completion('sv', 'Golv', 'category_tag_labels', 'Golvlampor'),

  // Turkish
  models('tr', 'sandalyeler', 'chairs first, every chair', [
    topIn(5, 'Sandalyeler'),
    findsAll('Sandalyeler'),
    noSuggestion,
  ]),
  models('tr', 'sandalye', 'chairs (singular)', [topIn(5, 'Sandalyeler'), findsAll('Sandalyeler')]),
  models('tr', 'koltuk', 'armchairs, nothing unrelated', [
    topIn(5, 'Koltuklar'),
    onlyIn('Koltuklar'),
  ]),
  models('tr', 'kanepe', 'sofas', [topIn(5, 'Kanepeler'), findsAll('Kanepeler')]),
  models('tr', 'yemek masası', 'dining tables first', [topIn(5, 'Yemek masaları')]),
  models('tr', 'mese', 'oak (ş typed as s)', [topHave(5, 'Meşe')]),
  models('tr', 'kadife', 'velvet first', [topHave(5, 'Kadife')]),
  models('tr', 'sand', 'chairs while typing', [topIn(5, 'Sandalyeler')]),
  boost('tr', 'sandalyeler', 'Sandalyeler'),
  typo('tr', 'sandalya', 'sandalye', 'Sandalyeler'),
  completion('tr', 'Sand', 'category_tag_labels', 'Sandalyeler'),
  row('collections', 'tr', 'Costa Koleksiyonu', 'that collection first', [
    firstNamed('collections', 'Costa Koleksiyonu'),
  ]),
];
