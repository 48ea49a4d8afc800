/** Access Denied, shown by the corporate layout for a route the user may not open. */
export { AccessDenied } from './AccessDenied.tsx';
export { default as NotFoundPage } from './NotFoundPage.tsx';
