import type { CampaignText, campaigns } from '../db/schema';
import { CZK_ID, EUR_ID } from './currencies';

type Texts = Record<'en' | 'cs' | 'de' | 'sk' | 'hu' | 'pl' | 'es', CampaignText>;

const reload: Texts = {
  en: { name: 'Reload bonus', description: 'Your deposit matched 100 %, wagered 30 times.' },
  cs: { name: 'Bonus za dobití', description: 'Váš vklad navýšíme o 100 %, protočit 30krát.' },
  de: { name: 'Reload-Bonus', description: 'Ihre Einzahlung zu 100 % verdoppelt, 30-mal umzusetzen.' },
  sk: { name: 'Bonus za dobitie', description: 'Váš vklad navýšime o 100 %, pretočiť 30-krát.' },
  hu: { name: 'Újratöltési bónusz', description: 'Befizetésed 100%-át jóváírjuk, 30-szoros megforgatással.' },
  pl: { name: 'Bonus od doładowania', description: 'Twoja wpłata powiększona o 100 %, do obrotu 30 razy.' },
  es: { name: 'Bono de recarga', description: 'Igualamos tu depósito al 100 %, con un requisito de apuesta de 30 veces.' },
};
const fridaySpins: Texts = {
  en: { name: 'Friday spins', description: '50 free spins with a Friday deposit.' },
  cs: { name: 'Páteční roztočení', description: '50 roztočení zdarma k pátečnímu vkladu.' },
  de: { name: 'Freitags-Freispiele', description: '50 Freispiele zu einer Einzahlung am Freitag.' },
  sk: { name: 'Piatkové točenia', description: '50 točení zadarmo k piatkovému vkladu.' },
  hu: { name: 'Pénteki pörgetések', description: '50 ingyenes pörgetés pénteki befizetéshez.' },
  pl: { name: 'Piątkowe spiny', description: '50 darmowych spinów przy piątkowej wpłacie.' },
  es: { name: 'Giros del viernes', description: '50 giros gratis con un depósito el viernes.' },
};
const highRoller: Texts = {
  en: { name: 'High roller', description: 'For large deposits only.' },
  cs: { name: 'Vysoké sázky', description: 'Jen pro vysoké vklady.' },
  de: { name: 'High Roller', description: 'Nur für hohe Einzahlungen.' },
  sk: { name: 'Vysoké stávky', description: 'Len pre vysoké vklady.' },
  hu: { name: 'Nagy tétes', description: 'Csak nagy befizetésekhez.' },
  pl: { name: 'Wysokie stawki', description: 'Tylko dla dużych wpłat.' },
  es: { name: 'Gran apostador', description: 'Solo para depósitos grandes.' },
};
const freeBonus: Texts = {
  en: { name: 'Free bonus', description: 'A bonus without a deposit, given when you save its code.' },
  cs: { name: 'Bonus zdarma', description: 'Bonus bez vkladu, připíše se po uložení jeho kódu.' },
  de: { name: 'Gratisbonus', description: 'Ein Bonus ohne Einzahlung, gutgeschrieben, sobald Sie seinen Code speichern.' },
  sk: { name: 'Bonus zadarmo', description: 'Bonus bez vkladu, pripíše sa po uložení jeho kódu.' },
  hu: { name: 'Ingyenes bónusz', description: 'Befizetés nélküli bónusz, a kódja mentésekor jóváírjuk.' },
  pl: { name: 'Darmowy bonus', description: 'Bonus bez wpłaty, przyznawany po zapisaniu jego kodu.' },
  es: { name: 'Bono gratis', description: 'Un bono sin depósito, que se abona al guardar su código.' },
};
const weekend: Texts = {
  en: { name: 'Weekend bonus', description: 'A weekend deposit matched 50 %, wagered 30 times.' },
  cs: { name: 'Víkendový bonus', description: 'Víkendový vklad navýšíme o 50 %, protočit 30krát.' },
  de: { name: 'Wochenendbonus', description: 'Eine Einzahlung am Wochenende um 50 % erhöht, 30-mal umzusetzen.' },
  sk: { name: 'Víkendový bonus', description: 'Víkendový vklad navýšime o 50 %, pretočiť 30-krát.' },
  hu: { name: 'Hétvégi bónusz', description: 'Hétvégi befizetésed 50%-át jóváírjuk, 30-szoros megforgatással.' },
  pl: { name: 'Bonus weekendowy', description: 'Weekendowa wpłata powiększona o 50 %, do obrotu 30 razy.' },
  es: { name: 'Bono de fin de semana', description: 'Un depósito de fin de semana aumentado un 50 %, con un requisito de apuesta de 30 veces.' },
};

const DAY = 86_400_000;

/** Ids of the campaigns the seeded players are offered or play. */
export const SEED_CAMPAIGN = {
  reloadEur: 801,
  fridaySpinsEur: 802,
  highRollerEur: 803,
  freeEur: 804,
  reloadCzk: 811,
  freeCzk: 812,
  weekendCzk: 813,
} as const;

/**
 * The campaign catalogue of the player area: deposit campaigns (one not valid yet, one hidden from
 * the list) and a hidden bonus without a deposit reached by its code, in euros and in koruny.
 */
export function seedCampaigns(now: Date): (typeof campaigns.$inferInsert)[] {
  return [
    { id: SEED_CAMPAIGN.reloadEur, code: 'RELOAD100', currencyId: EUR_ID, isDeposit: true, amount: '200.00', minDeposit: '20.00', wagering: 30, maxBet: '5.00', validDays: 30, texts: reload },
    { id: SEED_CAMPAIGN.fridaySpinsEur, code: 'FRIDAY50', currencyId: EUR_ID, isDeposit: true, amount: '50.00', minDeposit: '10.00', wagering: 35, maxBet: '2.00', freespins: 50, validDays: 7, validFrom: new Date(now.getTime() + 2 * DAY), texts: fridaySpins },
    { id: SEED_CAMPAIGN.highRollerEur, code: 'HIGHROLLER', currencyId: EUR_ID, isDeposit: true, visible: false, amount: '1000.00', minDeposit: '500.00', wagering: 40, maxBet: '25.00', validDays: 30, texts: highRoller },
    { id: SEED_CAMPAIGN.freeEur, code: 'FREE10', currencyId: EUR_ID, isDeposit: false, visible: false, amount: '10.00', wagering: 50, maxBet: '2.00', validDays: 7, texts: freeBonus },
    { id: SEED_CAMPAIGN.reloadCzk, code: 'RELOAD100', currencyId: CZK_ID, isDeposit: true, amount: '5000.00', minDeposit: '500.00', wagering: 30, maxBet: '125.00', validDays: 30, texts: reload },
    { id: SEED_CAMPAIGN.freeCzk, code: 'FREE250', currencyId: CZK_ID, isDeposit: false, visible: false, amount: '250.00', wagering: 50, maxBet: '50.00', validDays: 7, texts: freeBonus },
    { id: SEED_CAMPAIGN.weekendCzk, code: 'WEEKEND50', currencyId: CZK_ID, isDeposit: true, amount: '2500.00', minDeposit: '1000.00', wagering: 30, maxBet: '100.00', validDays: 14, texts: weekend },
  ];
}
