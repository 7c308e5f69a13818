/**
 * Texts of the mails the user service sends, in the 14 languages (spec 01 s.9). A contact mail
 * is written in the brand's language; an admission mail in the one its issuer chose.
 */
import type { Language } from '@vitrine/contracts/languages';

interface MailTexts {
  /** Above a contact mail's message: who wrote, and that replying answers them. */
  contactIntro: string;
  admissionSubject: string;
  admissionBody: string;
}

const TEXTS: Record<Language, MailTexts> = {
  en: {
    contactIntro:
      '{{name}} <{{email}}> has written to {{brand}} through the Vitrine catalogue. Reply to this e-mail to answer.',
    admissionSubject: 'Preview access to {{brands}}',
    admissionBody:
      '{{issuer}} gives you access to unpublished products of {{brands}} until {{until}}.\n\nYour admission token:\n{{token}}',
  },
  de: {
    contactIntro:
      '{{name}} <{{email}}> hat {{brand}} über den Vitrine-Katalog geschrieben. Antworten Sie einfach auf diese E-Mail.',
    admissionSubject: 'Vorschauzugang zu {{brands}}',
    admissionBody:
      '{{issuer}} gewährt Ihnen bis {{until}} Zugang zu unveröffentlichten Produkten von {{brands}}.\n\nIhr Zugangstoken:\n{{token}}',
  },
  cs: {
    contactIntro:
      '{{name}} <{{email}}> napsal(a) značce {{brand}} prostřednictvím katalogu Vitrine. Odpovědět můžete přímo na tento e-mail.',
    admissionSubject: 'Náhledový přístup k {{brands}}',
    admissionBody:
      '{{issuer}} vám do {{until}} zpřístupňuje nezveřejněné produkty značky {{brands}}.\n\nVáš přístupový token:\n{{token}}',
  },
  da: {
    contactIntro:
      '{{name}} <{{email}}> har skrevet til {{brand}} via Vitrine-kataloget. Svar på denne e-mail for at svare.',
    admissionSubject: 'Forhåndsadgang til {{brands}}',
    admissionBody:
      '{{issuer}} giver dig adgang til ikke-offentliggjorte produkter fra {{brands}} indtil {{until}}.\n\nDin adgangsnøgle:\n{{token}}',
  },
  es: {
    contactIntro:
      '{{name}} <{{email}}> ha escrito a {{brand}} a través del catálogo Vitrine. Responda a este correo para contestar.',
    admissionSubject: 'Acceso previo a {{brands}}',
    admissionBody:
      '{{issuer}} le da acceso a productos no publicados de {{brands}} hasta el {{until}}.\n\nSu token de acceso:\n{{token}}',
  },
  fr: {
    contactIntro:
      '{{name}} <{{email}}> a écrit à {{brand}} via le catalogue Vitrine. Répondez à cet e-mail pour lui répondre.',
    admissionSubject: 'Accès en avant-première à {{brands}}',
    admissionBody:
      "{{issuer}} vous donne accès aux produits non publiés de {{brands}} jusqu'au {{until}}.\n\nVotre jeton d'accès :\n{{token}}",
  },
  it: {
    contactIntro:
      '{{name}} <{{email}}> ha scritto a {{brand}} tramite il catalogo Vitrine. Rispondi a questa e-mail per rispondere.',
    admissionSubject: 'Accesso in anteprima a {{brands}}',
    admissionBody:
      "{{issuer}} ti dà accesso ai prodotti non pubblicati di {{brands}} fino al {{until}}.\n\nIl tuo token d'accesso:\n{{token}}",
  },
  nl: {
    contactIntro:
      '{{name}} <{{email}}> heeft {{brand}} via de Vitrine-catalogus geschreven. Beantwoord deze e-mail om te reageren.',
    admissionSubject: 'Voorvertoningstoegang tot {{brands}}',
    admissionBody:
      '{{issuer}} geeft u tot {{until}} toegang tot niet-gepubliceerde producten van {{brands}}.\n\nUw toegangstoken:\n{{token}}',
  },
  pl: {
    contactIntro:
      '{{name}} <{{email}}> napisał(a) do {{brand}} przez katalog Vitrine. Aby odpowiedzieć, odpisz na tę wiadomość.',
    admissionSubject: 'Dostęp podglądowy do {{brands}}',
    admissionBody:
      '{{issuer}} udostępnia Ci nieopublikowane produkty marki {{brands}} do {{until}}.\n\nTwój token dostępu:\n{{token}}',
  },
  pt: {
    contactIntro:
      '{{name}} <{{email}}> escreveu para {{brand}} através do catálogo Vitrine. Responda a este e-mail para responder.',
    admissionSubject: 'Acesso antecipado a {{brands}}',
    admissionBody:
      '{{issuer}} dá-lhe acesso a produtos não publicados de {{brands}} até {{until}}.\n\nO seu token de acesso:\n{{token}}',
  },
  ro: {
    contactIntro:
      '{{name}} <{{email}}> i-a scris lui {{brand}} prin catalogul Vitrine. Răspundeți la acest e-mail pentru a-i răspunde.',
    admissionSubject: 'Acces în avanpremieră la {{brands}}',
    admissionBody:
      '{{issuer}} vă oferă acces la produsele nepublicate ale {{brands}} până la {{until}}.\n\nTokenul dumneavoastră de acces:\n{{token}}',
  },
  ru: {
    contactIntro:
      '{{name}} <{{email}}> написал(а) компании {{brand}} через каталог Vitrine. Чтобы ответить, просто ответьте на это письмо.',
    admissionSubject: 'Предварительный доступ к {{brands}}',
    admissionBody:
      '{{issuer}} открывает вам доступ к неопубликованным товарам {{brands}} до {{until}}.\n\nВаш токен доступа:\n{{token}}',
  },
  sv: {
    contactIntro:
      '{{name}} <{{email}}> har skrivit till {{brand}} via Vitrine-katalogen. Svara på det här mejlet för att svara.',
    admissionSubject: 'Förhandsåtkomst till {{brands}}',
    admissionBody:
      '{{issuer}} ger dig tillgång till opublicerade produkter från {{brands}} till och med {{until}}.\n\nDin åtkomsttoken:\n{{token}}',
  },
  tr: {
    contactIntro:
      '{{name}} <{{email}}>, Vitrine kataloğu üzerinden {{brand}} markasına yazdı. Yanıtlamak için bu e-postayı yanıtlayın.',
    admissionSubject: '{{brands}} için ön izleme erişimi',
    admissionBody:
      '{{issuer}}, {{until}} tarihine kadar {{brands}} markasının yayımlanmamış ürünlerine erişmenizi sağlıyor.\n\nErişim belirteciniz:\n{{token}}',
  },
};

/** The text with its {{placeholders}} filled. */
export function mailText(
  language: Language,
  key: keyof MailTexts,
  values: Record<string, string>,
): string {
  return TEXTS[language][key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}
