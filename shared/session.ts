// The storefront keeps the session token in this HttpOnly cookie; the backend also accepts it (design.md §4).
export const SESSION_COOKIE = 'session';

/** Sessions slide: 30 days from the last use. The cookie lives as long. */
export const SESSION_TTL_DAYS = 30;
