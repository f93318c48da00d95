/** The directories grow by a page per "show more", up to the API's page limit (100). */
export const DIRECTORY_PAGE = 24;
export const DIRECTORY_MAX = 100;
