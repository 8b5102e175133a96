/** The status of an account between auth/register and the saved step 2. */
export const UNCONFIRMED = 'unconfirmed';
