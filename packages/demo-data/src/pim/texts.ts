/**
 * The words of the demo's product information in the languages it is written in: document
 * titles and labels, assembly steps, care instructions per material group. PDFs use the
 * PDF standard fonts, whose encoding (WinAnsi) covers these languages.
 */
import { MATERIAL_CATEGORY } from '../materials/catalog';
import type { MaterialCategoryKey, MaterialKey } from '../vocab/types';

export const PIM_LANGUAGES = ['en', 'de', 'fr', 'es', 'it'] as const;
export type PimLanguage = (typeof PIM_LANGUAGES)[number];

export interface PimWords {
  datasheet: string;
  assembly: string;
  care: string;
  salesContact: string;
  articleNumber: string;
  dimensions: string;
  material: string;
  variants: string;
  manufacturer: string;
  madeIn: string;
  tools: string;
  toolList: string;
  steps: string[];
}

export const PIM_WORDS: Record<PimLanguage, PimWords> = {
  en: {
    datasheet: 'Datasheet',
    assembly: 'Assembly instructions',
    care: 'Care instructions',
    salesContact: 'Sales contact',
    articleNumber: 'Article number',
    dimensions: 'Dimensions (W x H x D)',
    material: 'Material',
    variants: 'Variants',
    manufacturer: 'Manufacturer',
    madeIn: 'Made in',
    tools: 'You will need',
    toolList: 'Allen key (supplied), Phillips screwdriver, a soft cloth',
    steps: [
      'Unpack all parts on a soft surface and check them against the parts list.',
      'Lay the main part upside down on the packaging to protect its surface.',
      'Fit the legs or side panels and tighten the bolts by hand first.',
      'Tighten every bolt firmly with the Allen key, crosswise.',
      'Turn the product upright and check that it stands level.',
    ],
  },
  de: {
    datasheet: 'Datenblatt',
    assembly: 'Montageanleitung',
    care: 'Pflegehinweise',
    salesContact: 'Ansprechpartner Vertrieb',
    articleNumber: 'Artikelnummer',
    dimensions: 'Maße (B x H x T)',
    material: 'Material',
    variants: 'Ausführungen',
    manufacturer: 'Hersteller',
    madeIn: 'Hergestellt in',
    tools: 'Sie benötigen',
    toolList: 'Innensechskantschlüssel (beiliegend), Kreuzschlitzschraubendreher, ein weiches Tuch',
    steps: [
      'Alle Teile auf einer weichen Unterlage auspacken und mit der Stückliste vergleichen.',
      'Das Hauptteil kopfüber auf die Verpackung legen, um die Oberfläche zu schützen.',
      'Beine oder Seitenteile ansetzen und die Schrauben zunächst von Hand eindrehen.',
      'Alle Schrauben über Kreuz mit dem Innensechskantschlüssel fest anziehen.',
      'Das Produkt aufstellen und prüfen, ob es gerade steht.',
    ],
  },
  fr: {
    datasheet: 'Fiche technique',
    assembly: 'Notice de montage',
    care: "Conseils d'entretien",
    salesContact: 'Contact commercial',
    articleNumber: "Référence de l'article",
    dimensions: 'Dimensions (L x H x P)',
    material: 'Matériau',
    variants: 'Finitions',
    manufacturer: 'Fabricant',
    madeIn: 'Fabriqué à',
    tools: 'Outils nécessaires',
    toolList: 'Clé Allen (fournie), tournevis cruciforme, un chiffon doux',
    steps: [
      'Déballez toutes les pièces sur une surface douce et vérifiez-les avec la liste des pièces.',
      "Posez l'élément principal à l'envers sur l'emballage pour protéger sa surface.",
      "Montez les pieds ou les panneaux latéraux et vissez d'abord les boulons à la main.",
      'Serrez fermement tous les boulons en croix avec la clé Allen.',
      "Remettez le produit à l'endroit et vérifiez qu'il est bien d'aplomb.",
    ],
  },
  es: {
    datasheet: 'Ficha técnica',
    assembly: 'Instrucciones de montaje',
    care: 'Instrucciones de cuidado',
    salesContact: 'Contacto comercial',
    articleNumber: 'Número de artículo',
    dimensions: 'Medidas (An x Al x Pr)',
    material: 'Material',
    variants: 'Acabados',
    manufacturer: 'Fabricante',
    madeIn: 'Fabricado en',
    tools: 'Necesitará',
    toolList: 'Llave Allen (incluida), destornillador de estrella, un paño suave',
    steps: [
      'Desembale todas las piezas sobre una superficie blanda y compruébelas con la lista de piezas.',
      'Coloque la pieza principal boca abajo sobre el embalaje para proteger su superficie.',
      'Coloque las patas o los laterales y apriete primero los tornillos a mano.',
      'Apriete bien todos los tornillos en cruz con la llave Allen.',
      'Ponga el producto en pie y compruebe que queda nivelado.',
    ],
  },
  it: {
    datasheet: 'Scheda tecnica',
    assembly: 'Istruzioni di montaggio',
    care: 'Istruzioni per la cura',
    salesContact: 'Contatto commerciale',
    articleNumber: 'Codice articolo',
    dimensions: 'Dimensioni (L x A x P)',
    material: 'Materiale',
    variants: 'Finiture',
    manufacturer: 'Produttore',
    madeIn: 'Prodotto a',
    tools: 'Occorrente',
    toolList: 'Chiave a brugola (in dotazione), cacciavite a croce, un panno morbido',
    steps: [
      "Disimballate tutti i pezzi su una superficie morbida e controllateli con l'elenco dei componenti.",
      "Appoggiate l'elemento principale capovolto sull'imballo per proteggerne la superficie.",
      'Montate le gambe o i fianchi e avvitate prima i bulloni a mano.',
      'Serrate bene tutti i bulloni a croce con la chiave a brugola.',
      'Raddrizzate il prodotto e controllate che sia in piano.',
    ],
  },
};

