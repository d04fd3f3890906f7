// What the notes api requests for one note, in a module of its own so the entry's early data
// (src/app/early-data.ts) can ask the same without loading the api.

/** The author's name, from the public_profiles view (everyone may read it). */
export const NOTE_AUTHOR = 'author:public_profiles!notes_author_id_fkey(full_name)';

/** One note with its author's name. */
export const NOTE_DETAIL_SELECT = `*, ${NOTE_AUTHOR}`;

/** Keys of the data src/app/early-data.ts may have started before the api's chunk loaded. */
export const NOTE_EARLY_KEYS = {
  detail: (id: string) => `notes:${id}`,
};
