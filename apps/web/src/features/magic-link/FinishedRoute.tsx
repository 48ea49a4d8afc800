export { FinishedPage as default } from './EndedPage.tsx';
