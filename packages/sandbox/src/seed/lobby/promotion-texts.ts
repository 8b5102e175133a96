import type { CmsLanguage } from './banner-texts';
import { welcomeName, welcomeOffer } from './welcome-offer';

/** One promotion's words; the HTML content is built from them (seed/lobby/promotions.ts). */
export interface PromotionWords {
  name: string;
  comment: string;
  intro: string;
  steps: [string, string];
}

export type PromotionKey = 'welcome' | 'reload' | 'live-cashback' | 'free-spins-friday' | 'summer-tournament' | 'crash-race';

/** The closing line of every promotion's terms. */
export const termsLine: Record<CmsLanguage, string> = {
  en: '18+ only. Wagering and full terms apply. Please play responsibly.',
  cs: 'Pouze pro osoby starší 18 let. Platí podmínky sázení a úplné podmínky. Hrajte zodpovědně.',
  de: 'Nur ab 18 Jahren. Umsatzbedingungen und vollständige AGB gelten. Bitte spielen Sie verantwortungsvoll.',
  sk: 'Len pre osoby staršie ako 18 rokov. Platia podmienky stávkovania a úplné podmienky. Hrajte zodpovedne.',
  hu: 'Csak 18 éven felülieknek. Megforgatási és teljes feltételek érvényesek. Játssz felelősen.',
  pl: 'Tylko dla osób pełnoletnich. Obowiązują warunki obrotu i pełny regulamin. Graj odpowiedzialnie.',
  es: 'Solo mayores de 18 años. Se aplican requisitos de apuesta y condiciones completas. Juega con responsabilidad.',
};

