/**
 * The customer's app (ADR 0015), started by main.tsx after customer.html's first paint: the magic-link customer's
 * pages only, which the server sends for every `/magic…` address, with the same providers as the staff app
 * (theme, toasts, query client) and none of the staff shell, its routes or its session code. The first screen
 * renders as a transition, in slices that keep a phone's main thread answerable (Lighthouse's Total Blocking
 * Time) while customer.html's first paint stays on screen.
 */
import { mountApp } from '../app/mountApp.tsx';
import { customerRoutes } from './routes.tsx';

mountApp(customerRoutes, { transition: true });
