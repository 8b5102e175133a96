import type { Language } from '@casino-sdk/core/rules';

/** The words of one language's questionnaire: each question and option by its id, and a box's answers. */
export interface SowqTexts {
  questions: Record<number, string>;
  options: Record<number, string>;
  yes: string;
  no: string;
}

/**
 * The source-of-wealth questionnaire in the seven languages of the site, as a platform's back office
 * keeps a questionnaire's translations: the same questions (same ids) in each language.
 */
export const SOWQ_TEXTS: Record<Language, SowqTexts> = {
  en: {
    questions: {
      1: 'What is the main source of the funds you play with?',
      2: 'Your occupation',
      3: 'Your yearly net income in EUR',
      4: 'Since when have you had this income?',
      5: 'How much do you expect to deposit in a month?',
      6: 'Anything else we should know about where your funds come from?',
      7: 'I confirm that the funds I play with are my own and come from the source given above.',
    },
    options: { 11: 'Employment', 12: 'Self-employment or a business', 13: 'Savings', 14: 'Inheritance or a gift', 15: 'Pension', 16: 'Investments', 51: 'Up to EUR 500', 52: 'EUR 500 to 2,000', 53: 'More than EUR 2,000' },
    yes: 'Yes',
    no: 'No',
  },
  cs: {
    questions: {
      1: 'Jaký je hlavní zdroj prostředků, se kterými hrajete?',
      2: 'Vaše povolání',
      3: 'Váš roční čistý příjem v EUR',
      4: 'Odkdy máte tento příjem?',
      5: 'Kolik očekáváte, že vložíte za měsíc?',
      6: 'Chcete nám k původu svých prostředků sdělit ještě něco?',
      7: 'Potvrzuji, že prostředky, se kterými hraji, jsou mé vlastní a pocházejí z výše uvedeného zdroje.',
    },
    options: { 11: 'Zaměstnání', 12: 'Podnikání', 13: 'Úspory', 14: 'Dědictví nebo dar', 15: 'Důchod', 16: 'Investice', 51: 'Do 500 EUR', 52: '500 až 2 000 EUR', 53: 'Více než 2 000 EUR' },
    yes: 'Ano',
    no: 'Ne',
  },
  de: {
    questions: {
      1: 'Was ist die Hauptquelle der Mittel, mit denen Sie spielen?',
      2: 'Ihr Beruf',
      3: 'Ihr jährliches Nettoeinkommen in EUR',
      4: 'Seit wann haben Sie dieses Einkommen?',
      5: 'Wie viel möchten Sie voraussichtlich pro Monat einzahlen?',
      6: 'Gibt es noch etwas, das wir über die Herkunft Ihrer Mittel wissen sollten?',
      7: 'Ich bestätige, dass die Mittel, mit denen ich spiele, mir gehören und aus der oben genannten Quelle stammen.',
    },
    options: { 11: 'Anstellung', 12: 'Selbstständigkeit oder ein Unternehmen', 13: 'Ersparnisse', 14: 'Erbschaft oder Schenkung', 15: 'Rente', 16: 'Kapitalanlagen', 51: 'Bis 500 EUR', 52: '500 bis 2.000 EUR', 53: 'Mehr als 2.000 EUR' },
    yes: 'Ja',
    no: 'Nein',
  },
  sk: {
    questions: {
      1: 'Aký je hlavný zdroj prostriedkov, s ktorými hráte?',
      2: 'Vaše povolanie',
      3: 'Váš ročný čistý príjem v EUR',
      4: 'Odkedy máte tento príjem?',
      5: 'Koľko očakávate, že vložíte za mesiac?',
      6: 'Chcete nám k pôvodu svojich prostriedkov povedať ešte niečo?',
      7: 'Potvrdzujem, že prostriedky, s ktorými hrám, sú moje vlastné a pochádzajú z vyššie uvedeného zdroja.',
    },
    options: { 11: 'Zamestnanie', 12: 'Podnikanie', 13: 'Úspory', 14: 'Dedičstvo alebo dar', 15: 'Dôchodok', 16: 'Investície', 51: 'Do 500 EUR', 52: '500 až 2 000 EUR', 53: 'Viac ako 2 000 EUR' },
    yes: 'Áno',
    no: 'Nie',
  },
  hu: {
    questions: {
      1: 'Mi a játékhoz használt pénzeszközei fő forrása?',
      2: 'Az Ön foglalkozása',
      3: 'Éves nettó jövedelme EUR-ban',
      4: 'Mióta van ez a jövedelme?',
      5: 'Havonta várhatóan mennyit fog befizetni?',
      6: 'Van még valami, amit tudnunk kellene pénzeszközei eredetéről?',
      7: 'Megerősítem, hogy a játékhoz használt pénzeszközök a sajátjaim, és a fent megadott forrásból származnak.',
    },
    options: { 11: 'Munkaviszony', 12: 'Egyéni vállalkozás vagy cég', 13: 'Megtakarítás', 14: 'Örökség vagy ajándék', 15: 'Nyugdíj', 16: 'Befektetések', 51: 'Legfeljebb 500 EUR', 52: '500–2000 EUR', 53: 'Több mint 2000 EUR' },
    yes: 'Igen',
    no: 'Nem',
  },
  pl: {
    questions: {
      1: 'Jakie jest główne źródło środków, którymi grasz?',
      2: 'Twój zawód',
      3: 'Twój roczny dochód netto w EUR',
      4: 'Od kiedy masz ten dochód?',
      5: 'Ile zamierzasz wpłacać miesięcznie?',
      6: 'Czy jest coś jeszcze, co powinniśmy wiedzieć o pochodzeniu Twoich środków?',
      7: 'Potwierdzam, że środki, którymi gram, są moje i pochodzą z podanego wyżej źródła.',
    },
    options: { 11: 'Zatrudnienie', 12: 'Własna działalność lub firma', 13: 'Oszczędności', 14: 'Spadek lub darowizna', 15: 'Emerytura', 16: 'Inwestycje', 51: 'Do 500 EUR', 52: 'Od 500 do 2000 EUR', 53: 'Ponad 2000 EUR' },
    yes: 'Tak',
    no: 'Nie',
  },
  es: {
    questions: {
      1: '¿Cuál es la fuente principal de los fondos con los que juegas?',
      2: 'Tu profesión',
      3: 'Tus ingresos netos anuales en EUR',
      4: '¿Desde cuándo tienes estos ingresos?',
      5: '¿Cuánto esperas depositar al mes?',
      6: '¿Hay algo más que debamos saber sobre el origen de tus fondos?',
      7: 'Confirmo que los fondos con los que juego son míos y proceden de la fuente indicada arriba.',
    },
    options: { 11: 'Empleo', 12: 'Trabajo por cuenta propia o una empresa', 13: 'Ahorros', 14: 'Herencia o donación', 15: 'Pensión', 16: 'Inversiones', 51: 'Hasta 500 EUR', 52: 'De 500 a 2.000 EUR', 53: 'Más de 2.000 EUR' },
    yes: 'Sí',
    no: 'No',
  },
};
