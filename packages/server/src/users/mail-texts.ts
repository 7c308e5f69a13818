/**
 * Texts of the mails the user service sends, in the 14 languages (spec 01 s.9). A contact mail
 * is written in the brand's language, its sender's copy in the sender's; an admission mail in
 * the one its issuer chose.
 */
import type { Language } from '@vitrine/contracts/languages';

interface MailTexts {
  /** Above a contact mail's message: who wrote, and that replying answers them. */
  contactIntro: string;
  admissionSubject: string;
  admissionBody: string;
  /** The subject of the copy a contact mail's sender gets. */
  copySubject: string;
  /** Above the copy's message: to whom it went, where answers come, where enquiries are listed. */
  copyIntro: string;
}

const TEXTS: Record<Language, MailTexts> = {
  en: {
    contactIntro:
      '{{name}} <{{email}}> has written to {{brand}} through the Vitrine catalogue. Reply to this e-mail to answer.',
    admissionSubject: 'Preview access to {{brands}}',
    admissionBody:
      '{{issuer}} gives you access to unpublished products of {{brands}} until {{until}}.\n\nYour admission token:\n{{token}}',
    copySubject: 'Copy: {{subject}}',
    copyIntro:
      'This is a copy of your message to {{brand}} <{{recipient}}>, sent through the Vitrine catalogue. Answers from the brand come to {{email}}. Your enquiries are listed on your account page: {{account}}',
  },
  de: {
    contactIntro:
      '{{name}} <{{email}}> hat {{brand}} über den Vitrine-Katalog geschrieben. Antworten Sie einfach auf diese E-Mail.',
    admissionSubject: 'Vorschauzugang zu {{brands}}',
    admissionBody:
      '{{issuer}} gewährt Ihnen bis {{until}} Zugang zu unveröffentlichten Produkten von {{brands}}.\n\nIhr Zugangstoken:\n{{token}}',
    copySubject: 'Kopie: {{subject}}',
    copyIntro:
      'Dies ist eine Kopie Ihrer Nachricht an {{brand}} <{{recipient}}>, gesendet über den Vitrine-Katalog. Antworten der Marke gehen an {{email}}. Ihre Anfragen finden Sie auf Ihrer Kontoseite: {{account}}',
  },
  cs: {
    contactIntro:
      '{{name}} <{{email}}> napsal(a) značce {{brand}} prostřednictvím katalogu Vitrine. Odpovědět můžete přímo na tento e-mail.',
    admissionSubject: 'Náhledový přístup k {{brands}}',
    admissionBody:
      '{{issuer}} vám do {{until}} zpřístupňuje nezveřejněné produkty značky {{brands}}.\n\nVáš přístupový token:\n{{token}}',
    copySubject: 'Kopie: {{subject}}',
    copyIntro:
      'Toto je kopie vaší zprávy pro {{brand}} <{{recipient}}> odeslané prostřednictvím katalogu Vitrine. Odpovědi značky přijdou na {{email}}. Své dotazy najdete na stránce svého účtu: {{account}}',
  },
  da: {
    contactIntro:
      '{{name}} <{{email}}> har skrevet til {{brand}} via Vitrine-kataloget. Svar på denne e-mail for at svare.',
    admissionSubject: 'Forhåndsadgang til {{brands}}',
    admissionBody:
      '{{issuer}} giver dig adgang til ikke-offentliggjorte produkter fra {{brands}} indtil {{until}}.\n\nDin adgangsnøgle:\n{{token}}',
    copySubject: 'Kopi: {{subject}}',
    copyIntro:
      'Dette er en kopi af din besked til {{brand}} <{{recipient}}>, sendt via Vitrine-kataloget. Svar fra mærket kommer til {{email}}. Du finder dine henvendelser på din kontoside: {{account}}',
  },
  es: {
    contactIntro:
      '{{name}} <{{email}}> ha escrito a {{brand}} a través del catálogo Vitrine. Responda a este correo para contestar.',
    admissionSubject: 'Acceso previo a {{brands}}',
    admissionBody:
      '{{issuer}} le da acceso a productos no publicados de {{brands}} hasta el {{until}}.\n\nSu token de acceso:\n{{token}}',
    copySubject: 'Copia: {{subject}}',
    copyIntro:
      'Esta es una copia de tu mensaje a {{brand}} <{{recipient}}>, enviado a través del catálogo Vitrine. Las respuestas de la marca llegarán a {{email}}. Tus consultas aparecen en la página de tu cuenta: {{account}}',
  },
  fr: {
    contactIntro:
      '{{name}} <{{email}}> a écrit à {{brand}} via le catalogue Vitrine. Répondez à cet e-mail pour lui répondre.',
    admissionSubject: 'Accès en avant-première à {{brands}}',
    admissionBody:
      "{{issuer}} vous donne accès aux produits non publiés de {{brands}} jusqu'au {{until}}.\n\nVotre jeton d'accès :\n{{token}}",
    copySubject: 'Copie : {{subject}}',
    copyIntro:
      'Voici une copie de votre message à {{brand}} <{{recipient}}>, envoyé via le catalogue Vitrine. Les réponses de la marque arriveront à {{email}}. Vos demandes figurent sur la page de votre compte : {{account}}',
  },
  it: {
    contactIntro:
      '{{name}} <{{email}}> ha scritto a {{brand}} tramite il catalogo Vitrine. Rispondi a questa e-mail per rispondere.',
    admissionSubject: 'Accesso in anteprima a {{brands}}',
    admissionBody:
      "{{issuer}} ti dà accesso ai prodotti non pubblicati di {{brands}} fino al {{until}}.\n\nIl tuo token d'accesso:\n{{token}}",
    copySubject: 'Copia: {{subject}}',
    copyIntro:
      'Questa è una copia del tuo messaggio a {{brand}} <{{recipient}}>, inviato tramite il catalogo Vitrine. Le risposte del marchio arriveranno a {{email}}. Trovi le tue richieste nella pagina del tuo account: {{account}}',
  },
  nl: {
    contactIntro:
      '{{name}} <{{email}}> heeft {{brand}} via de Vitrine-catalogus geschreven. Beantwoord deze e-mail om te reageren.',
    admissionSubject: 'Voorvertoningstoegang tot {{brands}}',
    admissionBody:
      '{{issuer}} geeft u tot {{until}} toegang tot niet-gepubliceerde producten van {{brands}}.\n\nUw toegangstoken:\n{{token}}',
    copySubject: 'Kopie: {{subject}}',
    copyIntro:
      'Dit is een kopie van je bericht aan {{brand}} <{{recipient}}>, verstuurd via de Vitrine-catalogus. Antwoorden van het merk komen binnen op {{email}}. Je vragen vind je op je accountpagina: {{account}}',
  },
  pl: {
    contactIntro:
      '{{name}} <{{email}}> napisał(a) do {{brand}} przez katalog Vitrine. Aby odpowiedzieć, odpisz na tę wiadomość.',
    admissionSubject: 'Dostęp podglądowy do {{brands}}',
    admissionBody:
      '{{issuer}} udostępnia Ci nieopublikowane produkty marki {{brands}} do {{until}}.\n\nTwój token dostępu:\n{{token}}',
    copySubject: 'Kopia: {{subject}}',
    copyIntro:
      'To jest kopia Twojej wiadomości do {{brand}} <{{recipient}}>, wysłanej przez katalog Vitrine. Odpowiedzi marki trafią na adres {{email}}. Swoje zapytania znajdziesz na stronie swojego konta: {{account}}',
  },
  pt: {
    contactIntro:
      '{{name}} <{{email}}> escreveu para {{brand}} através do catálogo Vitrine. Responda a este e-mail para responder.',
    admissionSubject: 'Acesso antecipado a {{brands}}',
    admissionBody:
      '{{issuer}} dá-lhe acesso a produtos não publicados de {{brands}} até {{until}}.\n\nO seu token de acesso:\n{{token}}',
    copySubject: 'Cópia: {{subject}}',
    copyIntro:
      'Esta é uma cópia da sua mensagem para {{brand}} <{{recipient}}>, enviada através do catálogo Vitrine. As respostas da marca chegarão a {{email}}. Encontra os seus pedidos na página da sua conta: {{account}}',
  },
  ro: {
    contactIntro:
      '{{name}} <{{email}}> i-a scris lui {{brand}} prin catalogul Vitrine. Răspundeți la acest e-mail pentru a-i răspunde.',
    admissionSubject: 'Acces în avanpremieră la {{brands}}',
    admissionBody:
      '{{issuer}} vă oferă acces la produsele nepublicate ale {{brands}} până la {{until}}.\n\nTokenul dumneavoastră de acces:\n{{token}}',
    copySubject: 'Copie: {{subject}}',
    copyIntro:
      'Aceasta este o copie a mesajului tău către {{brand}} <{{recipient}}>, trimis prin catalogul Vitrine. Răspunsurile mărcii vor sosi la {{email}}. Solicitările tale se află pe pagina contului tău: {{account}}',
  },
  ru: {
    contactIntro:
      '{{name}} <{{email}}> написал(а) компании {{brand}} через каталог Vitrine. Чтобы ответить, просто ответьте на это письмо.',
    admissionSubject: 'Предварительный доступ к {{brands}}',
    admissionBody:
      '{{issuer}} открывает вам доступ к неопубликованным товарам {{brands}} до {{until}}.\n\nВаш токен доступа:\n{{token}}',
    copySubject: 'Копия: {{subject}}',
    copyIntro:
      'Это копия вашего сообщения для {{brand}} <{{recipient}}>, отправленного через каталог Vitrine. Ответы бренда придут на {{email}}. Ваши запросы собраны на странице вашей учётной записи: {{account}}',
  },
  sv: {
    contactIntro:
      '{{name}} <{{email}}> har skrivit till {{brand}} via Vitrine-katalogen. Svara på det här mejlet för att svara.',
    admissionSubject: 'Förhandsåtkomst till {{brands}}',
    admissionBody:
      '{{issuer}} ger dig tillgång till opublicerade produkter från {{brands}} till och med {{until}}.\n\nDin åtkomsttoken:\n{{token}}',
    copySubject: 'Kopia: {{subject}}',
    copyIntro:
      'Det här är en kopia av ditt meddelande till {{brand}} <{{recipient}}>, skickat via Vitrine-katalogen. Svar från varumärket kommer till {{email}}. Dina förfrågningar finns på din kontosida: {{account}}',
  },
  tr: {
    contactIntro:
      '{{name}} <{{email}}>, Vitrine kataloğu üzerinden {{brand}} markasına yazdı. Yanıtlamak için bu e-postayı yanıtlayın.',
    admissionSubject: '{{brands}} için ön izleme erişimi',
    admissionBody:
      '{{issuer}}, {{until}} tarihine kadar {{brands}} markasının yayımlanmamış ürünlerine erişmenizi sağlıyor.\n\nErişim belirteciniz:\n{{token}}',
    copySubject: 'Kopya: {{subject}}',
    copyIntro:
      'Bu, Vitrine kataloğu üzerinden {{brand}} <{{recipient}}> adresine gönderdiğiniz mesajın bir kopyasıdır. Markanın yanıtları {{email}} adresine gelecek. Taleplerinizi hesap sayfanızda bulabilirsiniz: {{account}}',
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
