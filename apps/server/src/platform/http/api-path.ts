/** Whether a URL (or a route's pattern) is the API's: under /api or /odata, in any case, with or without a query string. */
export const isApiPath = (url: string): boolean => /^\/(api|odata)(\/|\?|$)/i.test(url);
