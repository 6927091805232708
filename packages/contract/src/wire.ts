/**
 * The wire's constants, in a module of their own without zod, so that a client that only needs
 * them (the app's entry) does not pull in the schema library (issue #17).
 */

/** Every response body's `status`: success or error (api.md §1.2). */
export const STATUS_OK = 1;
export const STATUS_ERROR = 0;

/** The base of the user API, relative to the site origin. */
export const API_BASE_PATH = '/api/vue/';
