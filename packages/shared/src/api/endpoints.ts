/**
 * THE table of API calls under `/api/app/v1` (spec §7): for each call its method, path (Fastify style, `:name` for
 * a path parameter), path-parameter / body schemas, the `data` schema of a 200 answer, the permission it needs
 * (RoutePermission) and the kinds of caller it serves. The server registers its routes from this table
 * (apps/server/src/http/route.ts) and the web calls them through it (apps/web/src/api/endpoint.ts), so a path is
 * written once and the web cannot call one the server does not have.
 *
 *   ENDPOINTS.getForm  // { method: 'GET', path: '/form/:formId', params: FormParams, response: FormResponse, … }
 *
 * Every answer is `{ data: <response> }`, errors `{ error: { code, message } }` (errors.ts); `response: null` marks
 * a call whose answer is not JSON (the PDF download).
 */
import { z } from 'zod';
import { MODEL_ID } from '../constants.ts';
import { ABILITIES, FORM_ACCESS, type PrincipalKind, type RoutePermission } from '../permissions.ts';
import {
  AuthResponse,
  ChangePasswordRequest,
  ChangePasswordResponse,
  CompleteResetRequest,
  ConsentResponse,
  IsAuthResponse,
  LoginRequest,
  LoginResponse,
  ResetPasswordRequest,
} from './auth.ts';
import {
  CommunitiesResponse,
  CommunityDetail,
  CommunityInfo,
  CreateCommunityRequest,
  CreateCommunityResponse,
} from './communities.ts';
import {
  ContractTypeResponse,
  ContractTypesResponse,
  CreateContractTypeRequest,
  UpdateContractNameRequest,
  UpdateNoAutoAddMagicLinkRequest,
} from './contract-types.ts';
import {
  ClientResponseRequest,
  ClientResponseResponse,
  CloneFormResponse,
  CreateFormRequest,
  CreateFormResponse,
  CreateVillageRequest,
  CreateVillageResponse,
  DeleteFormRequest,
  DeleteFormResponse,
  DeleteVillageRequest,
  DeleteVillageResponse,
  FormResponse,
  FormsListRequest,
  FormsListResponse,
  SummaryRequest,
  SummaryResponse,
  UpdateCurrentRequest,
  UpdateCustomerRequest,
  UpdateCustomerResponse,
  UpdateExternalVillageRequest,
  UpdateExternalVillageResponse,
  UpdateInternalVillageRequest,
  UpdateInternalVillageResponse,
  UpdateRatingsRequest,
  UpdateRatingsResponse,
} from './forms.ts';
import { RatesChangeResponse } from './rates-change.ts';
import { RatesChangesResponse, RatesRerunResponse } from './rates-rerun.ts';
import { CreatePdfRequest, CreatePdfResponse, PdfListResponse } from './reports.ts';
import {
  CreateUserRequest,
  PermissionsResponse,
  RolesResponse,
  UpdateUserRequest,
  UserResponse,
  UsersResponse,
} from './users.ts';

export type HttpMethod = 'GET' | 'POST';

/** One call of the API. */
export interface Endpoint {
  method: HttpMethod;
  /** Under `base`, e.g. '/form/:formId/clone'. */
  path: string;
  /** The URL prefix of `path` when it is not /api/app/v1 (the development calls: '/api/dev', dev-endpoints.ts). */
  base?: string;
  /** OpenAPI group ('auth', 'communities', 'forms', 'reports'). */
  tag: string;
  /** One line for the OpenAPI document. */
  summary: string;
  permission: RoutePermission;
  /** Who may call it besides the permission (docs/adr/0010-principal-kinds.md). Default: staff only. */
  callers?: readonly PrincipalKind[];
  /** Path parameters (coerced from the URL text). */
  params?: z.ZodType;
  body?: z.ZodType;
  /** The `data` of a 200 answer; null when the answer is not `{ data }` JSON (a file). */
  response: z.ZodType | null;
}

