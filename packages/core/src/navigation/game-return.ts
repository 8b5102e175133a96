import { safeReturnPath } from '../rules/return-path';

/** The launch the lobby just asked for, in the tab's storage: it outlives a host without a router's page load. */
const LAUNCH_KEY = 'casino-sdk.game-launch';
/** The lobby a game page's history entry was opened from, in that entry's state: it outlives a reload. */
const STATE_KEY = 'casinoGameFrom';

/** The parts of a window the game's way back reads and writes. */
export interface GameReturnWindow {
  location: Pick<Location, 'pathname' | 'search' | 'href' | 'origin'>;
  history: Pick<History, 'state' | 'replaceState'>;
  sessionStorage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
}

/**
 * Where the game page's back button leads. `back`: `path` is the history entry before this one
 * (the lobby the game was opened from), and going back there finds the lobby as the player left it
 * (section, tab, search, the games loaded, the scroll): the lobby keeps those in its entry.
 */
export interface GameReturn {
  path: string;
  back: boolean;
}

/**
 * The lobby asks for a game: `from` is the lobby's own path and query, `to` the game page's. Only
 * a plain click that asks the host to navigate is remembered; a new tab has no way back to take.
 */
export function rememberGameLaunch(view: Pick<GameReturnWindow, 'sessionStorage'>, from: string, to: string): void {
  saveLaunch(view, { from, to, opened: false });
}

/** `opened`: a game page took the launch and marked its history entry. */
interface Launch {
  from: unknown;
  to: unknown;
  opened: unknown;
}

function saveLaunch(view: Pick<GameReturnWindow, 'sessionStorage'>, launch: Launch): void {
  try {
    view.sessionStorage.setItem(LAUNCH_KEY, JSON.stringify(launch));
  } catch {
    // Without storage the back button leads to the casino page.
  }
}

function savedLaunch(view: GameReturnWindow): Launch | null {
  try {
    const launch: unknown = JSON.parse(view.sessionStorage.getItem(LAUNCH_KEY) ?? 'null');
    return launch && typeof launch === 'object' ? (launch as Launch) : null;
  } catch {
    return null;
  }
}

/**
 * Asked once as a game page opens. The page a lobby launch opened is marked, in its own history
 * entry, with the lobby it came from: its way back is that entry's predecessor (also after a
 * reload, or after a trip to the cashier and Back). The same game page in a later entry (the
 * cashier led back to it) goes to that lobby's URL, a new entry; a game page reached any other way
 * (a link, a bookmark, a new tab) has none (null: the casino page). A saved path is followed only
 * if it is one of this site's (`safeReturnPath`).
 */
export function gameReturn(view: GameReturnWindow): GameReturn | null {
  const { origin, pathname, search, href } = view.location;
  const state: unknown = view.history.state;
  const entry = state && typeof state === 'object' ? (state as Record<string, unknown>) : {};
  const marked = safeReturnPath(entry[STATE_KEY], origin);
  if (marked) return { path: marked, back: true };
  const launch = savedLaunch(view);
  const from = safeReturnPath(launch?.from, origin);
  if (!launch || !from || launch.to !== pathname + search) return null;
  if (launch.opened === true) return { path: from, back: false };
  saveLaunch(view, { ...launch, opened: true });
  try {
    view.history.replaceState({ ...entry, [STATE_KEY]: from }, '', href);
  } catch {
    // Unmarked, the entry still came from that lobby now; after a reload it goes to its URL.
  }
  return { path: from, back: true };
}
