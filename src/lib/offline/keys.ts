// Names the service worker (src/app/sw.ts) and the app share for the saved Data API reads.

/** The cache of Data API reads the reading pages made, keyed per account. */
export const SAVED_DATA_CACHE = 'gio-saved-data-v1';
/** Where answers typed offline wait on the device (src/lib/offline/waiting-answers.ts). */
export const WAITING_ANSWERS_KEY = 'olympiad:waiting-answers';
/** Set by the service worker on each saved response: when it came from the network. */
export const SAVED_AT_HEADER = 'x-gio-saved-at';