export type CareGroup = 'wood' | 'stone' | 'metal' | 'fabric' | 'leather' | 'glass';

/** Care follows the material's category (catalog.ts); plastic is wiped like metal. */
const GROUP: Record<MaterialCategoryKey, CareGroup> = {
  wood: 'wood',
  metal: 'metal',
  stone: 'stone',
  concrete: 'stone',
  ceramic: 'stone',
  fabric: 'fabric',
  leather: 'leather',
  glass: 'glass',
  plastic: 'metal',
};

/** Which care text a material needs. */
export const careGroupOf = (material: MaterialKey): CareGroup => GROUP[MATERIAL_CATEGORY[material]];

export const CARE_TEXTS: Record<CareGroup, Record<PimLanguage, string>> = {
  wood: {
    en: 'Dust with a dry, soft cloth. Wipe up spills at once with a damp cloth and dry the surface. Keep away from direct heat and strong sunlight. Treat oiled surfaces with care oil once or twice a year.',
    de: 'Mit einem trockenen, weichen Tuch abstauben. Verschüttetes sofort mit einem feuchten Tuch aufnehmen und die Oberfläche trocknen. Vor direkter Hitze und starker Sonne schützen. Geölte Oberflächen ein- bis zweimal im Jahr mit Pflegeöl behandeln.',
    fr: "Dépoussiérez avec un chiffon doux et sec. Essuyez immédiatement les liquides renversés avec un chiffon humide, puis séchez. Tenez à l'écart des sources de chaleur et du soleil direct. Nourrissez les surfaces huilées une à deux fois par an avec une huile d'entretien.",
    es: 'Quite el polvo con un paño suave y seco. Limpie los derrames enseguida con un paño húmedo y seque la superficie. Manténgalo alejado del calor directo y del sol intenso. Trate las superficies aceitadas con aceite de mantenimiento una o dos veces al año.',
    it: "Spolverate con un panno morbido e asciutto. Asciugate subito i liquidi versati con un panno umido e poi asciugate la superficie. Tenete lontano da fonti di calore e dalla luce diretta del sole. Trattate le superfici oliate con olio per legno una o due volte l'anno.",
  },
  stone: {
    en: 'Clean with a soft cloth and water with a little pH-neutral soap. Avoid acidic cleaners such as vinegar or lemon. Wipe up wine, coffee and oil at once: natural stone is porous. Use coasters under glasses.',
    de: 'Mit einem weichen Tuch und Wasser mit etwas pH-neutraler Seife reinigen. Keine säurehaltigen Reiniger wie Essig oder Zitrone verwenden. Wein, Kaffee und Öl sofort aufnehmen: Naturstein ist porös. Untersetzer für Gläser verwenden.',
    fr: "Nettoyez avec un chiffon doux et de l'eau additionnée d'un peu de savon au pH neutre. Évitez les produits acides comme le vinaigre ou le citron. Essuyez aussitôt le vin, le café et l'huile : la pierre naturelle est poreuse. Utilisez des sous-verres.",
    es: 'Limpie con un paño suave y agua con un poco de jabón de pH neutro. Evite los limpiadores ácidos como el vinagre o el limón. Limpie al momento el vino, el café y el aceite: la piedra natural es porosa. Use posavasos.',
    it: 'Pulite con un panno morbido e acqua con poco sapone a pH neutro. Evitate detergenti acidi come aceto o limone. Asciugate subito vino, caffè e olio: la pietra naturale è porosa. Usate sottobicchieri.',
  },
  metal: {
    en: 'Wipe with a damp cloth and dry at once. Do not use scouring pads or abrasive cleaners. Brass and copper darken naturally over time; a metal polish restores their shine.',
    de: 'Mit einem feuchten Tuch abwischen und sofort trocknen. Keine Scheuerschwämme oder Scheuermittel verwenden. Messing und Kupfer dunkeln mit der Zeit natürlich nach; eine Metallpolitur bringt den Glanz zurück.',
    fr: "Essuyez avec un chiffon humide et séchez aussitôt. N'utilisez ni éponge à récurer ni produit abrasif. Le laiton et le cuivre foncent naturellement avec le temps ; un produit pour métaux leur rend leur éclat.",
    es: 'Limpie con un paño húmedo y seque enseguida. No use estropajos ni limpiadores abrasivos. El latón y el cobre se oscurecen con el tiempo de forma natural; un limpiametales les devuelve el brillo.',
    it: 'Pulite con un panno umido e asciugate subito. Non usate spugne abrasive né detergenti aggressivi. Ottone e rame si scuriscono naturalmente col tempo; un lucidante per metalli ne ravviva la brillantezza.',
  },
  fabric: {
    en: 'Vacuum regularly with an upholstery nozzle. Dab stains at once with a clean, damp cloth; do not rub. Turn and plump cushions now and then. Removable covers: see the care label.',
    de: 'Regelmäßig mit der Polsterdüse absaugen. Flecken sofort mit einem sauberen, feuchten Tuch abtupfen, nicht reiben. Kissen ab und zu wenden und aufschütteln. Abnehmbare Bezüge: siehe Pflegeetikett.',
    fr: "Aspirez régulièrement avec l'embout pour tissus. Tamponnez aussitôt les taches avec un chiffon propre et humide, sans frotter. Retournez et regonflez les coussins de temps en temps. Housses amovibles : voir l'étiquette d'entretien.",
    es: 'Aspire con regularidad con la boquilla para tapicerías. Seque las manchas enseguida con un paño limpio y húmedo, sin frotar. Dé la vuelta a los cojines y ahuéquelos de vez en cuando. Fundas extraíbles: vea la etiqueta de cuidado.',
    it: "Aspirate regolarmente con la bocchetta per imbottiti. Tamponate subito le macchie con un panno pulito e umido, senza strofinare. Girate e sprimacciate i cuscini di tanto in tanto. Fodere sfoderabili: vedere l'etichetta di manutenzione.",
  },
  leather: {
    en: 'Dust with a dry cloth. Treat with leather care twice a year so the leather stays supple. Keep out of direct sunlight and at least 30 cm from radiators.',
    de: 'Mit einem trockenen Tuch abstauben. Zweimal im Jahr mit Lederpflege behandeln, damit das Leder geschmeidig bleibt. Vor direkter Sonne schützen und mindestens 30 cm Abstand zu Heizkörpern halten.',
    fr: "Dépoussiérez avec un chiffon sec. Nourrissez le cuir deux fois par an avec un produit d'entretien pour qu'il reste souple. Tenez à l'abri du soleil direct et à au moins 30 cm des radiateurs.",
    es: 'Quite el polvo con un paño seco. Trate la piel con un producto específico dos veces al año para que se mantenga flexible. Protéjala del sol directo y manténgala al menos a 30 cm de los radiadores.',
    it: "Spolverate con un panno asciutto. Trattate la pelle con un prodotto specifico due volte l'anno perché resti morbida. Tenete lontano dalla luce diretta del sole e ad almeno 30 cm dai termosifoni.",
  },
  glass: {
    en: 'Clean with a glass cleaner and a lint-free cloth. Switch off and let the lamp cool before cleaning. Do not use abrasive cleaners.',
    de: 'Mit Glasreiniger und einem fusselfreien Tuch reinigen. Die Leuchte vor dem Reinigen ausschalten und abkühlen lassen. Keine Scheuermittel verwenden.',
    fr: "Nettoyez avec un produit pour vitres et un chiffon non pelucheux. Éteignez la lampe et laissez-la refroidir avant de la nettoyer. N'utilisez pas de produits abrasifs.",
    es: 'Limpie con limpiacristales y un paño que no suelte pelusa. Apague la lámpara y deje que se enfríe antes de limpiarla. No use limpiadores abrasivos.',
    it: 'Pulite con un detergente per vetri e un panno che non lasci pelucchi. Spegnete la lampada e lasciatela raffreddare prima di pulirla. Non usate detergenti abrasivi.',
  },
};
