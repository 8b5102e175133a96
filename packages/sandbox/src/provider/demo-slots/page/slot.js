/* global location, history, document, window, matchMedia */
// The demo slot's page script. The server decides every round (POST api/spin with the launch
// token); this only shows it, keeps the bet, obeys pause/resume from the site and tells the site
// when the balance moves. Messages go to, and are taken from, the site's origin only, in the
// shapes of core/contract/game-messages.ts.

const TEXTS = {
  en: { balance: 'Balance', bet: 'Bet', win: 'Win', spin: 'Spin', demo: 'Demo', bonus: 'Bonus money', paused: 'Paused', lower: 'Lower the bet', raise: 'Raise the bet', reels: 'Reels', won: 'You win {amount}!', jackpot: 'Jackpot! You win {amount}!', noWin: 'No win this time', unavailable: 'The game session has ended. Close the game and start it again.', failed: 'The spin did not go through. Try again.' },
  cs: { balance: 'Zůstatek', bet: 'Sázka', win: 'Výhra', spin: 'Točit', demo: 'Demo', bonus: 'Bonusové peníze', paused: 'Pozastaveno', lower: 'Snížit sázku', raise: 'Zvýšit sázku', reels: 'Válce', won: 'Vyhráváte {amount}!', jackpot: 'Jackpot! Vyhráváte {amount}!', noWin: 'Tentokrát bez výhry', unavailable: 'Herní relace skončila. Zavřete hru a spusťte ji znovu.', failed: 'Zatočení se nepodařilo. Zkuste to znovu.' },
  de: { balance: 'Guthaben', bet: 'Einsatz', win: 'Gewinn', spin: 'Drehen', demo: 'Demo', bonus: 'Bonusgeld', paused: 'Pausiert', lower: 'Einsatz senken', raise: 'Einsatz erhöhen', reels: 'Walzen', won: 'Sie gewinnen {amount}!', jackpot: 'Jackpot! Sie gewinnen {amount}!', noWin: 'Diesmal kein Gewinn', unavailable: 'Die Spielsitzung ist beendet. Schließen Sie das Spiel und starten Sie es neu.', failed: 'Die Drehung ist fehlgeschlagen. Bitte erneut versuchen.' },
  sk: { balance: 'Zostatok', bet: 'Stávka', win: 'Výhra', spin: 'Točiť', demo: 'Demo', bonus: 'Bonusové peniaze', paused: 'Pozastavené', lower: 'Znížiť stávku', raise: 'Zvýšiť stávku', reels: 'Valce', won: 'Vyhrávate {amount}!', jackpot: 'Jackpot! Vyhrávate {amount}!', noWin: 'Tentoraz bez výhry', unavailable: 'Herná relácia skončila. Zatvorte hru a spustite ju znova.', failed: 'Zatočenie sa nepodarilo. Skúste to znova.' },
  hu: { balance: 'Egyenleg', bet: 'Tét', win: 'Nyeremény', spin: 'Pörgetés', demo: 'Demó', bonus: 'Bónuszpénz', paused: 'Szüneteltetve', lower: 'Tét csökkentése', raise: 'Tét növelése', reels: 'Tárcsák', won: 'Nyereménye {amount}!', jackpot: 'Jackpot! Nyereménye {amount}!', noWin: 'Most nincs nyeremény', unavailable: 'A játékmenet véget ért. Zárja be a játékot, és indítsa újra.', failed: 'A pörgetés nem sikerült. Próbálja újra.' },
  pl: { balance: 'Saldo', bet: 'Zakład', win: 'Wygrana', spin: 'Kręć', demo: 'Demo', bonus: 'Środki bonusowe', paused: 'Wstrzymano', lower: 'Zmniejsz zakład', raise: 'Zwiększ zakład', reels: 'Bębny', won: 'Wygrywasz {amount}!', jackpot: 'Jackpot! Wygrywasz {amount}!', noWin: 'Tym razem bez wygranej', unavailable: 'Sesja gry wygasła. Zamknij grę i uruchom ją ponownie.', failed: 'Obrót się nie udał. Spróbuj ponownie.' },
  es: { balance: 'Saldo', bet: 'Apuesta', win: 'Premio', spin: 'Girar', demo: 'Demo', bonus: 'Dinero de bono', paused: 'En pausa', lower: 'Bajar la apuesta', raise: 'Subir la apuesta', reels: 'Rodillos', won: '¡Ganas {amount}!', jackpot: '¡Bote! ¡Ganas {amount}!', noWin: 'Esta vez no hay premio', unavailable: 'La sesión de juego ha terminado. Cierra el juego y vuelve a abrirlo.', failed: 'El giro no se pudo completar. Inténtalo de nuevo.' },
};

