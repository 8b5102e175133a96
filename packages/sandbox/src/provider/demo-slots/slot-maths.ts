/**
 * The demo slot's maths: 5 reels of 3 rows, 10 fixed paylines paying 3, 4 or 5 of a kind from the
 * left reel. A spin turns the numbers it is given into a grid and its wins: the server draws them
 * (slot-random.ts) and decides, the page only shows it.
 */

export const SYMBOLS = ['cherry', 'lemon', 'plum', 'bell', 'clover', 'seven', 'diamond'] as const;
export type SlotSymbol = (typeof SYMBOLS)[number];

export const REELS = 5;
export const ROWS = 3;

/** How often each symbol lands, out of the sum: fruit often, sevens and diamonds rarely. */
const WEIGHTS: Record<SlotSymbol, number> = { cherry: 30, lemon: 26, plum: 22, bell: 15, clover: 10, seven: 5, diamond: 3 };

/** Line-bet multipliers for 3, 4 and 5 of a kind. */
export const PAYS: Record<SlotSymbol, readonly [number, number, number]> = {
  cherry: [8, 24, 80],
  lemon: [12, 32, 120],
  plum: [15, 48, 180],
  bell: [24, 80, 320],
  clover: [40, 140, 600],
  seven: [100, 400, 2000],
  diamond: [200, 1000, 4000],
};

/** Row index on each reel, left to right. */
export const PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 1, 1, 0],
];

/** The bets the slot offers, in major units of the launch's currency. */
export const BETS = [0.1, 0.2, 0.5, 1, 2, 5, 10] as const;
export const MIN_BET = BETS[0];

export interface LineWin {
  line: number;
  symbol: SlotSymbol;
  count: number;
  amount: number;
}

export interface SpinOutcome {
  /** `grid[reel][row]`. */
  grid: SlotSymbol[][];
  wins: LineWin[];
  /** Total win in major units, rounded down to the cent. */
  win: number;
}

const TOTAL_WEIGHT = SYMBOLS.reduce((sum, s) => sum + WEIGHTS[s], 0);

function draw(random: () => number): SlotSymbol {
  let ticket = random() * TOTAL_WEIGHT;
  for (const symbol of SYMBOLS) {
    ticket -= WEIGHTS[symbol];
    if (ticket < 0) return symbol;
  }
  return SYMBOLS[0];
}

/** One spin at `bet`, its symbols drawn from `random`. */
export function spin(random: () => number, bet: number): SpinOutcome {
  const grid = Array.from({ length: REELS }, () => Array.from({ length: ROWS }, () => draw(random)));
  const betCents = Math.round(bet * 100);
  const wins: LineWin[] = [];
  PAYLINES.forEach((rows, line) => {
    const symbol = grid[0]![rows[0]!]!;
    let count = 1;
    while (count < REELS && grid[count]![rows[count]!] === symbol) count++;
    if (count < 3) return;
    // The line bet is a tenth of the bet; cents are kept whole so no float creeps into the ledger.
    const cents = Math.floor((betCents * PAYS[symbol][count - 3]!) / PAYLINES.length);
    if (cents > 0) wins.push({ line, symbol, count, amount: cents / 100 });
  });
  return { grid, wins, win: wins.reduce((sum, w) => sum + Math.round(w.amount * 100), 0) / 100 };
}
