/**
 * What the rest of the web app may use of the report forms. Everything else in this folder is the forms'
 * own; the screens are reached through `formRoutes` in routes.ts (the router's entry, each screen lazy-loaded),
 * which is not re-exported here so the router's chunk does not load what Home needs.
 */
export { cloneForm, deleteForm, fetchForm, listForms, setClientResponse } from './api.ts';
export { FORMS_LIST_KEY, formKey } from './queries.ts';
export { DecisionMenu } from './decision/DecisionMenu.tsx';
export { decisionRequest, magicDecisionBlock, offeredChoices } from './decision/decisions.ts';
export { MagicCopyButton } from './magic/MagicCopyButton.tsx';
export { magicExpiryLine, magicStatusLabel } from './magic/magicText.ts';
export { formPath } from './formPath.ts';
