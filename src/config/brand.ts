/** The product's name: a proper name, the same in every language. */
export const BRAND_NAME = 'Get Into Olympiad';
