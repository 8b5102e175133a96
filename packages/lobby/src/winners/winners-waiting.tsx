/** Holds the feed's height while it loads, so the games below do not move when it arrives (lobby.styles.ts). */
export const winnersWaiting = <div className="casino-winners casino-winners--waiting" aria-hidden="true" />;
