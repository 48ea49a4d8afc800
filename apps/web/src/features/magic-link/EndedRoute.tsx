export { EndedPage as default } from './EndedPage.tsx';
