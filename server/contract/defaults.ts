/**
 * Development defaults both processes agree on, so `npm start` works with no configuration.
 * Production sets API_KEY and WWW_BASIC_AUTH to secrets in both processes' environment.
 */
export const DEFAULT_API_PORT = 4000;
export const DEFAULT_WEB_PORT = 3000;
export const DEFAULT_API_KEY = "storefront-dev-key";
export const DEFAULT_WWW_BASIC_AUTH = "storefront:storefront";
export const DEFAULT_REFRESH_PATH = "/www/api/v5/mytui/oauth/refresh";