export const promotionWords: Record<PromotionKey, Record<CmsLanguage, PromotionWords>> = {
  welcome: {
    en: { name: welcomeName.en, comment: welcomeOffer('en'), intro: 'Double your first deposit and start with 200 free spins on our most popular slots.', steps: ['Register and verify your e-mail or phone.', 'Deposit at least €20 and the bonus is added at once.'] },
    cs: { name: welcomeName.cs, comment: welcomeOffer('cs'), intro: 'Zdvojnásobte svůj první vklad a začněte s 200 roztočeními zdarma na našich nejoblíbenějších automatech.', steps: ['Zaregistrujte se a ověřte e-mail nebo telefon.', 'Vložte alespoň 20 € a bonus se připíše okamžitě.'] },
    de: { name: welcomeName.de, comment: welcomeOffer('de'), intro: 'Verdoppeln Sie Ihre erste Einzahlung und starten Sie mit 200 Freispielen an unseren beliebtesten Slots.', steps: ['Registrieren Sie sich und bestätigen Sie E-Mail oder Telefon.', 'Zahlen Sie mindestens 20 € ein, der Bonus wird sofort gutgeschrieben.'] },
    sk: { name: welcomeName.sk, comment: welcomeOffer('sk'), intro: 'Zdvojnásobte svoj prvý vklad a začnite s 200 točeniami zadarmo na našich najobľúbenejších automatoch.', steps: ['Zaregistrujte sa a overte e-mail alebo telefón.', 'Vložte aspoň 20 € a bonus sa pripíše okamžite.'] },
    hu: { name: welcomeName.hu, comment: welcomeOffer('hu'), intro: 'Duplázd meg az első befizetésed, és kezdj 200 ingyenes pörgetéssel a legnépszerűbb nyerőgépeinken.', steps: ['Regisztrálj, és erősítsd meg az e-mail-címed vagy a telefonszámod.', 'Fizess be legalább 20 €-t, a bónuszt azonnal jóváírjuk.'] },
    pl: { name: welcomeName.pl, comment: welcomeOffer('pl'), intro: 'Podwój swoją pierwszą wpłatę i zacznij z 200 darmowymi spinami na naszych najpopularniejszych automatach.', steps: ['Zarejestruj się i potwierdź e-mail lub telefon.', 'Wpłać co najmniej 20 €, a bonus zostanie dodany od razu.'] },
    es: { name: welcomeName.es, comment: welcomeOffer('es'), intro: 'Duplica tu primer depósito y empieza con 200 giros gratis en nuestras tragaperras más populares.', steps: ['Regístrate y verifica tu correo o tu teléfono.', 'Deposita al menos 20 € y el bono se añade al instante.'] },
  },
  reload: {
    en: { name: 'Weekend reload', comment: '50% up to €200 every weekend', intro: 'Top up on Saturday or Sunday and get half of your deposit on top.', steps: ['Deposit at least €20 on a Saturday or Sunday.', 'Enter the code WEEKEND50 in the cashier.'] },
    cs: { name: 'Víkendový bonus', comment: '50 % až 200 € každý víkend', intro: 'Vložte v sobotu nebo v neděli a získejte navíc polovinu vkladu.', steps: ['Vložte alespoň 20 € v sobotu nebo v neděli.', 'Zadejte v pokladně kód WEEKEND50.'] },
    de: { name: 'Wochenend-Reload', comment: '50 % bis 200 € jedes Wochenende', intro: 'Zahlen Sie am Samstag oder Sonntag ein und erhalten Sie die Hälfte Ihrer Einzahlung dazu.', steps: ['Zahlen Sie an einem Samstag oder Sonntag mindestens 20 € ein.', 'Geben Sie an der Kasse den Code WEEKEND50 ein.'] },
    sk: { name: 'Víkendový bonus', comment: '50 % až do 200 € každý víkend', intro: 'Vložte v sobotu alebo v nedeľu a získajte navyše polovicu vkladu.', steps: ['Vložte aspoň 20 € v sobotu alebo v nedeľu.', 'Zadajte v pokladni kód WEEKEND50.'] },
    hu: { name: 'Hétvégi újratöltés', comment: '50% 200 €-ig minden hétvégén', intro: 'Fizess be szombaton vagy vasárnap, és a befizetésed felét ráadásként kapod.', steps: ['Fizess be legalább 20 €-t szombaton vagy vasárnap.', 'Add meg a WEEKEND50 kódot a pénztárban.'] },
    pl: { name: 'Weekendowe doładowanie', comment: '50% do 200 € w każdy weekend', intro: 'Wpłać w sobotę lub niedzielę i otrzymaj dodatkowo połowę wpłaty.', steps: ['Wpłać co najmniej 20 € w sobotę lub niedzielę.', 'Wpisz w kasie kod WEEKEND50.'] },
    es: { name: 'Recarga de fin de semana', comment: '50 % hasta 200 € cada fin de semana', intro: 'Recarga el sábado o el domingo y recibe la mitad de tu depósito como extra.', steps: ['Deposita al menos 20 € un sábado o un domingo.', 'Introduce el código WEEKEND50 en la caja.'] },
  },
  'live-cashback': {
    en: { name: 'Live casino cashback', comment: '10% back on live tables every Monday', intro: 'Play at our live tables and get a tenth of your net losses back, in real money and without wagering.', steps: ['Play any live casino game during the week.', 'Your cashback is paid every Monday by noon.'] },
    cs: { name: 'Cashback v živém kasinu', comment: '10 % zpět za živé stoly každé pondělí', intro: 'Hrajte u živých stolů a získejte zpět desetinu čisté ztráty ve skutečných penězích a bez protočení.', steps: ['Během týdne hrajte libovolnou hru živého kasina.', 'Cashback vyplácíme každé pondělí do poledne.'] },
    de: { name: 'Live-Casino-Cashback', comment: '10 % zurück an Live-Tischen, jeden Montag', intro: 'Spielen Sie an unseren Live-Tischen und erhalten Sie ein Zehntel Ihrer Nettoverluste in Echtgeld und ohne Umsatz zurück.', steps: ['Spielen Sie während der Woche ein beliebiges Live-Casino-Spiel.', 'Ihr Cashback wird jeden Montag bis 12 Uhr ausgezahlt.'] },
    sk: { name: 'Cashback v živom kasíne', comment: '10 % späť za živé stoly každý pondelok', intro: 'Hrajte pri živých stoloch a získajte späť desatinu čistej straty v skutočných peniazoch a bez pretočenia.', steps: ['Počas týždňa hrajte ľubovoľnú hru živého kasína.', 'Cashback vyplácame každý pondelok do poludnia.'] },
    hu: { name: 'Élő kaszinó visszatérítés', comment: '10% vissza az élő asztaloknál minden hétfőn', intro: 'Játssz élő asztalainknál, és kapd vissza a nettó veszteséged tizedét valódi pénzben, megforgatás nélkül.', steps: ['Játssz bármelyik élő kaszinójátékkal a héten.', 'A visszatérítést minden hétfőn délig jóváírjuk.'] },
    pl: { name: 'Cashback w kasynie na żywo', comment: '10% zwrotu przy stołach na żywo w każdy poniedziałek', intro: 'Graj przy naszych stołach na żywo i odzyskaj jedną dziesiątą strat netto w prawdziwych pieniądzach, bez obrotu.', steps: ['Graj w dowolną grę kasyna na żywo w ciągu tygodnia.', 'Cashback wypłacamy w każdy poniedziałek do południa.'] },
    es: { name: 'Reembolso del casino en vivo', comment: '10 % de vuelta en mesas en vivo cada lunes', intro: 'Juega en nuestras mesas en vivo y recupera la décima parte de tus pérdidas netas en dinero real y sin requisitos de apuesta.', steps: ['Juega a cualquier juego del casino en vivo durante la semana.', 'El reembolso se paga cada lunes antes del mediodía.'] },
  },
  'free-spins-friday': {
    en: { name: 'Free spins Friday', comment: 'Up to 100 free spins every Friday', intro: 'Every Friday your deposit unlocks free spins on the slot of the week.', steps: ['Deposit €20 for 25 spins, €50 for 50 spins or €100 for 100 spins.', 'The spins are ready in the slot of the week within minutes.'] },
    cs: { name: 'Páteční roztočení zdarma', comment: 'Až 100 roztočení zdarma každý pátek', intro: 'Každý pátek vám vklad odemkne roztočení zdarma na automatu týdne.', steps: ['Vložte 20 € za 25 roztočení, 50 € za 50 nebo 100 € za 100 roztočení.', 'Roztočení jsou během několika minut připravena v automatu týdne.'] },
    de: { name: 'Freispiel-Freitag', comment: 'Bis zu 100 Freispiele jeden Freitag', intro: 'Jeden Freitag schaltet Ihre Einzahlung Freispiele am Slot der Woche frei.', steps: ['Zahlen Sie 20 € für 25, 50 € für 50 oder 100 € für 100 Freispiele ein.', 'Die Freispiele stehen innerhalb weniger Minuten im Slot der Woche bereit.'] },
    sk: { name: 'Piatkové točenia zadarmo', comment: 'Až 100 točení zadarmo každý piatok', intro: 'Každý piatok vám vklad odomkne točenia zadarmo na automate týždňa.', steps: ['Vložte 20 € za 25 točení, 50 € za 50 alebo 100 € za 100 točení.', 'Točenia sú do niekoľkých minút pripravené v automate týždňa.'] },
    hu: { name: 'Ingyenes pörgetések péntekje', comment: 'Akár 100 ingyenes pörgetés minden pénteken', intro: 'Minden pénteken a befizetésed ingyenes pörgetéseket nyit meg a hét nyerőgépén.', steps: ['Fizess be 20 €-t 25, 50 €-t 50 vagy 100 €-t 100 pörgetésért.', 'A pörgetések néhány percen belül várnak a hét nyerőgépén.'] },
    pl: { name: 'Piątek z darmowymi spinami', comment: 'Do 100 darmowych spinów w każdy piątek', intro: 'W każdy piątek Twoja wpłata odblokowuje darmowe spiny na automacie tygodnia.', steps: ['Wpłać 20 € za 25 spinów, 50 € za 50 lub 100 € za 100 spinów.', 'Spiny czekają na automacie tygodnia w ciągu kilku minut.'] },
    es: { name: 'Viernes de giros gratis', comment: 'Hasta 100 giros gratis cada viernes', intro: 'Cada viernes tu depósito desbloquea giros gratis en la tragaperras de la semana.', steps: ['Deposita 20 € por 25 giros, 50 € por 50 o 100 € por 100 giros.', 'Los giros estarán listos en la tragaperras de la semana en pocos minutos.'] },
  },
  'summer-tournament': {
    en: { name: 'Summer slots tournament', comment: '€25,000 shared among the top 500 players', intro: 'Climb the leaderboard with every spin: the biggest win multipliers take the prizes.', steps: ['Opt in on the tournament page once it starts.', 'Play any participating slot with at least €0.20 per spin.'] },
    cs: { name: 'Letní turnaj automatů', comment: '25 000 € pro 500 nejlepších hráčů', intro: 'S každým roztočením stoupáte v žebříčku: ceny získají nejvyšší násobky výher.', steps: ['Po začátku se přihlaste na stránce turnaje.', 'Hrajte kterýkoli zapojený automat se sázkou alespoň 0,20 € za roztočení.'] },
    de: { name: 'Sommer-Slotturnier', comment: '25.000 € für die besten 500 Spieler', intro: 'Klettern Sie mit jedem Dreh in der Rangliste: Die höchsten Gewinnmultiplikatoren holen die Preise.', steps: ['Melden Sie sich nach dem Start auf der Turnierseite an.', 'Spielen Sie einen teilnehmenden Slot mit mindestens 0,20 € pro Dreh.'] },
    sk: { name: 'Letný turnaj automatov', comment: '25 000 € pre 500 najlepších hráčov', intro: 'S každým točením stúpate v rebríčku: ceny získajú najvyššie násobky výhier.', steps: ['Po začiatku sa prihláste na stránke turnaja.', 'Hrajte ktorýkoľvek zapojený automat so stávkou aspoň 0,20 € za točenie.'] },
    hu: { name: 'Nyári nyerőgépverseny', comment: '25 000 € a legjobb 500 játékosnak', intro: 'Minden pörgetéssel feljebb léphetsz a ranglistán: a legnagyobb nyerési szorzók viszik a díjakat.', steps: ['A kezdés után jelentkezz a verseny oldalán.', 'Játssz bármelyik részt vevő nyerőgéppel legalább 0,20 € tétért pörgetésenként.'] },
    pl: { name: 'Letni turniej automatów', comment: '25 000 € dla 500 najlepszych graczy', intro: 'Każdym spinem wspinasz się w rankingu: nagrody zdobywają najwyższe mnożniki wygranych.', steps: ['Po starcie zapisz się na stronie turnieju.', 'Graj na dowolnym automacie z turnieju za co najmniej 0,20 € na spin.'] },
    es: { name: 'Torneo de tragaperras de verano', comment: '25.000 € para los 500 mejores jugadores', intro: 'Sube en la clasificación con cada giro: los mayores multiplicadores de premio se llevan los premios.', steps: ['Apúntate en la página del torneo cuando empiece.', 'Juega a cualquier tragaperras participante con al menos 0,20 € por giro.'] },
  },
  'crash-race': {
    en: { name: 'Crash race', comment: 'Highest cash-out multiplier wins €5,000', intro: 'A week-long race on our crash games: the boldest cash-outs lead the table.', steps: ['Play any crash game with at least €1 per round.', 'Your best multiplier of the week counts.'] },
    cs: { name: 'Crash závod', comment: 'Nejvyšší násobek výběru vyhrává 5 000 €', intro: 'Týdenní závod v crash hrách: tabulku vedou nejodvážnější výběry.', steps: ['Hrajte libovolnou crash hru se sázkou alespoň 1 € za kolo.', 'Počítá se váš nejlepší násobek týdne.'] },
    de: { name: 'Crash-Rennen', comment: 'Der höchste Auszahlungsmultiplikator gewinnt 5.000 €', intro: 'Ein einwöchiges Rennen auf unseren Crash-Spielen: Die mutigsten Auszahlungen führen die Tabelle an.', steps: ['Spielen Sie ein Crash-Spiel mit mindestens 1 € pro Runde.', 'Es zählt Ihr bester Multiplikator der Woche.'] },
    sk: { name: 'Crash preteky', comment: 'Najvyšší násobok výberu vyhráva 5 000 €', intro: 'Týždenné preteky v crash hrách: tabuľku vedú najodvážnejšie výbery.', steps: ['Hrajte ľubovoľnú crash hru so stávkou aspoň 1 € za kolo.', 'Počíta sa váš najlepší násobok týždňa.'] },
    hu: { name: 'Crash verseny', comment: 'A legmagasabb kifizetési szorzó 5000 €-t nyer', intro: 'Egyhetes verseny a crash játékainkon: a legbátrabb kifizetések vezetik a táblát.', steps: ['Játssz bármelyik crash játékkal legalább 1 € tétért körönként.', 'A heti legjobb szorzód számít.'] },
    pl: { name: 'Wyścig crash', comment: 'Najwyższy mnożnik wypłaty wygrywa 5000 €', intro: 'Tygodniowy wyścig w grach crash: tabelę prowadzą najodważniejsze wypłaty.', steps: ['Graj w dowolną grę crash za co najmniej 1 € na rundę.', 'Liczy się Twój najlepszy mnożnik tygodnia.'] },
    es: { name: 'Carrera crash', comment: 'El mayor multiplicador de retirada gana 5.000 €', intro: 'Una carrera de una semana en nuestros juegos crash: las retiradas más atrevidas lideran la tabla.', steps: ['Juega a cualquier juego crash con al menos 1 € por ronda.', 'Cuenta tu mejor multiplicador de la semana.'] },
  },
};
