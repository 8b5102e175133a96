import { termsLine } from './promotion-texts';
import { welcomeHeadline } from './welcome-offer';

/** The languages every seeded banner and promotion is written in. */
export const CMS_LANGUAGES = ['en', 'cs', 'de', 'sk', 'hu', 'pl', 'es'] as const;
export type CmsLanguage = (typeof CMS_LANGUAGES)[number];

/** One slide's words; the HTML and the mobile variants are built from them (seed/lobby/banners.ts). */
export interface SlideWords {
  title: string;
  tagline: string;
  cta: string;
  /** The short call to action of the mobile layout. */
  ctaShort: string;
  /** A second button, where the slide has one. */
  cta2?: string;
}

export type SlideKey = 'welcome' | 'live' | 'crash' | 'cashback' | 'prime' | 'drops';

export const slideWords: Record<SlideKey, Record<CmsLanguage, SlideWords>> = {
  // The offer's one wording (welcome-offer.ts), with the terms line every bonus advert carries.
  welcome: {
    en: { title: welcomeHeadline('en'), tagline: termsLine.en, cta: 'Join now', ctaShort: 'Join', cta2: 'See the terms' },
    cs: { title: welcomeHeadline('cs'), tagline: termsLine.cs, cta: 'Registrovat', ctaShort: 'Připojit se', cta2: 'Zobrazit podmínky' },
    de: { title: welcomeHeadline('de'), tagline: termsLine.de, cta: 'Jetzt registrieren', ctaShort: 'Mitmachen', cta2: 'Bedingungen ansehen' },
    sk: { title: welcomeHeadline('sk'), tagline: termsLine.sk, cta: 'Registrovať sa', ctaShort: 'Pridať sa', cta2: 'Zobraziť podmienky' },
    hu: { title: welcomeHeadline('hu'), tagline: termsLine.hu, cta: 'Regisztrálok', ctaShort: 'Csatlakozom', cta2: 'Feltételek' },
    pl: { title: welcomeHeadline('pl'), tagline: termsLine.pl, cta: 'Dołącz teraz', ctaShort: 'Dołącz', cta2: 'Zobacz regulamin' },
    es: { title: welcomeHeadline('es'), tagline: termsLine.es, cta: 'Únete ahora', ctaShort: 'Únete', cta2: 'Ver condiciones' },
  },
  live: {
    en: { title: 'Live casino, real dealers', tagline: 'Roulette, blackjack and game shows streamed around the clock', cta: 'Take a seat', ctaShort: 'Play live' },
    cs: { title: 'Živé kasino se skutečnými krupiéry', tagline: 'Ruleta, blackjack a herní show vysílané nonstop', cta: 'Přisednout si', ctaShort: 'Hrát živě' },
    de: { title: 'Live-Casino mit echten Croupiers', tagline: 'Roulette, Blackjack und Game Shows rund um die Uhr', cta: 'Platz nehmen', ctaShort: 'Live spielen' },
    sk: { title: 'Živé kasíno so skutočnými krupiérmi', tagline: 'Ruleta, blackjack a herné šou vysielané nonstop', cta: 'Prisadnúť si', ctaShort: 'Hrať naživo' },
    hu: { title: 'Élő kaszinó valódi krupiékkal', tagline: 'Rulett, blackjack és játékshow-k éjjel-nappal', cta: 'Foglalj helyet', ctaShort: 'Élő játék' },
    pl: { title: 'Kasyno na żywo z prawdziwymi krupierami', tagline: 'Ruletka, blackjack i teleturnieje przez całą dobę', cta: 'Zajmij miejsce', ctaShort: 'Graj na żywo' },
    es: { title: 'Casino en vivo con crupieres reales', tagline: 'Ruleta, blackjack y concursos en directo las 24 horas', cta: 'Toma asiento', ctaShort: 'Jugar en vivo' },
  },
  crash: {
    en: { title: 'Cash out before the crash', tagline: 'Rockets, comets and balloons: how high will you fly?', cta: 'Play crash games', ctaShort: 'Fly now' },
    cs: { title: 'Vyberte výhru dřív, než to spadne', tagline: 'Rakety, komety a balóny: jak vysoko poletíte?', cta: 'Hrát crash hry', ctaShort: 'Vzlétnout' },
    de: { title: 'Auszahlen vor dem Absturz', tagline: 'Raketen, Kometen und Ballons: Wie hoch fliegen Sie?', cta: 'Crash-Spiele spielen', ctaShort: 'Abheben' },
    sk: { title: 'Vyberte výhru skôr, než to spadne', tagline: 'Rakety, kométy a balóny: ako vysoko poletíte?', cta: 'Hrať crash hry', ctaShort: 'Vzlietnuť' },
    hu: { title: 'Vedd ki a nyereményt a zuhanás előtt', tagline: 'Rakéták, üstökösök és léggömbök: milyen magasra repülsz?', cta: 'Crash játékok', ctaShort: 'Felszállás' },
    pl: { title: 'Wypłać, zanim nastąpi crash', tagline: 'Rakiety, komety i balony: jak wysoko polecisz?', cta: 'Graj w gry crash', ctaShort: 'Leć teraz' },
    es: { title: 'Retira antes del crash', tagline: 'Cohetes, cometas y globos: ¿hasta dónde volarás?', cta: 'Jugar a juegos crash', ctaShort: 'Despegar' },
  },
  cashback: {
    en: { title: '10% weekly cashback', tagline: 'Every Monday, a tenth of last week’s net losses back in real money', cta: 'Find out more', ctaShort: 'More' },
    cs: { title: '10% týdenní cashback', tagline: 'Každé pondělí vám vrátíme desetinu čisté ztráty z minulého týdne', cta: 'Více informací', ctaShort: 'Více' },
    de: { title: '10 % wöchentliches Cashback', tagline: 'Jeden Montag ein Zehntel der Nettoverluste der Vorwoche in Echtgeld zurück', cta: 'Mehr erfahren', ctaShort: 'Mehr' },
    sk: { title: '10 % týždenný cashback', tagline: 'Každý pondelok vám vrátime desatinu čistej straty z minulého týždňa', cta: 'Viac informácií', ctaShort: 'Viac' },
    hu: { title: '10% heti visszatérítés', tagline: 'Minden hétfőn visszakapod az előző heti nettó veszteséged tizedét', cta: 'Részletek', ctaShort: 'Tovább' },
    pl: { title: '10% cotygodniowego cashbacku', tagline: 'W każdy poniedziałek zwrot jednej dziesiątej strat netto z poprzedniego tygodnia', cta: 'Dowiedz się więcej', ctaShort: 'Więcej' },
    es: { title: '10 % de reembolso semanal', tagline: 'Cada lunes te devolvemos la décima parte de tus pérdidas netas de la semana', cta: 'Más información', ctaShort: 'Más' },
  },
  prime: {
    en: { title: 'Prime slots', tagline: 'Classic three, four and five reel games, picked for you', cta: 'Spin the reels', ctaShort: 'Spin' },
    cs: { title: 'Prime automaty', tagline: 'Klasické hry se třemi, čtyřmi a pěti válci vybrané pro vás', cta: 'Roztočit válce', ctaShort: 'Točit' },
    de: { title: 'Prime-Slots', tagline: 'Klassische Spiele mit drei, vier und fünf Walzen, für Sie ausgewählt', cta: 'Walzen drehen', ctaShort: 'Drehen' },
    sk: { title: 'Prime automaty', tagline: 'Klasické hry s tromi, štyrmi a piatimi valcami vybrané pre vás', cta: 'Roztočiť valce', ctaShort: 'Točiť' },
    hu: { title: 'Prime nyerőgépek', tagline: 'Klasszikus három-, négy- és öthengeres játékok, neked válogatva', cta: 'Pörgess', ctaShort: 'Pörgetés' },
    pl: { title: 'Automaty Prime', tagline: 'Klasyczne gry na trzech, czterech i pięciu bębnach wybrane dla Ciebie', cta: 'Zakręć bębnami', ctaShort: 'Zakręć' },
    es: { title: 'Tragaperras Prime', tagline: 'Juegos clásicos de tres, cuatro y cinco rodillos elegidos para ti', cta: 'Girar los rodillos', ctaShort: 'Girar' },
  },
  drops: {
    en: { title: 'Daily drops: €50,000 prize pool', tagline: 'Random cash prizes on table and instant games every day', cta: 'Play and win', ctaShort: 'Play' },
    cs: { title: 'Denní výhry: fond 50 000 €', tagline: 'Náhodné peněžní výhry ve stolních a instantních hrách každý den', cta: 'Hrát a vyhrát', ctaShort: 'Hrát' },
    de: { title: 'Tägliche Drops: 50.000 € Preispool', tagline: 'Zufällige Geldpreise bei Tisch- und Sofortspielen, jeden Tag', cta: 'Spielen und gewinnen', ctaShort: 'Spielen' },
    sk: { title: 'Denné výhry: fond 50 000 €', tagline: 'Náhodné peňažné výhry v stolových a instantných hrách každý deň', cta: 'Hrať a vyhrať', ctaShort: 'Hrať' },
    hu: { title: 'Napi nyeremények: 50 000 € alap', tagline: 'Véletlen pénznyeremények asztali és azonnali játékokban minden nap', cta: 'Játssz és nyerj', ctaShort: 'Játék' },
    pl: { title: 'Codzienne nagrody: pula 50 000 €', tagline: 'Losowe nagrody pieniężne w grach stołowych i natychmiastowych każdego dnia', cta: 'Graj i wygrywaj', ctaShort: 'Graj' },
    es: { title: 'Premios diarios: bote de 50.000 €', tagline: 'Premios en efectivo al azar en juegos de mesa e instantáneos cada día', cta: 'Juega y gana', ctaShort: 'Jugar' },
  },
};
