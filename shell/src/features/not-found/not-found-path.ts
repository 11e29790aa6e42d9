/** The path of the one not-found page rendered at deploy, served for every unknown path. */
export const NOT_FOUND_PATH = '/404';