/** A positive PostgreSQL integer from the URL, e.g. '42' → 42. */
const pgId = z.coerce.number().int().positive().max(2_147_483_647);
const FormParams = z.object({ formId: pgId });
const VillageParams = z.object({ formId: pgId, villageId: pgId });
const MessageResponse = z.object({ message: z.string() });

const define = <T extends Record<string, Endpoint>>(table: T): T => table;

export const ENDPOINTS = define({
  // --------------------------------------------------------------------------------------------------- auth
  login: {
    method: 'POST',
    path: '/login',
    tag: 'auth',
    summary: 'Sign in',
    permission: 'public',
    body: LoginRequest,
    response: LoginResponse,
  },
  auth: {
    method: 'GET',
    path: '/auth',
    tag: 'auth',
    summary: 'The signed-in user, constants and corporate vars',
    permission: 'authenticated',
    response: AuthResponse,
  },
  isAuth: {
    method: 'GET',
    path: '/isAuth',
    tag: 'auth',
    summary: 'Whether the bearer token belongs to a live session',
    permission: 'public',
    response: IsAuthResponse,
  },
  logout: {
    method: 'GET',
    path: '/logout',
    tag: 'auth',
    summary: 'End this session',
    permission: 'authenticated',
    response: z.object({ loggedOut: z.literal(true) }),
  },
  changePassword: {
    method: 'POST',
    path: '/changePassword',
    tag: 'auth',
    summary: 'Change own password; ends every session and returns a fresh token',
    permission: 'authenticated',
    body: ChangePasswordRequest,
    response: ChangePasswordResponse,
  },
  resetPassword: {
    method: 'POST',
    path: '/resetPassword',
    tag: 'auth',
    summary: 'Forgot password: e-mails a reset link if the account exists',
    permission: 'public',
    body: ResetPasswordRequest,
    response: MessageResponse,
  },
  completeReset: {
    method: 'POST',
    path: '/password/reset',
    tag: 'auth',
    summary: 'Complete a reset with the e-mailed token',
    permission: 'public',
    body: CompleteResetRequest,
    response: MessageResponse,
  },
  consent: {
    method: 'POST',
    path: '/consent',
    tag: 'auth',
    summary: 'Record agreement to the Terms of Use and Disclaimer',
    permission: 'authenticated',
    response: ConsentResponse,
  },

  // ---------------------------------------------------------------------------------------------- communities
  listCommunities: {
    method: 'GET',
    path: '/communities',
    tag: 'communities',
    summary: "The caller's communities and the corporate's community licence use",
    permission: 'authenticated',
    response: CommunitiesResponse,
  },
  communitiesInfo: {
    method: 'GET',
    path: '/communities/info',
    tag: 'communities',
    summary: 'Community licence use of the corporate: a community can be added only while count < licenses',
    permission: 'authenticated',
    response: z.object({ info: CommunityInfo }),
  },
  getCommunity: {
    method: 'GET',
    path: '/community/:communityId',
    tag: 'communities',
    summary: 'A community with its contracts, fees, services, amenities, inclusions and report content',
    permission: 'authenticated',
    params: z.object({ communityId: pgId }),
    response: CommunityDetail,
  },
  createCommunity: {
    method: 'POST',
    path: '/communities/create',
    tag: 'communities',
    summary: 'Create a community of the corporate; refused while count has reached licenses',
    permission: 'createCommunity',
    body: CreateCommunityRequest,
    response: CreateCommunityResponse,
  },

  // ---------------------------------------------------------------------------------------------------- forms
  listForms: {
    method: 'POST',
    path: '/forms',
    tag: 'forms',
    summary: 'One page of the report forms the caller may see (search, sort, page), with the contract types',
    permission: FORM_ACCESS,
    body: FormsListRequest.optional(),
    response: FormsListResponse,
  },
  createForm: {
    method: 'POST',
    path: '/forms/create',
    tag: 'forms',
    summary: "Create a report form in one of the caller's communities",
    permission: 'createForm',
    body: CreateFormRequest,
    response: CreateFormResponse,
  },
  getForm: {
    method: 'GET',
    path: '/form/:formId',
    tag: 'forms',
    summary: 'A report form with everything its screens need',
    permission: FORM_ACCESS,
    params: FormParams,
    response: FormResponse,
  },
  createVillage: {
    method: 'POST',
    path: '/form/:formId/createVillage/:modelId',
    tag: 'forms',
    summary:
      "Add an option: modelId 1 internal (a village of the form's community), 2 external (limits: 3 in total, 2 internal, 1 external)",
    permission: FORM_ACCESS,
    params: z.object({
      formId: pgId,
      modelId: z.coerce.number().pipe(z.union([z.literal(MODEL_ID.internal), z.literal(MODEL_ID.external)])),
    }),
    body: CreateVillageRequest.optional(),
    response: CreateVillageResponse,
  },
  deleteVillage: {
    method: 'POST',
    path: '/form/:formId/village/:modelId/:villageId/delete',
    tag: 'forms',
    summary: 'Delete an option (marks the summary for regeneration)',
    permission: FORM_ACCESS,
    params: VillageParams.extend({ modelId: z.coerce.number().int() }),
    body: DeleteVillageRequest.optional(),
    response: DeleteVillageResponse,
  },
  summary: {
    method: 'POST',
    path: '/form/:formId/summary',
    tag: 'forms',
    summary: 'The comparison summary: stored one reused unless something changed (spec §4)',
    permission: FORM_ACCESS,
    params: FormParams,
    body: SummaryRequest.optional(),
    response: SummaryResponse,
  },
  ratesChange: {
    method: 'GET',
    path: '/form/:formId/ratesChange',
    tag: 'forms',
    summary: "The report's headline figures on the rates it used and on today's (and announced) rates",
    permission: FORM_ACCESS,
    params: FormParams,
    response: RatesChangeResponse,
  },
  keepRates: {
    method: 'POST',
    path: '/form/:formId/ratesChange/keep',
    tag: 'forms',
    summary: 'Keep the stored figures on their rates (a report already given to the client)',
    permission: FORM_ACCESS,
    params: FormParams,
    response: RatesChangeResponse,
  },
  updateCustomer: {
    method: 'POST',
    path: '/form/:formId/customer',
    tag: 'forms',
    summary: 'Update Customer Details (any subset of the customer record)',
    permission: FORM_ACCESS,
    params: FormParams,
    body: UpdateCustomerRequest,
    response: UpdateCustomerResponse,
  },
  updateCurrent: {
    method: 'POST',
    path: '/form/:formId/current',
    tag: 'forms',
    summary: 'Update Current Details',
    permission: FORM_ACCESS,
    params: FormParams,
    body: UpdateCurrentRequest,
    response: UpdateCustomerResponse,
  },
  // The two option kinds keep their own paths and body shapes; the server serves both with one handler.
  updateInternalVillage: {
    method: 'POST',
    path: '/form/:formId/village/1/:villageId',
    tag: 'forms',
    summary: 'Update an internal option',
    permission: FORM_ACCESS,
    params: VillageParams,
    body: UpdateInternalVillageRequest,
    response: UpdateInternalVillageResponse,
  },
  updateExternalVillage: {
    method: 'POST',
    path: '/form/:formId/village/2/:villageId',
    tag: 'forms',
    summary: 'Update an external option',
    permission: FORM_ACCESS,
    params: VillageParams,
    body: UpdateExternalVillageRequest,
    response: UpdateExternalVillageResponse,
  },
  updateRatings: {
    method: 'POST',
    path: '/form/:formId/ratings',
    tag: 'forms',
    summary: 'Replace the ratings (valuations) of the options',
    permission: FORM_ACCESS,
    params: FormParams,
    body: UpdateRatingsRequest,
    response: UpdateRatingsResponse,
  },
  setClientResponse: {
    method: 'POST',
    path: '/form/:formId/clientResponse',
    tag: 'forms',
    summary: 'Set or unset the client decision',
    permission: FORM_ACCESS,
    params: FormParams,
    body: ClientResponseRequest,
    response: ClientResponseResponse,
  },
  deleteForm: {
    method: 'POST',
    path: '/form/:formId/delete',
    tag: 'forms',
    summary: 'Delete a form: soft (archiveForm) or hard: true (deleteForm)',
    permission: { any: ['archiveForm', 'deleteForm'] },
    params: FormParams,
    body: DeleteFormRequest.optional(),
    response: DeleteFormResponse,
  },
  cloneForm: {
    method: 'POST',
    path: '/form/:formId/clone',
    tag: 'forms',
    summary: 'Copy a form (options, customer, current details, ratings)',
    permission: 'createForm',
    params: FormParams,
    response: CloneFormResponse,
  },

  // -------------------------------------------------------------------------------------------------- reports
  // Whoever may see a form may make and fetch its reports: the same scoping permissions as reading it.
  requestPdf: {
    method: 'POST',
    path: '/form/:formId/pdf',
    tag: 'reports',
    summary: 'Queue a Summary or Results PDF of the form (refreshes the stored summary first)',
    permission: FORM_ACCESS,
    params: FormParams,
    body: CreatePdfRequest,
    response: CreatePdfResponse,
  },
  listPdfs: {
    method: 'GET',
    path: '/form/:formId/pdfs',
    tag: 'reports',
    summary: "The form's PDFs, newest first, with status and progress (0–1)",
    permission: FORM_ACCESS,
    params: FormParams,
    response: PdfListResponse,
  },
  downloadPdf: {
    method: 'GET',
    path: '/form/:formId/pdf/:pdfId/download',
    tag: 'reports',
    summary: 'Download a done PDF (application/pdf, attachment named after the report)',
    permission: FORM_ACCESS,
    params: z.object({ formId: pgId, pdfId: pgId }),
    response: null,
  },
  ratesChanges: {
    method: 'GET',
    path: '/rates/changes',
    tag: 'rates',
    summary:
      "The corporate's open reports whose headline figures change on today's rates, largest change first",
    permission: 'updateCorporateReport',
    response: RatesChangesResponse,
  },
  startRatesRerun: {
    method: 'POST',
    path: '/rates/rerun',
    tag: 'rates',
    summary: "Re-run those reports on today's rates in a background job (409 when one is already going)",
    permission: 'updateCorporateReport',
    response: RatesRerunResponse,
  },
  ratesRerun: {
    method: 'GET',
    path: '/rates/rerun/:runId',
    tag: 'rates',
    summary: 'Progress of a re-run on today’s rates',
    permission: 'updateCorporateReport',
    params: z.object({ runId: pgId }),
    response: RatesRerunResponse,
  },

  // ------------------------------------------------------------------------------------------------ contracts
  // The admin's contract types (issue 10 §2; api/contract-types.ts). A type is addressed by its default contract.
  listContractTypes: {
    method: 'GET',
    path: '/contracts',
    tag: 'contracts',
    summary: "The corporate's contract types with their default contracts and how many communities use each",
    permission: { any: ABILITIES.adminContracts },
    response: ContractTypesResponse,
  },
  createContractType: {
    method: 'POST',
    path: '/contracts/create',
    tag: 'contracts',
    summary: 'Create a contract type and its default contract on neutral terms (409 when the name is taken)',
    permission: 'createContractType',
    body: CreateContractTypeRequest,
    response: ContractTypeResponse,
  },
  updateContractName: {
    method: 'POST',
    path: '/contract/:contractId/updateName',
    tag: 'contracts',
    summary: 'Rename the contract type of a default contract (409 when the name is taken)',
    permission: 'updateContractType',
    params: z.object({ contractId: pgId }),
    body: UpdateContractNameRequest,
    response: ContractTypeResponse,
  },
  updateNoAutoAddMagicLink: {
    method: 'POST',
    path: '/contract/:contractId/noAutoAddMagicLink',
    tag: 'contracts',
    summary: "Set whether the default contract's type is left out of magic links unless chosen",
    permission: 'updateContractType',
    params: z.object({ contractId: pgId }),
    body: UpdateNoAutoAddMagicLinkRequest,
    response: ContractTypeResponse,
  },
  // ---------------------------------------------------------------------------------------------------- users
  // User administration (spec §2.1 admin > users, §7 "Users"), scoped to the caller's corporate.
  listUsers: {
    method: 'POST',
    path: '/users',
    tag: 'users',
    summary: "The users of the caller's corporate with role, communities, state and last login",
    permission: { any: ABILITIES.adminUsers },
    response: UsersResponse,
  },
  listPermissions: {
    method: 'GET',
    path: '/users/permissions',
    tag: 'users',
    summary: 'The permission codes of spec §6 with their labels and groups',
    permission: { any: ABILITIES.adminUsers },
    response: PermissionsResponse,
  },
  listRoles: {
    method: 'GET',
    path: '/users/roles',
    tag: 'users',
    summary: "The corporate's roles with their permission codes, and whether the caller may grant each",
    permission: { any: ABILITIES.adminUsers },
    response: RolesResponse,
  },
  createUser: {
    method: 'POST',
    path: '/users/create',
    tag: 'users',
    summary:
      'Create a user; with sendEmail, e-mail a welcome with a set-password link (409 when the e-mail is taken)',
    permission: 'createUser',
    body: CreateUserRequest,
    response: UserResponse,
  },
  updateUser: {
    method: 'POST',
    path: '/user/:userId/update',
    tag: 'users',
    summary: 'Change name, title, role, communities or state; disabling ends their sessions at once',
    permission: 'updateUser',
    params: z.object({ userId: pgId }),
    body: UpdateUserRequest,
    response: UserResponse,
  },
  deleteUser: {
    method: 'POST',
    path: '/user/:userId/delete',
    tag: 'users',
    summary:
      'Soft-delete a user: no longer listed or signed in; their reports keep their name (409 for the last admin)',
    permission: 'createUser',
    params: z.object({ userId: pgId }),
    response: z.object({ success: z.literal(true), message: z.string() }),
  },
  sendWelcome: {
    method: 'POST',
    path: '/user/:userId/welcome',
    tag: 'users',
    summary: 'E-mail the welcome again with a new set-password link (409 for a disabled user)',
    permission: 'createUser',
    params: z.object({ userId: pgId }),
    response: UserResponse,
  },
});

export type EndpointName = keyof typeof ENDPOINTS;

/** Path parameters of an endpoint as the caller gives them (numbers or text). */
export type EndpointParams<E extends Endpoint> = E['params'] extends z.ZodType
  ? z.input<E['params']>
  : undefined;
/** Body of an endpoint as the caller sends it. */
export type EndpointBody<E extends Endpoint> = E['body'] extends z.ZodType ? z.input<E['body']> : undefined;
/** The `data` of an endpoint's 200 answer. */
export type EndpointResponse<E extends Endpoint> = E['response'] extends z.ZodType
  ? z.output<E['response']>
  : never;

/**
 * The URL path of a call with its parameters filled in, e.g. `endpointPath('/form/:formId/clone', { formId: 7 })`
 * → '/form/7/clone'. Throws when a parameter is missing (a programming error).
 */
export function endpointPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z]\w*)/g, (_m, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`endpointPath: no value for :${name} in ${path}`);
    return encodeURIComponent(String(value));
  });
}
