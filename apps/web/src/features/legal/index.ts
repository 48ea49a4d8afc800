/** The Terms of Use and Disclaimer texts, for the consent dialogs (the legal pages are routes of their own). */
export { DisclaimerText, TermsOfUseText } from './legalText.tsx';