const SYMBOLS = ['cherry', 'lemon', 'plum', 'bell', 'clover', 'seven', 'diamond'];
const SVG_NS = 'http://www.w3.org/2000/svg';
const REEL_STOP_MS = 180;

const params = new URLSearchParams(location.search);
const token = params.get('token') ?? '';
const language = Object.hasOwn(TEXTS, params.get('lang') ?? '') ? params.get('lang') : 'en';
const t = TEXTS[language];
// The token stays in memory: out of the address bar, the history and any later referrer.
history.replaceState(null, '', location.pathname);
document.documentElement.lang = language;

const $ = (id) => document.getElementById(id);
const reelsEl = $('reels');
const spinButton = $('spin');
const betDown = $('bet-down');
const betUp = $('bet-up');
const messageEl = $('message');

const state = { session: null, betIndex: 0, round: 0, busy: false, paused: false, ended: false };

function money(value) {
  const currency = state.session?.currency ?? 'EUR';
  return new Intl.NumberFormat(language, { style: 'currency', currency }).format(value);
}

function symbolSvg(name) {
  const svg = document.createElementNS(SVG_NS, 'svg');
  svg.setAttribute('viewBox', '0 0 64 64');
  svg.setAttribute('aria-hidden', 'true');
  const use = document.createElementNS(SVG_NS, 'use');
  use.setAttribute('href', `#s-${name}`);
  svg.append(use);
  return svg;
}

function buildReels(grid) {
  reelsEl.replaceChildren(
    ...grid.map((column) => {
      const reel = document.createElement('div');
      reel.className = 'reel';
      for (const name of column) {
        const cell = document.createElement('div');
        cell.className = 'cell';
        cell.dataset.symbol = name;
        cell.append(symbolSvg(name));
        reel.append(cell);
      }
      return reel;
    }),
  );
  reelsEl.setAttribute('aria-label', `${t.reels}: ${grid.map((column) => column.join(' ')).join(' | ')}`);
}

function setReel(index, column) {
  const reel = reelsEl.children[index];
  reel.classList.remove('is-spinning');
  column.forEach((name, row) => {
    const cell = reel.children[row];
    cell.dataset.symbol = name;
    cell.classList.remove('is-win');
    cell.replaceChildren(symbolSvg(name));
  });
}

function randomGrid() {
  return Array.from({ length: 5 }, () => Array.from({ length: 3 }, () => SYMBOLS[Math.floor(Math.random() * SYMBOLS.length)]));
}

const PAYLINES = [
  [1, 1, 1, 1, 1], [0, 0, 0, 0, 0], [2, 2, 2, 2, 2], [0, 1, 2, 1, 0], [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2], [2, 2, 1, 0, 0], [1, 0, 0, 0, 1], [1, 2, 2, 2, 1], [0, 1, 1, 1, 0],
];

function markWins(wins) {
  for (const win of wins) {
    PAYLINES[win.line].slice(0, win.count).forEach((row, reel) => reelsEl.children[reel].children[row].classList.add('is-win'));
  }
}

function post(message) {
  if (!state.session || window.parent === window) return;
  window.parent.postMessage({ source: 'casino-game', ...message }, state.session.parent_origin);
}

function showMessage(text, isError = false) {
  messageEl.textContent = text;
  messageEl.classList.toggle('is-error', isError);
}

function render() {
  const s = state.session;
  if (!s) return;
  const bet = s.bets[state.betIndex];
  $('balance').textContent = money(s.bonus_play ? s.balance + s.bonus : s.balance);
  $('bet').textContent = money(bet);
  betDown.disabled = state.busy || state.betIndex === 0;
  betUp.disabled = state.busy || state.betIndex === s.bets.length - 1 || (s.max_bet !== null && s.bets[state.betIndex + 1] > s.max_bet);
  spinButton.disabled = state.busy || state.paused || state.ended;
  $('paused').hidden = !state.paused;
}

