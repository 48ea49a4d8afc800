/**
 * What the rest of the web app may use of the report forms. Everything else in this folder is the forms'
 * own; the screens themselves are reached through `formRoutes` (each lazy-loaded by its route).
 */
export { formRoutes } from './routes.ts';
export { cloneForm, deleteForm, fetchForm, listForms, setClientResponse } from './api.ts';
export { FORMS_LIST_KEY, formKey } from './queries.ts';
export { DecisionMenu } from './decision/DecisionMenu.tsx';
export { decisionRequest } from './decision/decisions.ts';
