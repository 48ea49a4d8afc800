/**
 * What the rest of the web app may use of the sign-in screens: the Sign in card, which the log-in page's own
 * entry draws (src/login/, ADR 0026). The staff app reaches the /log-in route through routing/routes.tsx.
 */
export { LoginCard } from './LoginCard.tsx';