async function call(path, body) {
  const response = await fetch(`/provider/demo-slots/api/${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body ?? {}),
  });
  const data = await response.json().catch(() => ({}));
  if (!response.ok) throw Object.assign(new Error(data.message ?? t.failed), { status: response.status, code: data.code ?? 'error', refusal: data.refusal });
  return data;
}

function wait(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function spin() {
  if (state.busy || state.paused || state.ended || !state.session) return;
  state.busy = true;
  render();
  showMessage('');
  $('win').textContent = money(0);
  const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
  if (!reduced) for (const reel of reelsEl.children) reel.classList.add('is-spinning');
  const bet = state.session.bets[state.betIndex];
  try {
    const result = await call('spin', { bet, round: state.round + 1 });
    state.round = result.round;
    if (!reduced) await wait(REEL_STOP_MS * 2);
    for (let i = 0; i < result.grid.length; i++) {
      setReel(i, result.grid[i]);
      if (!reduced) await wait(REEL_STOP_MS);
    }
    reelsEl.setAttribute('aria-label', `${t.reels}: ${result.grid.map((column) => column.join(' ')).join(' | ')}`);
    markWins(result.wins);
    Object.assign(state.session, { balance: result.balance, bonus: result.bonus });
    $('win').textContent = money(result.win);
    // A jackpot is paid on top of the line wins; the message names it (the win box keeps the reels' win).
    showMessage(result.jackpot ? t.jackpot.replace('{amount}', money(result.jackpot)) : result.win > 0 ? t.won.replace('{amount}', money(result.win)) : t.noWin);
    post({ type: 'round-finished', bet: result.bet, win: result.jackpot ? Math.round((result.win + result.jackpot) * 100) / 100 : result.win, bonus: result.from_bonus });
    post({ type: 'balance-changed', balance: result.balance, bonus: result.bonus, currency: state.session.currency });
  } catch (error) {
    for (const reel of reelsEl.children) reel.classList.remove('is-spinning');
    if (error.status === 401) state.ended = true;
    // The casino's frame asks the reality check in the player's language (and shows the game paused): the game says nothing.
    if (error.code === 'awaiting_reality_check') showMessage('');
    else showMessage(error.status === 401 ? t.unavailable : error.message, true);
    post({ type: 'refused', code: error.code ?? 'error', message: error.message, ...(error.refusal ? { refusal: error.refusal } : {}) });
  } finally {
    state.busy = false;
    render();
  }
}

// Only the site that launched the game may pause it, and only in the agreed shape.
window.addEventListener('message', (event) => {
  if (!state.session || event.origin !== state.session.parent_origin || event.source !== window.parent) return;
  const data = event.data;
  if (!data || typeof data !== 'object' || data.source !== 'casino-site') return;
  if (data.type === 'pause') state.paused = true;
  else if (data.type === 'resume') state.paused = false;
  else return;
  render();
});

function label() {
  $('balance-label').textContent = t.balance;
  $('bet-label').textContent = t.bet;
  $('win-label').textContent = t.win;
  $('paused-text').textContent = t.paused;
  spinButton.textContent = t.spin;
  betDown.setAttribute('aria-label', t.lower);
  betUp.setAttribute('aria-label', t.raise);
}

async function start() {
  label();
  buildReels(randomGrid());
  betDown.addEventListener('click', () => {
    state.betIndex = Math.max(0, state.betIndex - 1);
    render();
  });
  betUp.addEventListener('click', () => {
    state.betIndex = Math.min(state.session.bets.length - 1, state.betIndex + 1);
    render();
  });
  spinButton.addEventListener('click', () => void spin());
  try {
    state.session = await call('session');
  } catch {
    state.ended = true;
    showMessage(t.unavailable, true);
    return;
  }
  const s = state.session;
  state.round = s.rounds;
  document.title = s.game;
  $('game-name').textContent = s.game;
  $('mode').hidden = !s.demo;
  $('mode').textContent = t.demo;
  $('bonus-tag').hidden = !s.bonus_play;
  $('bonus-tag').textContent = t.bonus;
  render();
  post({ type: 'ready', demo: s.demo });
  post({ type: 'balance-changed', balance: s.balance, bonus: s.bonus, currency: s.currency });
}

void start();
