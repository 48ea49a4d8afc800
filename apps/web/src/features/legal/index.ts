/**
 * The Terms of Use and Disclaimer texts, for the consent dialogs, and the legal page's sections, for Resources ›
 * legal (the legal pages are routes of their own).
 */
export { DisclaimerText, TermsOfUseText } from './legalText.tsx';
export { LegalSections } from './LegalSections.tsx';
