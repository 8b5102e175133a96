declare module '@casino-sdk/ui' {
  interface CasinoEventMap {
    /** Admin mode opened through `<casino-admin>`: the name the platform confirmed. */
    'casino-admin-login': { username: string };
    /** Admin mode ended through the exit button of `<casino-admin>` or `<casino-admin-bar>`. */
    'casino-admin-logout': Record<string, never>;
  }
}

export const ADMIN_LOGIN_EVENT = 'casino-admin-login';
export const ADMIN_LOGOUT_EVENT = 'casino-admin-logout';
