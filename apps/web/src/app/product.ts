/** Product name shown when no corporate name is known (public pages, app bar fallback). */
export const PRODUCT_NAME = 'Retirement Living Compare';
