/** The words of "Where you're signed in" on /my-profile (decision 0062). */

export const SESSIONS_HEADING = "Where you're signed in";

export const SESSIONS_UNREADABLE =
  "Your sessions cannot be listed just now. Please reload the page in a moment.";

export const SESSION_BUTTON_NOT_OURS =
  "This sign-out button could not be read. Please reload the page and try again.";

export const SESSION_NOT_FOUND =
  "That session has already ended, or it is not one of yours. The list below is up to date.";

export const SESSION_IS_THIS_ONE =
  "That is the session on this device. To end it, use Logout in the menu.";

export const SESSION_STORE_DOWN =
  "Sessions cannot be ended just now. Please try again in a moment.";

export const sessionEnded = (device: string) =>
  `Signed out of ${device}. Its next visit will ask for the password.`;
